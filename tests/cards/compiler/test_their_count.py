"""Counts of "their" dice (cards/compiler/their_count.py, constructs/counts.py): "for each
(aff) die they have fielded" after the opponent's own deed is their character dice in the
Field Zone (DM-18.5). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why

FIELDS = "While Wren Hollow is active, whenever your opponent fields a (grv) character die, "


def test_their_fielded_dice_after_their_own_deed() -> None:
    assert effects("character", FIELDS + "gain 1 life for each (grv) die they have fielded.") == [
        {"op": "gain_life", "amount": 1, "target": "you", "per": "opposing_character_dice",
         "per_filters": {"affiliation": "grovekin"}}
    ]  # fmt: skip
    line = FIELDS + "deal 1 damage to them for each @bolt character die they control."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 1, "target": "opponent", "per": "opposing_character_dice",
         "per_filters": {"energy_type": "bolt"}}
    ]  # fmt: skip


def test_its_reading_counts_the_opposing_dice() -> None:
    words = said(FIELDS + "gain 1 life for each (grv) die they have fielded.")
    assert "you gain 1 life for each opposing Grovekin character die in the Field Zone" in words


@pytest.mark.parametrize(
    "line",
    [
        # "they" names no opponent: a trigger of this die's own
        "When Wren Hollow attacks, gain 1 life for each (grv) die they have fielded.",
        "When fielded, deal 1 damage to target opponent for each (grv) die they control.",
        # no icon: not this count
        FIELDS + "gain 1 life for each die they have fielded.",
        FIELDS + "gain 1 life for each @wild die they have fielded.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
