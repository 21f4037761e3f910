"""The grammar reads a sentence's "If <condition>," / "Unless <condition>," (cards/compiler/
constructs/conditions.py, cards/compiler/reader.py) into the engine's effect conditions
(games/engine/abilities/conditions.py, DM-12.1); a condition it cannot read keeps the line
text only (reason `condition`). Cards here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine import card_execution

NAME = "Quill Harrow"


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("When fielded, if you have 3 or more character dice in your Used Pile, deal 2 "
         "damage to your opponent.", {"kind": "dice", "whose": "yours", "at_least": 3,
                                      "zone": "used", "filters": {"die_kind": "character"}}),
        ("When fielded, if your opponent has no character dice, gain 2 life.",
         {"kind": "dice", "whose": "opposing", "at_most": 0}),
        ("When fielded, if you have less life than your opponent, gain 3 life.",
         {"kind": "life", "than_opponent": "less"}),
        ("When Quill Harrow attacks, if your life is 5 or less, Quill Harrow gets +2A.",
         {"kind": "life", "at_most": 5}),
        ("When fielded, if you have 3 or more active characters, gain 1 life.",
         {"kind": "count", "count": "your_active_characters", "at_least": 3}),
        ("When fielded, if your opponent has more life than you, gain 1 life.",
         {"kind": "life", "than_opponent": "less"}),
        ("When fielded, if you have no dice in your Prep Area, gain 1 life.",
         {"kind": "dice", "whose": "yours", "at_most": 0, "zone": "prep"}),
        ("When fielded, if you have an active (gld) character, gain 1 life.",
         {"kind": "count", "count": "your_active_characters", "at_least": 1,
          "filters": {"affiliation": "guild"}}),
        ("When fielded, if you control 2 or more Sidekick character dice, gain 1 life.",
         {"kind": "dice", "whose": "yours", "at_least": 2, "filters": {"sidekick": True}}),
        ("When fielded, unless your opponent has 2 or more Sidekick dice, gain 1 life.",
         {"kind": "dice", "whose": "opposing", "at_least": 2, "filters": {"sidekick": True},
          "unless": True}),
    ],
)  # fmt: skip
def test_a_sentence_s_condition_goes_on_its_effects(line: str, condition: dict) -> None:
    made = compile_card("character", [line], name=NAME, affiliations={"gld": "guild"})
    (ability,) = made["abilities"]
    assert [e["condition"] for e in ability["effects"]] == [condition] * len(ability["effects"])
    card = {"id": "q", "name": NAME, "kind": "character", "text": [line], "abilities": [ability]}
    assert card_execution(card).executed


def test_it_is_reads_the_chosen_target() -> None:
    """ "KO target character die. If it is a Sidekick, gain 1 life.": the engine reads the
    condition about the die chosen for the ability (kind `target`)."""
    line = "KO target character die. If it is a Sidekick, gain 1 life."
    (ability,) = compile_card("action", [line], name=NAME)["abilities"]
    assert ability["effects"][1]["condition"] == {"kind": "target", "filters": {"sidekick": True}}


def test_only_the_sentence_it_opens_is_conditional() -> None:
    line = "If you have less life than your opponent, gain 3 life. Deal 1 damage to your opponent."
    (ability,) = compile_card("action", [line], name=NAME)["abilities"]
    assert "condition" in ability["effects"][0] and "condition" not in ability["effects"][1]


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, if it is raining, gain 1 life.",  # an unknown word
        "When fielded, if you have 3 or more character dice gain 1 life.",  # no comma
        # a trailing "if" after two clauses: which does it bind?
        "When fielded, gain 1 life and deal 1 damage to your opponent if you have 3 or more "
        "character dice.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert "unread" in compile_card("character", [line], name=NAME)
