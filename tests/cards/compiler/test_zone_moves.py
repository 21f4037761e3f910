"""Small phrasings of dice moved between zones (constructs/draws.py, rolls_from.py): "draw
a die and prep it", "roll a die in your Used Pile". Our own wording; near misses stay text
only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why

PREP = {"op": "prep", "amount": 1, "zone": "bag"}


@pytest.mark.parametrize(
    "line",
    [f"When {NAME} blocks, draw a die from your bag and prep it.",
     f"When {NAME} blocks, draw a die and prep it."],
)  # fmt: skip
def test_draw_a_die_and_prep_it(line: str) -> None:
    assert effects("character", line) == [PREP]


def test_roll_a_die_in_your_used_pile() -> None:
    line = "Roll one die in your Used Pile and put it into your Reserve Pool."
    assert effects("action", line) == [
        {"op": "roll_from", "target": "choose_your_die", "filters": {"zone": "used"}}
    ]


@pytest.mark.parametrize(
    "line",
    [
        # two dice drawn: which to prep is a choice
        f"When {NAME} blocks, draw two dice and prep one.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
