"""Conditions on purchase costs and a target's copies (cards/compiler/constructs/
cost_ranks.py). Cards here are our own wording; the near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, effects, said, why


def test_this_die_the_costliest_in_the_field_zone() -> None:
    line = (
        "While Wren Hollow is the character die in the Field Zone with the highest purchase "
        "cost, she gets +1A."
    )
    assert ability(line)["condition"] == {"kind": "highest_cost", "holder": "this_die"}
    assert "costs more to purchase than every other character die" in said(line)


def test_your_costliest_die_fielded() -> None:
    line = "When fielded, gain 1 life if you have the highest purchase cost die fielded."
    (effect,) = effects("character", line)
    assert effect["condition"] == {"kind": "highest_cost", "holder": "yours"}


def test_copies_of_the_target() -> None:
    line = (
        "When fielded, KO target opposing character die if your opponent controls more than 1 "
        "copy of that character die."
    )
    (effect,) = effects("character", line)
    assert effect["condition"] == {"kind": "copies", "whose": "opposing", "at_least": 2}
    assert "2 or more character dice of that target's card" in said(line)


@pytest.mark.parametrize(
    "line",
    [
        # another stat than the purchase cost
        "While Wren Hollow is the character die in the Field Zone with the highest attack, she "
        "gets +1A.",
        # the opponent's costliest die
        "When fielded, gain 1 life if your opponent has the highest purchase cost die fielded.",
        # "another" copy
        "When fielded, KO target opposing character die if your opponent controls another copy "
        "of that character die.",
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line) == "condition"
