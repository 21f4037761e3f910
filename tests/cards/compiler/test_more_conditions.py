"""More conditions the grammar reads (cards/compiler/constructs/conditions.py): "any",
"another", "N other", energy icons, "villains", "in the field" / "fielded" / "active" after
the dice, "a (affiliation) character is active" (any player's), comparisons of both
players' dice (kind `versus`), "your opponent's life total is greater than yours"; a
condition ending a one-clause sentence ("<effect> if <condition>."); and a static's
condition as its ability's (DM-14.3), with "<self> can't be blocked / must attack" read as
statics (abilities/permissions.py). Cards here are our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, why

VILLAIN = {"affiliation": "villain"}


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("When fielded, if your opponent has no villains in the field, gain 2 life.",
         {"kind": "dice", "whose": "opposing", "at_most": 0, "filters": VILLAIN}),
        ("When fielded, if your opponent has any active (grv) character dice, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 1,
          "filters": {"affiliation": "grovekin"}}),
        ("When fielded, if you control another (grv) character die, gain 1 life.",
         {"kind": "dice", "whose": "yours", "at_least": 1, "other": True,
          "filters": {"affiliation": "grovekin"}}),
        ("When fielded, if you control 2 or more (bolt) character dice, gain 1 life.",
         {"kind": "dice", "whose": "yours", "at_least": 2,
          "filters": {"energy_type": "bolt"}}),
        ("When fielded, if you have at least two other characters fielded, gain 1 life.",
         {"kind": "dice", "whose": "yours", "at_least": 2, "other": True}),
        ("When fielded, if you have an active (grv), gain 1 life.",
         {"kind": "count", "count": "your_active_characters", "at_least": 1,
          "filters": {"affiliation": "grovekin"}}),
        ("When fielded, if your opponent has a character active, gain 1 life.",
         {"kind": "count", "count": "opposing_active_characters", "at_least": 1}),
        ("When fielded, if a villain is active, gain 1 life.",
         {"kind": "count", "count": "all_active_characters", "at_least": 1,
          "filters": VILLAIN}),
        ("When fielded, if your opponent has more fielded characters than you, gain 1 life.",
         {"kind": "versus", "count": "your_character_dice", "than_opponent": "less"}),
        ("When fielded, if you have more active Sidekick character dice than your opponent, "
         "gain 1 life.", {"kind": "versus", "count": "your_character_dice",
                          "than_opponent": "more", "filters": {"sidekick": True}}),
        ("When fielded, if your opponent's life total is higher than yours, gain 2 life.",
         {"kind": "life", "than_opponent": "less"}),
        ("When Wren Hollow attacks, deal 1 damage to your opponent if you have fewer "
         "fielded characters than your opponent.",
         {"kind": "versus", "count": "your_character_dice", "than_opponent": "less"}),
    ],
)  # fmt: skip
def test_conditions_go_on_the_effects(line: str, condition: dict) -> None:
    kind = "character"
    found = effects(kind, line)
    assert [e["condition"] for e in found] == [condition] * len(found)


@pytest.mark.parametrize(
    ("line", "condition", "op"),
    [
        ("If your opponent has no villains in the field, Wren Hollow gets +3A and +3D.",
         {"kind": "dice", "whose": "opposing", "at_most": 0, "filters": VILLAIN},
         "modify_stats"),
        ("Wren Hollow can't be blocked if your opponent has no active (grv) characters.",
         {"kind": "count", "count": "opposing_active_characters", "at_most": 0,
          "filters": {"affiliation": "grovekin"}}, "cant_be_blocked"),
        ("Wren Hollow must attack if any villains are active.",
         {"kind": "count", "count": "all_active_characters", "at_least": 1,
          "filters": VILLAIN}, "must_attack"),
        ("Wren Hollow can't attack unless a (grv) is active.",
         {"kind": "count", "count": "all_active_characters", "at_least": 1,
          "filters": {"affiliation": "grovekin"}, "unless": True}, "cant_attack"),
    ],
)  # fmt: skip
def test_a_static_s_condition_is_its_ability_s(line: str, condition: dict, op: str) -> None:
    made = compiled("character", [line])
    (ability,) = made["abilities"]
    assert ability["trigger"] == "static" and ability["condition"] == condition
    assert [e["op"] for e in ability["effects"]][:1] == [op]
    assert all("condition" not in e for e in ability["effects"])


def test_a_static_can_t_be_blocked_alone() -> None:
    (effect,) = effects("character", "Wren Hollow can't be blocked.")
    assert effect == {"op": "cant_be_blocked", "target": "this_card"}


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # "active dice" says no kind of dice
        ("When fielded, if you have 2 or more active dice, gain 1 life.", "condition"),
        # an opponent's "other" dice: other than what?
        ("When fielded, if your opponent has another character die, gain 1 life.", "condition"),
        # comparing you with yourself
        ("When fielded, if you have more fielded characters than you, gain 1 life.",
         "condition"),
        # a trailing condition after two clauses binds which?
        ("When fielded, gain 1 life and deal 1 damage to your opponent if a villain is "
         "active.", "condition"),
        # two affiliations for one die
        ("When fielded, if you have an active (grv) villain, gain 1 life.", "condition"),
        # a static "if" about a chosen target (a static chooses none)
        ("If it is a Sidekick, Wren Hollow gets +1A.", "condition"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) == reason


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("When fielded, if your opponent has less than 3 fielded characters, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_most": 2}),
        ("When fielded, if your opponent has no villain characters active, gain 1 life.",
         {"kind": "count", "count": "opposing_active_characters", "at_most": 0,
          "filters": VILLAIN}),
        ("When fielded, if there are 6 or more character dice in the Field Zone, gain 1 life.",
         {"kind": "dice", "whose": "any", "at_least": 6}),
        ("When fielded, if you control a level 3 character die, gain 1 life.",
         {"kind": "dice", "whose": "yours", "at_least": 1, "filters": {"level": 3}}),
        ("When fielded, if you have less than 8 life, gain 1 life.",
         {"kind": "life", "at_most": 7}),
        ("When fielded, if you have 3 or more (fist) energy in your Reserve Pool, gain 1 life.",
         {"kind": "energy", "whose": "yours", "at_least": 3, "energy_type": "fist"}),
        ("When fielded, if you have (mask) in your Reserve Pool, gain 1 life.",
         {"kind": "energy", "whose": "yours", "at_least": 1, "energy_type": "mask"}),
        ("When fielded, if your opponent has 3 or more energy in their Reserve Pool, gain 1 "
         "life.", {"kind": "energy", "whose": "opposing", "at_least": 3}),
        ("When fielded, if you have been dealt damage this turn, gain 1 life.",
         {"kind": "damaged", "whose": "yours", "at_least": 1}),
        ("When Wren Hollow attacks, if the defending player has taken damage this turn, Wren "
         "Hollow gets +2A.", {"kind": "damaged", "whose": "opposing", "at_least": 1}),
    ],
)  # fmt: skip
def test_amounts_zones_energy_and_damage(line: str, condition: dict) -> None:
    found = effects("character", line)
    assert [e["condition"] for e in found] == [condition] * len(found)


def test_it_is_reads_a_level_and_an_energy_type() -> None:
    found = effects("action", "Target character die gets +1A. If it is a level 1 (mask) "
                    "character die, it gets +1D.")  # fmt: skip
    assert found[1]["condition"] == {"kind": "target",
                                     "filters": {"energy_type": "mask", "level": 1}}  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # your energy in their Reserve Pool
        "When fielded, if you have 2 or more energy in their Reserve Pool, gain 1 life.",
        # "excluding" something other than Wild
        "When fielded, if you have 3 or more (fist) energy in your Reserve Pool (excluding "
        "(mask)), gain 1 life.",
        # less than no life
        "When fielded, if you have less than 0 life, gain 1 life.",
    ],
)
def test_more_near_misses(line: str) -> None:
    assert why("character", line) == "condition"


def test_if_then_you_may() -> None:
    """ "If <condition>, you may <effect>": the condition on the effect, the choice on the
    ability (as "You may ..." opening the sentence)."""
    (ability,) = compiled(
        "character", ["When fielded, if a villain is active, you may KO target Sidekick die."]
    )["abilities"]
    assert ability["optional"] is True
    assert ability["effects"][0]["condition"]["count"] == "all_active_characters"


def test_a_second_sentence_s_you_may_after_its_condition_stays_text() -> None:
    line = "When fielded, gain 1 life. If a villain is active, you may KO target Sidekick die."
    assert why("character", line) == "choice"
