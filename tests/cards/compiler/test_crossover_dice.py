"""Dice of Crossover cards named as a kind (cards/compiler/constructs/dice_kinds.py; the
engine's filter `crossover`: a card of two or more energy types, 003:L635), beside the
"non-Crossover" dice the kind already read. Our own wording, with a near miss."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, why


def test_a_crossover_target() -> None:
    line = "When fielded, target Crossover character die gets +1A and +1D (until end of turn)."
    assert effects("character", line) == [
        {"op": "modify_stats", "amount": 1, "target": "target_die", "filters": {"crossover": True}}
    ]


def test_non_crossover_dice_still_read() -> None:
    line = "When fielded, KO target non-Crossover character die."
    assert effects("character", line) == [
        {"op": "ko", "target": "target_die", "filters": {"crossover": False}}
    ]


def test_near_miss_a_crossover_card_stays_text_only() -> None:
    """A card, not a die: no card kind takes the filter."""
    assert why("character", "When fielded, flip target Crossover card.") != ""
