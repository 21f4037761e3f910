"""A die drawn and what it does whatever die it is (constructs/drawn_cost.py): "draw a die
from your bag. Deal damage to target opponent equal to its purchase cost. Place the die in
your Used Pile." (the draw's outcome on every die drawn; the count `that_die_cost`, DM-8.7).
Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why

DAMAGE = {"op": "deal_damage", "target": "opponent", "amount": 1, "per": "that_die_cost"}


@pytest.mark.parametrize(
    ("line", "zone"),
    [
        ("Draw one die from your bag. Deal damage to target opponent equal to that die's purchase"
         " cost. Place the die in your Used Pile.", "used"),
        ("Draw a die from your bag. Deal damage to target opponent equal to its purchase cost."
         " Return the die to your bag.", "bag"),
    ],
)  # fmt: skip
def test_the_drawn_die_s_cost_in_damage_then_where_it_goes(line: str, zone: str) -> None:
    assert effects("action", line) == [
        {"op": "draw", "amount": 1,
         "rolled": {"drawn": {}, "effects": [
             DAMAGE, {"op": "move_die", "target": "rolled_die", "zone": zone}]}}
    ]  # fmt: skip


def test_it_is_said_in_words() -> None:
    line = (
        "When fielded, draw a die from your bag. Deal damage to target opponent equal to that"
        " die's purchase cost. Place the die in your Used Pile."
    )
    assert said(line) == (
        "When fielded: draw 1 die from your bag; with the die drawn: deal damage to your"
        " opponent equal to that die's purchase cost, then move that die to the Used Pile (a"
        " die drawn and not moved stays in the bag)"
    )


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # no die drawn before: whose cost?
        ("Deal damage to target opponent equal to its purchase cost.", "count"),
        # two dice drawn: which one's cost?
        ("Draw 2 dice from your bag. Deal damage to target opponent equal to its purchase"
         " cost.", "count"),
        # a target to choose inside the draw's outcome
        ("Draw one die from your bag. Deal damage to target player or character die equal to its"
         " purchase cost. Return the die to your bag.", "choice"),
        # "the die" of no draw
        ("Return the die to your bag.", "zone_move"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("action", line) == reason
