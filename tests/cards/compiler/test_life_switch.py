"""Switching life totals (constructs/life.py `life_switch`, engine `swap_life`; docs/
rulings.md "Switching life totals"); near misses stay text only. Lines are our own."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, why

SWAP = [{"op": "swap_life", "target": "opponent"}]


@pytest.mark.parametrize(
    "line",
    ["Switch life totals with your opponent.", "Exchange life totals with your opponent."],
)
def test_a_switch_with_the_opponent(line: str) -> None:
    assert effects("basic_action", line) == SWAP


@pytest.mark.parametrize(
    "line",
    [
        "Switch life totals with target player.",  # a chosen player: not this shape
        "Switch life totals with each player.",
        "Switch life totals with your opponent's character die.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("basic_action", line) == "unparsed"
