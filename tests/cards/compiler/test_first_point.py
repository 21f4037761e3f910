"""The first point of damage prevented (constructs/first_point.py; engine
abilities/first_point.py, DM-19.1): statics on this card's controller. Our own wording;
near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why


@pytest.mark.parametrize(
    ("line", "op"),
    [
        (f"While {NAME} is active, prevent the first point of damage dealt to you each turn.",
         "prevent_first_point"),
        (f"While {NAME} is active, prevent the first point of damage to you each turn.",
         "prevent_first_point"),
        (f"While {NAME} is active, prevent the first point of damage to you from each source "
         "each turn.", "prevent_first_point_each_source"),
    ],
)  # fmt: skip
def test_the_first_point_is_prevented(line: str, op: str) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["while_active"] == "self"
    assert record["effects"] == [{"op": op, "target": "you"}]


def test_the_reading() -> None:
    line = f"While {NAME} is active, prevent the first point of damage dealt to you each turn."
    assert said(line) == (
        "While this card is active: the first point of damage that would be dealt to you each"
        " turn is prevented."
    )


@pytest.mark.parametrize(
    "line",
    [
        # no "each turn": when is a source's first point used up?
        f"While {NAME} is active, prevent the first point of damage to you from each source.",
        # to dice
        f"While {NAME} is active, prevent the first point of damage to your Sidekick character "
        "dice from each source each turn.",
        # combat damage from attackers only
        f"While {NAME} is active, prevent the first point of combat damage to you from each "
        "attacking character die.",
        # a choice is no static's
        f"While {NAME} is active, you may prevent the first point of damage dealt to you each "
        "turn.",
        # whose card: no "while active" and no die of its own named
        "Prevent the first point of damage dealt to you each turn.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
