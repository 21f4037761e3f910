"""Costs paid in energy (constructs/energy_taxes.py; engine abilities/energy_taxes.py;
DM-12.2, DM-14.3; docs/rulings.md "Costs paid in energy"): statics read while the card is
active; the payer must be the one whose deed it is. Near misses stay text only. Our own
names and amounts."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why

ACTIVE = f"While {NAME} is active, "


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (ACTIVE + "your opponent must pay (3) to block each of your (grv) character dice.",
         {"op": "energy_to_block", "amount": 3, "target": "all_your_characters",
          "filters": {"affiliation": "grovekin"}}),
        (f"{NAME} can't be blocked unless your opponent pays (2).",
         {"op": "energy_to_block", "amount": 2, "target": "this_card"}),
        (f"{NAME} cannot be blocked unless the defending player pays (2) for each blocking"
         " character die.",
         {"op": "energy_per_blocker", "amount": 2, "target": "this_card"}),
        (ACTIVE + "opposing (grv) character dice cannot attack unless your opponent pays (3)"
         " per die.",
         {"op": "energy_to_attack", "amount": 3, "target": "all_opposing_characters",
          "filters": {"affiliation": "grovekin"}}),
        (f"{NAME} can't attack unless you pay (2).",
         {"op": "energy_to_attack", "amount": 2, "target": "this_card"}),
        (ACTIVE + "your opponent must spend (2) to attack with each non-(grv) character die.",
         {"op": "energy_to_attack", "amount": 2, "target": "all_opposing_characters",
          "filters": {"not_affiliation": "grovekin"}}),
        (ACTIVE + "your opponent must pay 3 to declare an attack.",
         {"op": "energy_to_declare_attack", "amount": 3, "target": "opponent"}),
        (ACTIVE + "your opponents must pay (2) to use each action die.",
         {"op": "energy_to_use_action", "amount": 2, "target": "opponent"}),
        (ACTIVE + "your opponent must spend 3 to use basic action dice.",
         {"op": "energy_to_use_action", "amount": 3, "target": "opponent",
          "by_filters": {"basic": True}}),
    ],
)  # fmt: skip
def test_energy_taxes_read(line: str, expected: dict) -> None:
    (effect,) = effects("character", line)
    assert {k: effect[k] for k in expected} == expected


@pytest.mark.parametrize(
    "line",
    [
        # an energy type: not a generic amount
        ACTIVE + "your opponent must pay (mask) to block each of your character dice.",
        # the wrong payer: your own dice attack on your payment, not the opponent's
        f"{NAME} can't attack unless your opponent pays (2).",
        # several of your dice, one payment or one each: unclear
        ACTIVE + "your character dice can't attack unless you pay (1).",
        # a payment in life (constructs/life_costs.py reads other shapes)
        f"{NAME} can't be blocked unless your opponent pays 2 life per blocking die.",
        # blocking the opponent's own dice: not a block tax
        ACTIVE + "your opponent must pay (1) to block each opposing character die.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_readings_say_the_tax() -> None:
    assert said(ACTIVE + "your opponent must pay (3) to block each of your (grv) character"
                " dice.").endswith("costs the blocking player 3 energy (once for each die blocked)")
    assert "can't attack unless its controller pays 2 energy" in said(
        f"{NAME} can't attack unless you pay (2)."
    )
    assert "3 energy to declare attackers" in said(
        ACTIVE + "your opponent must pay 3 to declare an attack."
    )
    assert "2 energy to use each action die" in said(
        ACTIVE + "your opponents must pay (2) to use each action die."
    )
