"""Dice no action die can affect for a while, as printed after a Global's cost or a trigger
(cards/compiler/constructs/action_ward.py; the engine's abilities/action_ward.py, DM-14.2:
a persistent effect on the chosen die until Cleanup or the duration said). Our own wording,
with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why

OP = "unaffected_by_action_dice"


def test_a_global_wards_a_chosen_level_2_die_this_turn() -> None:
    line = "Global: Pay (2). Target level 2 character die is unaffected by action dice this turn."
    assert effects("character", line) == [
        {"op": OP, "target": "target_die", "filters": {"level": 2}}
    ]
    line = "Global: Pay 2. Target character is unaffected by action dice (until end of turn)."
    assert effects("character", line) == [{"op": OP, "target": "target_die"}]


def test_a_trigger_wards_one_of_your_dice_until_your_next_turn() -> None:
    line = (
        "When fielded, target character die you control is unaffected by action dice until"
        " the start of your next turn."
    )
    assert effects("character", line) == [
        {"op": OP, "target": "target_your_die", "duration": "next_turn"}
    ]


def test_the_reading_says_the_ward() -> None:
    line = "Global: Pay (2). Target level 2 character die is unaffected by action dice this turn."
    reading = said(line)
    assert "action" in reading.lower() and "level 2" in reading, reading


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # every die of a kind: not one chosen die
        ("When fielded, your character dice are unaffected by action dice this turn.", "target"),
        # a static of the card while it is active
        ("While Wren Hollow is active, Wren Hollow is unaffected by action dice.", "target"),
        # another source
        ("Global: Pay (1). Target character die is unaffected by global abilities this turn.",
         "effect"),
        # a player
        ("Global: Pay (1). Target opponent is unaffected by action dice this turn.", "target"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) == reason
