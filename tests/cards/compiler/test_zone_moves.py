"""Small phrasings of dice moved between zones (constructs/draws.py, moves.py,
rolls_from.py): "draw a die and prep it", a purchase cost note on Sidekicks, "roll a die in
your Used Pile". Our own wording; near misses stay text only."""

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


def test_a_sidekick_cost_note_says_what_the_engine_does() -> None:
    """The engine's Sidekick card costs 0 (model/cards.py SIDEKICK): the note is read."""
    line = (
        "Global: Pay (1). Move a die with purchase cost 3 or less from your Used Pile to your "
        "Prep Area (Sidekick dice are considered to have a purchase cost of 0)."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "prep",
         "filters": {"cost_at_most": 3, "zone": "used"}}
    ]  # fmt: skip


def test_roll_a_die_in_your_used_pile() -> None:
    line = "Roll a die in your Used Pile and place it into your Reserve Pool."
    assert effects("action", line) == [
        {"op": "roll_from", "target": "choose_your_die", "filters": {"zone": "used"}}
    ]


@pytest.mark.parametrize(
    "line",
    [
        # two dice drawn: which to prep is a choice
        f"When {NAME} blocks, draw two dice and prep one.",
        # a note that is not true of the engine's Sidekick
        "Global: Pay (1). Move a die from your Used Pile to your Prep Area (Sidekick dice are "
        "considered to have a purchase cost of 2).",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
