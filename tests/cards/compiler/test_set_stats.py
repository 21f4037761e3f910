"""A character die's A set to a number (cards/compiler/constructs/set_stats.py; the engine's
set_attack, DM-14.1): "target character die's A becomes 1", "... has its A changed to 6".
Our own wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("When fielded, target character die's A becomes 1 (until end of turn).",
         {"op": "set_attack", "amount": 1, "target": "target_die"}),
        (f"When {NAME} attacks, target opposing character die has its A changed to 0 until "
         "the end of the turn.",
         {"op": "set_attack", "amount": 0, "target": "target_opposing_die"}),
    ],
)  # fmt: skip
def test_the_a_becomes_a_number(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, target character die's D becomes 1.",  # D: not read
        "When fielded, target character die's A becomes equal to its D.",  # not a number
        "When fielded, target player has its A changed to 6.",  # a player has no A
        f"While {NAME} is active, target character die's A becomes 1.",  # a static's target
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) != ""
