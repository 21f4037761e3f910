"""Conditions on what the ability itself did and on the cards of a team
(cards/compiler/constructs/done_conditions.py): "if it is KO'd by this damage", "if you spin
up at least one <self> die" (kind `this_way`), "if your opponent has a (affiliation) character
on their team" (kind `team`), and "it's a ..." said as "it is a ...". Cards here are our own
wording; the near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, ability, effects, said, why

KOD = {"kind": "this_way", "what": "kod"}


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("When Wren Hollow attacks, deal 1 damage to target character die. If that character is "
         "KO'd by this damage, gain 1 life.", KOD),
        ("When Wren Hollow attacks, deal 1 damage to target character die. If it is KO'd by "
         "this effect, gain 1 life.", KOD),
        ("When Wren Hollow attacks, deal 1 damage to target character die. If that damage KOs "
         "the targeted die, gain 1 life.", KOD),
        ("When fielded, deal 1 damage to each opposing character die. If any Sidekick dice are "
         "KO'd by this damage, gain 1 life.",
         {**KOD, "at_least": 1, "filters": {"sidekick": True}}),
    ],
)  # fmt: skip
def test_kod_by_this_damage(line: str, condition: dict) -> None:
    *_, last = effects("character", line)
    assert last["op"] == "gain_life"
    assert last["condition"] == condition


def test_spun_up_this_way_counts_this_cards_dice() -> None:
    line = (
        "When fielded, spin up each of your Wren Hollow dice one level. If you spin up at "
        "least one Wren Hollow die, gain 1 life."
    )
    *_, last = effects("character", line)
    assert last["condition"] == {
        "kind": "this_way", "what": "spun", "at_least": 1, "filters": {"card": CODE}
    }  # fmt: skip
    assert "were spun to another face by this ability's earlier effects" in said(line)


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("Wren Hollow costs (1) less to purchase if your opponent has a (grv) character on their "
         "team.", {"kind": "team", "whose": "opposing", "at_least": 1,
                   "affiliation": "grovekin"}),
        ("If you have no (grv) character dice on your team, Wren Hollow is free to field.",
         {"kind": "team", "whose": "yours", "at_most": 0, "affiliation": "grovekin"}),
    ],
)  # fmt: skip
def test_cards_on_a_team(line: str, condition: dict) -> None:
    """A static: the condition is the ability's (DM-14.3: it holds while it does)."""
    assert ability(line)["condition"] == condition


def test_its_is_it_is() -> None:
    line = "When fielded, KO target character die. If it's a (grv) character die, gain 1 life."
    *_, last = effects("character", line)
    assert last["condition"] == {"kind": "target", "filters": {"affiliation": "grovekin"}}


def test_the_readings_say_what_was_counted() -> None:
    line = (
        "When Wren Hollow attacks, deal 1 damage to target character die. If that character is "
        "KO'd by this damage, gain 1 life."
    )
    assert "if 1 or more character dice were KO'd by this ability's earlier effects" in said(line)
    team = (
        "Wren Hollow costs (1) less to purchase if your opponent has a (grv) character on their "
        "team."
    )
    assert "your opponent has 1 or more Grovekin character cards on their team" in said(team)


@pytest.mark.parametrize(
    "line",
    [
        # whose dice were KO'd this way is not a filter the condition has
        "When fielded, deal 1 damage to each character die. If any opposing character dice are "
        "KO'd by this damage, gain 1 life.",
        # "at least two": only "one" is read
        "When fielded, spin up each of your Wren Hollow dice one level. If you spin up at least "
        "two Wren Hollow dice, gain 1 life.",
        # a team holds cards: a number of dice on it is not read
        "Wren Hollow costs (1) less to purchase if your opponent has 2 (grv) character dice on "
        "their team.",
        # "you have ... on their team"
        "Wren Hollow costs (1) less to purchase if you have a (grv) character on their team.",
        "Wren Hollow costs (1) less to purchase if you have an active (grv) character on your "
        "team.",
        # a comparison of teams is not read
        "Wren Hollow costs (1) less to purchase if your opponent has more (grv) characters on "
        "their team than you.",
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line) == "condition"


def test_a_die_on_a_double_energy_face_in_a_reserve_pool() -> None:
    """ "if you have a die on a double energy face in your Reserve Pool" (DM-2.4: two symbols):
    a die of the player's Reserve Pool, filter double_energy."""
    line = (
        "When Wren Hollow attacks, if you have a die on a double energy face in your Reserve "
        "Pool, gain 1 life."
    )
    (effect,) = effects("character", line)
    double = {"double_energy": True}
    assert effect["condition"] == {
        "kind": "dice", "whose": "yours", "at_least": 1, "zone": "reserve", "filters": double
    }  # fmt: skip
    assert "showing a double energy face" in said(line)


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow attacks, if you have a die on a double energy face in their Reserve "
        "Pool, gain 1 life.",
        "When Wren Hollow attacks, if you have a (grv) die on a double energy face in your "
        "Reserve Pool, gain 1 life.",
    ],
)
def test_double_energy_near_misses(line: str) -> None:
    assert why("character", line) == "condition"
