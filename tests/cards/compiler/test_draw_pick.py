"""Draw and pick up to K (cards/compiler/constructs/draw_sort.py `_picked`): "draw N dice;
prep up to K of them and roll the rest" (or rolled first, the rest prepped) is the engine's
`draw_pick` (effects/draw_pick.py: 0 to K of the dice drawn picked, DM-13.1; the draw DM-6.2;
the dice rolled into the Reserve Pool, DM-20.3). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from cards.execution import status
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, said, why


def _pick(amount: int, zone: str, keep: int) -> list[dict]:  # type: ignore[type-arg]
    return [{"op": "draw_pick", "amount": amount, "zone": zone, "filters": {"keep_up_to": keep}}]


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (
            "Draw 2 dice from your bag. Prep up to 2 of them, roll the remainder.",
            _pick(2, "prep", 2),
        ),
        (
            "Draw 3 dice from your bag. Prep up to two of them and roll the rest.",
            _pick(3, "prep", 2),
        ),
        (
            "Draw 4 dice from your bag. Roll up to 3 of them, Prep the remainder.",
            _pick(4, "reserve", 3),
        ),
        ("Draw 2 dice; roll up to 1 of them and prep the rest.", _pick(2, "reserve", 1)),
    ],
)
def test_an_action_draws_and_picks(line: str, made: list[dict]) -> None:  # type: ignore[type-arg]
    assert effects("action", line) == made


def test_a_character_reads_it_back() -> None:
    words = said("When fielded, draw 3 dice. Roll up to 2 of them, prep the remainder.")
    assert "draw 3 dice from your bag" in words
    assert "roll up to 2 of them (your choice) into your Reserve Pool" in words
    assert "put the rest in your Prep Area" in words


@pytest.mark.parametrize(
    "line",
    [
        # more picked than drawn, or one die drawn
        "Draw 2 dice. Prep up to 3 of them, roll the remainder.",
        "Draw 1 die. Prep up to 1 of them, roll the remainder.",
        # "them" of no draw, or of something else
        "Prep up to 2 of them, roll the remainder.",
        "Gain 2 life. Prep up to 2 of them, roll the remainder.",
        # the same place twice, or another place for the rest
        "Draw 2 dice. Prep up to 2 of them, prep the remainder.",
        "Draw 2 dice. Prep up to 2 of them, put the remainder in your Used Pile.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("action", line)


def test_nothing_after_the_draw() -> None:
    """Chance comes last (the loader refuses more after it): text only."""
    line = "Draw 2 dice from your bag. Prep up to 2 of them, roll the remainder. Gain 1 life."
    made = compiled("action", [line])
    assert not status({"id": CODE, "kind": "action", "name": NAME, "text": [line], **made}).executed
