"""Costs of two symbols of one type (constructs/globals_.py, constructs/paid.py; the
engine's flow/energy.py): "Global: Pay (mask)(mask)." and "you may pay (bolt)(bolt) to ..."
cost two energy, both of that type (DM-8.17); a Wild in a printed cost stays text only. Our
own wording."""

from __future__ import annotations

from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why
from tests.engine.helpers import make_card


def test_a_global_of_two_masks() -> None:
    line = "Global: Pay (mask)(mask). Target character die gets +1A and +1D."
    (record,) = compiled("character", [line])["globals"]
    assert (record["cost"], record["energy_types"]) == (2, ["mask", "mask"])
    card = card_from_dict(make_card(CODE, name=NAME, **compiled("character", [line])))
    (reading,) = [x.reading for x in read_card(card) if x.kind == "global"]
    assert reading.startswith("Global (pay 2 (Mask and Mask))"), reading


def test_a_paid_trigger_of_two_bolts() -> None:
    line = f"When {NAME} attacks, you may pay (bolt)(bolt) to deal 2 damage to your opponent."
    made = compiled("character", [line])
    (record,) = made["abilities"]
    assert (record["pay"], record["pay_types"]) == (2, ["bolt", "bolt"])
    assert effects("character", line) == [{"op": "deal_damage", "amount": 2, "target": "opponent"}]


def test_a_wild_in_a_printed_cost_stays_text_only() -> None:
    assert why("character", "Global: Pay (wild)(wild). Gain 1 life.")
