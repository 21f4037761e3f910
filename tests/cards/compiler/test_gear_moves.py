"""Gear dice moved out of the Field Zone (constructs/moves.py; filter `attached`, the engine's
abilities/filters.py on abilities/equipped.py): "target attached Gear" sent to its owner's
zone, and "a Gear equipped to an opposing character" placed in "her" Used Pile, move a Gear
die (an action die whose card's subtitle says Gear, abilities/creature_types.py) that is
attached to a character die (docs/rulings.md "Equip"). "Unattached" Gear, Gear named with
another die's kind and plural Gear stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.engine.abilities.filters import FILTERS
from games.engine.abilities.targets import targets_for
from tests.cards.compiler.helpers import effects, said, why
from tests.engine.helpers import m
from tests.engine.keywords.test_equip import DIE, equipped

GEAR = {"die_kind": "action", "creature_type": "gear"}
PLACED = "When Wren Hollow blocks, place a Gear equipped to an opposing character in her Used Pile."


def test_target_attached_gear_to_its_owner_s_bag() -> None:
    line = "When Wren Hollow attacks, you may return target attached Gear to its owner's bag."
    assert effects("character", line) == [
        {"op": "move_die", "target": "target_die", "filters": {"attached": True, **GEAR},
         "zone": "bag"}
    ]  # fmt: skip


def test_a_gear_equipped_to_an_opposing_character() -> None:
    """Chosen, not targeted (DM-13.1: no "target"); "her Used Pile" is its owner's."""
    assert effects("character", PLACED) == [
        {"op": "move_die", "target": "choose_opposing_die",
         "filters": {"attached": True, **GEAR}, "zone": "used"}
    ]  # fmt: skip


def test_read_in_words() -> None:
    assert said(PLACED) == (  # (a die always goes to its owner's zones, DM-23.4)
        "When this die blocks: move an opposing Gear action die attached to a character die of"
        " your choice to the Used Pile."
    )


@pytest.mark.parametrize(
    "line",
    [
        # unattached: where such a die would be the text does not say (no Gear waits unattached
        # in the Field Zone: docs/rulings.md "Equip")
        "When fielded, you may send target unattached opposing Gear to its owner's Used Pile.",
        # "attached" said of a die that is no Gear
        "When fielded, put target attached character die into its owner's Prep Area.",
        # "equipped to" with whose said twice
        "When fielded, place a Gear you control equipped to an opposing character in her bag.",
        # every Gear: a plural the noun does not say
        "When fielded, put all attached Gear into their owner's Used Pile.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_only_a_gear_die_attached_to_a_character_is_offered() -> None:
    """Her Gear die, equipped to m2, passes `attached`; the character dice do not."""
    g, _ = equipped()
    assert FILTERS["attached"](g.state, g.state.dice[DIE], True)
    assert not FILTERS["attached"](g.state, g.state.dice[m(2)], True)
    filters = (("attached", True), *GEAR.items())
    assert targets_for(g.state, "target_die", 1, filters) == (DIE,)
