"""Life of an amount X said after it (cards/compiler/constructs/x_life.py; the engine's count
`your_fielded_this_turn`): X counts the character dice the player has fielded this turn. Our
own wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why

GAIN = {"op": "gain_life", "target": "you", "amount": 1, "per": "your_fielded_this_turn"}


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, you gain X life where X is the"
        " number of character dice you have fielded this turn.",
        "When fielded, you gain X life, where X is the"
        " number of character dice you have fielded this turn (including Wren Hollow).",
    ],
)
def test_life_per_die_fielded_this_turn(line: str) -> None:
    assert effects("character", line) == [GAIN]


def test_the_reading() -> None:
    reading = said(
        "When fielded, you gain X life where X is the"
        " number of character dice you have fielded this turn."
    )
    assert "for each character die you fielded this turn" in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, you gain X life where X counts your character dice.",
        "When fielded, deal X damage to your opponent, where X is the number of character dice"
        " you have fielded this turn.",
        "When fielded, gain X life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "count", "unparsed")
