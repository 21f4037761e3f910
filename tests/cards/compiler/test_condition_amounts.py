"""How many a dice condition asks for (cards/compiler/constructs/conditions.py `_amount`):
"two" with a bare number is two or more, as a judge reads it (a player with three has two;
docs/rulings.md, "Conditions on both players"); only "exactly N" is exactly. DM-12.1: the
condition is checked as the effect resolves. Cards here are our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card

NAME = "Quill Harrow"


def _condition(line: str) -> dict:
    (ability,) = compile_card("character", [line], name=NAME)["abilities"]
    (effect,) = ability["effects"]
    return effect["condition"]


@pytest.mark.parametrize(
    ("amount", "bound"),
    [
        ("2", {"at_least": 2}),
        ("two", {"at_least": 2}),
        ("2 or more", {"at_least": 2}),
        ("at least 2", {"at_least": 2}),
        ("exactly 2", {"exactly": 2}),
        ("exactly one", {"exactly": 1}),
        ("no", {"at_most": 0}),
    ],
)
def test_a_bare_number_is_that_many_or_more(amount: str, bound: dict) -> None:
    line = f"When fielded, if you have {amount} Sidekick character dice, gain 1 life."
    condition = _condition(line)
    assert {k: v for k, v in condition.items() if k in {"at_least", "at_most", "exactly"}} == bound
