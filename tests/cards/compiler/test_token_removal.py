"""Experience tokens taken off cards (constructs/token_removal.py; docs/rulings.md
"Experience tokens"): a targeted Adventurer card, every Adventurer card, the cards of the
dice named, half of them rounded down. Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.execution import status
from tests.cards.compiler.helpers import NAME, effects, said, why

ADVENTURER = {"keyword": "experience"}


def test_one_off_a_targeted_adventurer_card() -> None:
    line = "When fielded, remove an Experience token from target Adventurer card."
    assert effects("character", line) == [
        {"op": "remove_experience_token", "amount": 1, "target": "target_card",
         "filters": ADVENTURER}
    ]  # fmt: skip
    assert said(line) == (
        "When fielded: remove an Experience token from target character card"
        " with Experience (if it has one)"
    )


def test_two_off_each_adventurer_card_and_every_one_off_a_targeted_card() -> None:
    line = "When fielded, remove 2 Experience tokens from each Adventurer card."
    assert effects("character", line) == [
        {"op": "remove_experience_token", "amount": 2, "target": "all_cards",
         "filters": ADVENTURER}
    ]  # fmt: skip
    assert said(line) == (
        "When fielded: remove 2 Experience tokens from each character card with"
        " Experience (as many as it has)"
    )
    line = "When fielded, remove all Experience tokens from target Adventurer card."
    (effect,) = effects("character", line)
    assert effect["amount"] == 0 and effect["target"] == "target_card"


def test_counters_of_all_adventurer_cards() -> None:
    line = "When fielded, remove one Experience counter from all Adventurer cards."
    (effect,) = effects("character", line)
    assert effect == {"op": "remove_experience_token", "amount": 1, "target": "all_cards",
                      "filters": ADVENTURER}  # fmt: skip


def test_the_cards_of_the_dice_named() -> None:
    line = "When fielded, remove 1 Experience token from each active Good Adventurer."
    assert effects("character", line) == [
        {"op": "remove_experience_token", "amount": 1, "target": "all_characters",
         "filters": {"alignment": "good", "keyword": "experience"}}
    ]  # fmt: skip
    assert said(line) == (
        "When fielded: remove an Experience token from the card of each Good"
        " character die with Experience (if it has one)"
    )


def test_half_rounded_down_with_the_adventurer_reminder() -> None:
    line = (
        "When fielded, remove half the Experience tokens, rounded down, from target Adventurer"
        " card (any character with Experience)."
    )
    assert effects("character", line) == [
        {"op": "halve_experience_tokens", "target": "target_card", "filters": ADVENTURER}
    ]
    assert said(line) == (
        "When fielded: remove half the Experience tokens (rounded down) from"
        " target character card with Experience."
    )


def test_a_set_whose_experience_is_on_the_die_keeps_it_text_only() -> None:
    """Battle for Faerun's +1A/+1D tokens lie on the die (docs/rulings.md "Experience"):
    which token a card loses is not settled there."""
    line = "When fielded, remove an Experience token from target Adventurer card."
    for code, executed in (("7bff", False), ("7bffop", False), ("7fus", True), ("7toa", True)):
        made = compile_card("character", [line], NAME, code=code)
        card = {"id": code, "kind": "character", "name": NAME, "text": [line], **made}
        assert status(card).executed is executed, code


@pytest.mark.parametrize(
    "line",
    [
        # a player holds no Experience token
        "When fielded, remove an Experience token from your opponent.",
        # a Stun token is another token
        "When fielded, remove a Stun token from each Adventurer card.",
        # "up to" several cards: not said how many from which
        "When fielded, remove an Experience token from up to two target Adventurers.",
        # "half", not rounded down as printed
        "When fielded, remove half the Experience tokens from target Adventurer card.",
        # "your Adventurer card": which of them is not said
        "When fielded, remove an Experience token from your Adventurer card.",
        # "ten" tokens: no number of ours
        "When fielded, remove 10 Experience tokens from target Adventurer card.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
