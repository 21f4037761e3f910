"""Dice named by alignment (cards/compiler/alignment.py; docs/rulings.md "Good, Evil and
Neutral"): "Evil"/"Good"/"Neutral" (or the file's icon of it) before a dice noun is read in
an affiliation's place and made an `alignment` filter ("non-Evil": `not_alignment`); the word
anywhere else, or mixed with an affiliation, is not read. Our own wording."""

from __future__ import annotations

import pytest

from cards.compiler.alignment import phrased
from tests.cards.compiler.helpers import NAME, ability, effects, said, why


def test_all_evil_character_dice_is_an_alignment_filter() -> None:
    (made,) = effects("character", "When fielded, deal 1 damage to all Evil character dice.")
    assert made["target"] == "all_characters" and made["filters"] == {"alignment": "evil"}
    assert "each Evil character die" in said(
        "When fielded, deal 1 damage to all Evil character dice."
    )


def test_non_evil_and_the_icon_spelling() -> None:
    line = f"While {NAME} is active, opposing non-Evil character dice get -1A."
    (made,) = ability(line)["effects"]
    assert made["filters"] == {"not_alignment": "evil"}
    assert "non-Evil" in said(line)
    (made,) = effects("character", "When fielded, deal 1 damage to target (good) character die.")
    assert made["filters"] == {"alignment": "good"}


def test_a_trigger_filter_and_a_condition_read_it_too() -> None:
    record = ability(f"While {NAME} is active, when an Evil character die is fielded, gain 1 life.")
    assert record["trigger_filters"] == {"alignment": "evil"}
    record = ability(f"{NAME} gets +1A if your opponent has any good characters in the field.")
    assert record["condition"]["filters"] == {"alignment": "good"}


def test_the_word_is_a_token_only_before_a_dice_noun() -> None:
    assert phrased("deal 1 damage to all evil character dice") == (
        "deal 1 damage to all #evil character dice"
    )
    assert phrased("a good deal of evil") == "a good deal of evil"
    assert phrased("opposing non-evil characters") == "opposing non-#evil characters"


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, deal 1 damage to all Evil or Villain character dice.",  # mixed
        "Global: Pay 1. Target character die loses its alignment.",
        "When fielded, deal 1 damage to all Chaotic character dice.",
        "When fielded, gain 1 life for each good deed.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
