"""Gear dice moved out of the Field Zone (constructs/moves.py; filter `attached`, the engine's
abilities/filters.py on abilities/equipped.py): "put target attached Gear into its owner's
Prep Area" and "put a Gear equipped to an opposing character into his Prep Area" move a Gear
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


def test_target_attached_gear_to_its_owner_s_prep_area() -> None:
    line = "When fielded, you may put target attached Gear into its owner's Prep Area."
    assert effects("character", line) == [
        {"op": "move_die", "target": "target_die", "filters": {"attached": True, **GEAR},
         "zone": "prep"}
    ]  # fmt: skip


def test_a_gear_equipped_to_an_opposing_character() -> None:
    """Chosen, not targeted (DM-13.1: no "target"); "his Prep Area" is its owner's."""
    line = "When fielded, put a Gear equipped to an opposing character into his Prep Area."
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_opposing_die",
         "filters": {"attached": True, **GEAR}, "zone": "prep"}
    ]  # fmt: skip


def test_read_in_words() -> None:
    line = "When fielded, put a Gear equipped to an opposing character into his Prep Area."
    assert said(line) == (  # (a die always goes to its owner's zones, DM-23.4)
        "When fielded: move an opposing Gear action die attached to a character die of your"
        " choice to the Prep Area."
    )


@pytest.mark.parametrize(
    "line",
    [
        # unattached: where such a die would be the text does not say (no Gear waits unattached
        # in the Field Zone: docs/rulings.md "Equip")
        "When fielded, you may put target unattached opposing Gear into its owner's Used Pile.",
        # "attached" said of a die that is no Gear
        "When fielded, put target attached character die into its owner's Prep Area.",
        # "equipped to" with whose said twice
        "When fielded, put a Gear you control equipped to an opposing character into his Prep"
        " Area.",
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
