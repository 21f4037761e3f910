"""The first point of damage prevented (constructs/first_point.py; engine
abilities/first_point.py, DM-19.1): statics on this card's controller. Our own wording;
near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why


@pytest.mark.parametrize(
    ("line", "op"),
    [
        (f"While {NAME} is active, prevent the first 1 damage dealt to you each turn.",
         "prevent_first_point"),
        (f"While {NAME} is active, prevent the first point of damage to you each turn.",
         "prevent_first_point"),
        (f"While {NAME} is active, prevent the first 1 damage to you from each source "
         "each turn.", "prevent_first_point_each_source"),
    ],
)  # fmt: skip
def test_the_first_point_is_prevented(line: str, op: str) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["while_active"] == "self"
    assert record["effects"] == [{"op": op, "target": "you"}]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # its own dice, each its first 2 each turn (no "while active": a die's own text)
        (f"Prevent the first 2 damage dealt to each {NAME} character die each turn.",
         {"op": "prevent_first_point", "amount": 2, "target": "this_card"}),
        (f"While {NAME} is active, prevent the first 1 damage to each of your Sidekick character "
         "dice from each source each turn.",
         {"op": "prevent_first_point_each_source", "target": "all_your_characters",
          "filters": {"sidekick": True}}),
    ],
)  # fmt: skip
def test_the_first_points_of_dice(line: str, expected: dict) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["effects"] == [expected]


def test_the_reading_of_dice() -> None:
    line = f"Prevent the first 2 damage dealt to each {NAME} character die each turn."
    assert said(line) == (
        "The first 2 damage that would be dealt to each of this card's dice each turn is prevented."
    )


def test_the_reading() -> None:
    line = f"While {NAME} is active, prevent the first 1 damage dealt to you each turn."
    assert said(line) == (
        "While this card is active: the first point of damage that would be dealt to you each"
        " turn is prevented."
    )


@pytest.mark.parametrize(
    "line",
    [
        # no "each turn": when is a source's first point used up?
        f"While {NAME} is active, prevent the first 1 damage to you from each source.",
        # a chosen die (a static chooses none), another player
        f"While {NAME} is active, prevent the first 2 damage to target character die each turn.",
        f"While {NAME} is active, prevent the first point of damage to your opponent each turn.",
        # dice without "each turn"; the first 0 damage
        f"While {NAME} is active, prevent the first 1 damage to your Sidekick character "
        "dice from each source.",
        f"Prevent the first 0 damage dealt to each {NAME} character die each turn.",
        # combat damage from attackers only
        f"While {NAME} is active, prevent the first 2 combat damage to you from each "
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
