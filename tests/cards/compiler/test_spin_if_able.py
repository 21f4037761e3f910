"""A spin said "(if able)" (cards/compiler/constructs/spin.py): DM-21.2 already keeps a die
at its highest level from spinning up and a level 1 die from spinning down, so the words
read as the plain spin. Our own wording; the near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why


@pytest.mark.parametrize(
    ("line", "op", "target"),
    [
        ("When Wren Hollow blocks, spin target opposing character die down 2 levels (if able).",
         "spin_down", "target_opposing_die"),
        ("When Wren Hollow attacks, spin Wren Hollow up one level, if able.",
         "spin_up", "this_die"),
        ("When fielded, spin target character die you control 1 level up (if able).",
         "spin_up", "target_your_die"),
    ],
)  # fmt: skip
def test_a_spin_if_able_is_the_spin(line: str, op: str, target: str) -> None:
    (effect,) = effects("character", line)
    assert (effect["op"], effect["target"]) == (op, target)


def test_the_reading_says_the_spin() -> None:
    line = "When Wren Hollow blocks, spin target opposing character die down 2 levels (if able)."
    reading = said(line)
    assert "spin target opposing character die down to level 1" in reading


@pytest.mark.parametrize(
    "line",
    [
        # "if able" that is no spin's: a die bound to do something stays as its own construct
        "When fielded, spin target character die up one level (if able) unless it is blocking.",
        # "(if possible)": not the words read
        "When Wren Hollow attacks, spin Wren Hollow up one level (if possible).",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
