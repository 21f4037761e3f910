"""Dice named by their level against this die's (constructs/own_level.py, engine
abilities/own_level.py): "KO target (bolt) character die of equal or lower level", "KO an
opposing character that is the same level as <self>". The level compared is that of the
die whose trigger resolves (DM-15.3), played through the engine. Near misses stay text only.
Our own wording."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.abilities.targets import target_options
from games.engine.model.evolve import evolve
from tests.cards.compiler.helpers import NAME, ability, compiled, effects, said, why
from tests.engine.helpers import CHAR, FIST, MADELYNE, Game, cards_with, m
from tests.engine.keywords.common import character


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("When fielded, KO target opposing (grv) character die of equal or lower level.",
         {"op": "ko", "target": "target_opposing_die",
          "filters": {"affiliation": "grovekin", "level_at_most_own": True}}),
        (f"When {NAME} attacks, KO target (bolt) character die of equal or lower level.",
         {"op": "ko", "target": "target_die",
          "filters": {"energy_type": "bolt", "level_at_most_own": True}}),
        (f"When {NAME} attacks, KO an opposing character that is the same level as {NAME}.",
         {"op": "ko", "target": "choose_opposing_die", "filters": {"level_same_as_own": True}}),
    ],
)  # fmt: skip
def test_read(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]


def test_the_reading_says_whose_level() -> None:
    line = "When fielded, KO target opposing character die of equal or lower level."
    assert "of this die's level or lower" in said(line)


@pytest.mark.parametrize(
    ("kind", "line", "category"),
    [
        # an action die has no level of its own
        ("action", "KO target character die of equal or lower level.", "self"),
        # another die's deed: which die's level is not this card's own
        ("character", f"While {NAME} is active, when you field a character, KO target "
         "character die of equal or lower level.", "self"),
        # a KO'd die shows no face: no level to compare
        ("character", f"When {NAME} is KO'd, KO target character die of equal or lower level.",
         "self"),
        # a level said twice
        ("character", "When fielded, KO target level 1 character die of equal or lower level.",
         "target"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(kind: str, line: str, category: str) -> None:
    assert why(kind, line) == category


def _fielded_at(level_face: int) -> Game:
    """Michele fields her die on the face `level_face` (level 1 + level_face); Chris has a
    die at each level 1, 2 and 3 in his Field Zone."""
    line = "When fielded, KO target opposing character die of equal or lower level."
    hunter = character("hunter", 1, 1, **compiled("character", [line]))
    prey = character("prey", 1, 1)
    g = Game(
        teams=((("hunter", 2),), (("prey", 3), (MADELYNE, 2))),
        cards=cards_with(hunter, prey),
    )
    g.start()
    g.give(0, "p1:hunter:1")
    for n in (1, 2, 3):
        g.give(1, f"p2:prey:{n}", to="field", face=n - 1)
    g.begin({"p1:hunter:1": CHAR, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    if level_face:  # rolled to its level 1 face (CHAR), turned to another
        g.state = evolve(g.state, ev.DieSpun("p1:hunter:1", level_face, "test"))
    g.field("p1:hunter:1")
    return g


def test_played_only_dice_of_its_level_or_lower_may_be_chosen() -> None:
    """Fielded at level 2, its ability offers Chris's level 1 and 2 dice, not the level 3."""
    g = _fielded_at(1)
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {"p2:prey:1", "p2:prey:2"}
    assert set(target_options(g.state, g.state.triggers[0]) or ()) == {"p2:prey:1", "p2:prey:2"}
    g.target("p2:prey:2")
    assert "p2:prey:2" in g.zone(1, "prep")  # KO'd: its owner's Prep Area (DM-9.11)
    g = _fielded_at(0)
    assert set(g.pending.options) == {"p2:prey:1"}


def test_a_kod_die_s_level_is_the_one_it_was_kod_at() -> None:
    """A KO'd die shows no face (DM-23.1): "its level" is its last-known face's (the
    engine's GameState.kod_faces), its A and D the ones it had then (GameState.kod_stats:
    tests/cards/compiler/test_last_stats.py); on its attack they read too."""
    kod = "When Wren Hollow is KO'd, deal damage equal to"
    assert ability(f"{kod} its level to target character die.")["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "target_die", "per": "this_die_level"}
    ]
    assert ability(f"{kod} his D to your opponent.")["effects"][0]["per"] == "this_die_defense"
    assert ability("When Wren Hollow attacks, deal damage equal to its level to your opponent.")


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, you may KO an opposing (bolt) character and gain life equal to its level.",
        "When fielded, KO target Sidekick character die. Deal damage equal to its level to target "
        "opponent.",
        "When fielded, spin target character die up 1 level and deal damage equal to her level to "
        "target opponent.",
    ],
)
def test_its_level_after_another_die_is_that_die_s_and_not_read(line: str) -> None:
    """ "Its" names the die an earlier effect took, not this die: whose level it is cannot
    be counted, so the line stays text only (it was read as this die's level)."""
    assert why("character", line) == "reference"


def test_its_level_with_no_other_die_before_is_this_die_s() -> None:
    """The near misses' other half: nothing before names a die, so "its" is this die."""
    for line in (
        "When fielded, gain life equal to its level.",
        "When fielded, gain 1 life and deal damage equal to its level to target opponent.",
    ):
        (effect,) = [e for e in effects("character", line) if e.get("per")]
        assert effect["per"] == "this_die_level"
