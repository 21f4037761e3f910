"""Costs paid as a triggered ability resolves (cards/compiler/constructs/paid.py; the
engine's flow/paid.py, DM-8.1, DM-8.6): "you may pay (bolt) to <effects>", "you may spend
(1) to ...", "you may pay (fist). If you do, <effects>." The ability's `pay` and
`pay_types`; what happens either way or a payment outside a triggered ability stay text
only. A payment of life is read as a cost of its own (test_if_you_do.py). Our own wording."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card


def _record(line: str) -> dict:
    effects("character", line)  # executed
    (record,) = compiled("character", [line])["abilities"]
    return record


def test_pay_to_is_the_ability_paid_for() -> None:
    record = _record("When Wren Hollow attacks, you may pay (bolt) to deal 2 damage to "
                     "target character die.")  # fmt: skip
    assert record["trigger"] == "when_attacks"
    assert (record["pay"], record["pay_types"], record["optional"]) == (1, ["bolt"], True)
    assert record["effects"] == [{"op": "deal_damage", "amount": 2, "target": "target_die"}]


def test_if_you_do_after_the_payment_is_what_it_buys() -> None:
    record = _record("When Wren Hollow is blocked, you may pay (1). If you do, gain 2 life "
                     "and deal 1 damage to target opponent.")  # fmt: skip
    assert record["pay"] == 1 and "pay_types" not in record
    assert record["effects"] == [
        {"op": "gain_life", "amount": 2, "target": "you"},
        {"op": "deal_damage", "amount": 1, "target": "opponent"},
    ]


def test_spend_and_a_cost_of_a_number_and_a_type() -> None:
    record = _record("When fielded, you may spend (1)(fist) to gain 2 life.")
    assert (record["pay"], record["pay_types"]) == (2, ["fist"])


def test_the_reading_says_the_payment() -> None:
    line = "When Wren Hollow attacks, you may pay (mask) to deal 2 damage to your opponent."
    made = compiled("character", [line])
    card = card_from_dict(make_card(CODE, name=NAME, text=[line], **made))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "ability"]
    assert reading == (
        "When this die attacks: you may pay 1 energy (including one Mask) from your Reserve "
        "Pool; if you do, deal 2 damage to your opponent."
    )


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # an effect that happens whether or not the cost is paid
        ("When fielded, you may pay (mask) to deal 2 damage to target character die. Gain 1 "
         "life.", "condition"),
        ("When fielded, you may pay (wild) to gain 1 life.", "effect"),
        # "if you do" after a cost, with an effect between that happens either way
        ("When fielded, you may KO Wren Hollow. Gain 1 life. If you do, deal 1 damage to your "
         "opponent.", "condition"),
        # "you may" after "if you do": a second choice
        ("When fielded, you may pay (1). If you do, you may gain 2 life.", "choice"),
        # the payment not first
        ("When fielded, gain 1 life. You may pay (1) to gain 1 life.", "choice"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, reason: str) -> None:
    assert why("character", line) == reason


def test_no_payment_on_an_action_die() -> None:
    assert why("basic_action", "You may pay (1) to gain 2 life.") == "cost"
