"""Dice phrases (DM-13; cards/compiler/constructs/targets.py): "other" is a die of another
card than this one (the `other_card` filter with this card's code), "blocked" an attacker
that was blocked (DM-9.5, the `blocked` filter); near misses stay text only."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from tests.cards.compiler.helpers import CODE, NAME, effects, why


def test_other_dice_are_of_another_card_than_this_one() -> None:
    line = f"While {NAME} is active, your other (grv) character dice get +1A."
    assert effects("character", line) == [
        {"op": "modify_attack", "amount": 1, "target": "all_your_characters",
         "filters": {"other_card": CODE, "affiliation": "grovekin"}}
    ]  # fmt: skip
    # without the card's code there is nothing to leave out: text only
    made = compile_card("character", [line], NAME, affiliations={"grv": "grovekin"})
    assert made["unread"][0]["why"] == "self"


def test_a_blocked_die_is_an_attacker_that_was_blocked() -> None:
    line = "Global: Pay (bolt). Once per turn, target blocked character die gets +2A."
    assert effects("character", line) == [
        {"op": "modify_attack", "amount": 2, "target": "target_die", "filters": {"blocked": True}}
    ]


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, KO target other character die.",  # "other" of one chosen die
        "When fielded, KO each other other character die.",  # a word twice
        "When fielded, KO target unblocked blocking character die.",  # (test_unblocked_dice.py)
        # does "your" reach the second list? ("... and other (shield) character dice")
        "While Wren Hollow is active, your (fist) character dice and other (shield) character"
        " dice get +1A.",
    ],
)
def test_near_misses_of_dice_phrases_stay_text_only(line: str) -> None:
    assert why("character", line)
