"""An opponent made to prep from their own bag (cards/compiler/constructs/opponent_preps.py;
the engine's `prep` with zone `bag` and target `opponent`, effects/moves.py). Our own
wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why


@pytest.mark.parametrize(
    ("line", "amount"),
    [
        ("When fielded, target opponent preps a die from their bag.", 1),
        ("When Wren Hollow attacks, your opponent preps two dice from his or her bag.", 2),
    ],
)
def test_the_opponent_preps_from_their_bag(line: str, amount: int) -> None:
    assert effects("character", line) == [
        {"op": "prep", "amount": amount, "zone": "bag", "target": "opponent"}
    ]


def test_the_reading_names_the_opponent() -> None:
    reading = said("When fielded, target opponent preps a die from their bag.")
    assert "opponent" in reading.lower() and "prep" in reading.lower(), reading


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("When fielded, each player preps a die from their bag.", "target"),  # every seat
        ("When fielded, target opponent preps a die from their used pile.", "effect"),
        ("When fielded, you preps a die from their bag.", "target"),
    ],
)
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) == reason
