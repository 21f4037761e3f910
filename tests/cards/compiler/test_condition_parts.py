"""Condition parts that combine with every effect (cards/compiler/constructs/
condition_parts.py, cards/compiler/conjunction.py): a keyword the dice have, "non-<affiliation>",
"crossover", "... is in the Field Zone", this card's own die ("<self> is level 2 or 3",
"... is blocked"), and two conditions on one effect joined as kind `all` (card text: each
must hold). Cards here are our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, effects, said, why

ALONE = {"kind": "attacking_alone"}


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("When fielded, if you have an active character with Immortal, gain 2 life.",
         {"kind": "count", "count": "your_active_characters", "at_least": 1,
          "filters": {"keyword": "immortal"}}),
        ("When fielded, if you control an active character die with Deadly, gain 1 life.",
         {"kind": "dice", "whose": "yours", "at_least": 1, "filters": {"keyword": "deadly"}}),
        ("When fielded, if no opposing character dice have Overcrush, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_most": 0,
          "filters": {"keyword": "overcrush"}}),
        ("When fielded, if your opponent has a non-Villain character die active, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 1,
          "filters": {"not_affiliation": "villain"}}),
        ("When fielded, if your opponent has a non-(grv) character die active, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 1,
          "filters": {"not_affiliation": "grovekin"}}),
        ("When fielded, if your opponent has no active Crossover characters, gain 1 life.",
         {"kind": "count", "count": "opposing_active_characters", "at_most": 0,
          "filters": {"crossover": True}}),
        ("When fielded, if a (grv) character is in the Field Zone, gain 1 life.",
         {"kind": "count", "count": "all_active_characters", "at_least": 1,
          "filters": {"affiliation": "grovekin"}}),
        ("When fielded, if opponent has an active adventurer character die, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 1,
          "filters": {"keyword": "experience"}}),
        ("When fielded, if your opponent controls any adventurers, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 1,
          "filters": {"keyword": "experience"}}),
        ("When fielded, if you have an active non-Sidekick character die, gain 1 life.",
         {"kind": "dice", "whose": "yours", "at_least": 1, "filters": {"sidekick": False}}),
        ("When Wren Hollow attacks, if Wren Hollow is level 2 or 3, gain 1 life.",
         {"kind": "this_die", "filters": {"level_at_least": 2}}),
        ("When Wren Hollow attacks, if she is level 3, gain 1 life.",
         {"kind": "this_die", "filters": {"level": 3}}),
    ],
)  # fmt: skip
def test_condition_parts_go_on_the_effects(line: str, condition: dict) -> None:
    (effect,) = effects("character", line)
    assert effect["condition"] == condition


def test_a_static_under_two_conditions_holds_while_both_do() -> None:
    """The sentence's condition and the effect's own ("while attacking alone"): kind `all`."""
    record = ability(
        "If your opponent has 3 or more fielded characters, Wren Hollow can't be blocked "
        "while attacking alone."
    )
    assert record["trigger"] == "static"
    assert record["condition"] == {
        "kind": "all",
        "of": [{"kind": "dice", "whose": "opposing", "at_least": 3}, ALONE],
    }
    assert said(
        "If your opponent has 3 or more fielded characters, Wren Hollow can't be blocked "
        "while attacking alone."
    ).startswith(
        "For each of this card's dice, if your opponent has 3 or more character dice in the "
        "Field Zone, and if that die is the only attacking die: that die can't be blocked."
    )


def test_a_keyword_opening_s_condition_joins_the_sentence_s() -> None:
    """Underdog's own condition (you have fewer character dice, keywords/underdog) and the
    sentence's "if <self> is attacking alone": both, in that order."""
    record = ability("Underdog - If Wren Hollow is attacking alone, she gets +2A.")
    assert record["condition"] == {
        "kind": "all",
        "of": [{"kind": "versus", "count": "your_character_dice", "than_opponent": "less"},
               ALONE],
    }  # fmt: skip
    assert record["effects"] == [{"op": "modify_attack", "amount": 2, "target": "this_card"}]


SIDEKICKS = {"kind": "dice", "whose": "yours", "at_least": 2, "filters": {"sidekick": True}}


@pytest.mark.parametrize(
    ("line", "own"),
    [
        # (two conditions were a near miss before `all`: none is dropped now)
        ("If you have 2 or more Sidekicks in the field, Wren Hollow gets +2A while blocking.",
         {"kind": "this_die", "filters": {"zone": "attack", "blocker": True}}),
    ],
)  # fmt: skip
def test_a_sentence_s_condition_and_the_effect_s_own_are_both_kept(line: str, own: dict) -> None:
    assert ability(line)["condition"] == {"kind": "all", "of": [SIDEKICKS, own]}


def test_underdog_and_a_sentence_s_condition_are_both_kept() -> None:
    record = ability(
        "Underdog - If you have 2 or more Sidekicks in the field, Wren Hollow gets +2D."
    )
    assert record["condition"] == {
        "kind": "all",
        "of": [{"kind": "versus", "count": "your_character_dice", "than_opponent": "less"},
               SIDEKICKS],
    }  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # a keyword no condition names yet
        "When fielded, if you have an active character with Gleaming, gain 2 life.",
        # a level range that is not "N or 3"
        "When Wren Hollow attacks, if Wren Hollow is level 1 or 2, gain 1 life.",
        # "non-" twice
        "When fielded, if your opponent has a non-Villain non-(grv) character die active, "
        "gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("condition", "unparsed")
