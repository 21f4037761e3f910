"""Abilities that cost energy as they resolve ("When <this> attacks, you may pay (bolt) to
deal 2 damage ...", "... you may pay (1). If you do, ..."): card data's `pay` (the amount,
DM-8.1) and `pay_types` (a symbol of each type named, two of one type two, DM-8.6,
DM-8.17), checked as a card is loaded.
The flow asks for the payment with the ability's answer (flow/paid.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.engine.model.cards import ENERGY_TYPES


def payment_from_dict(data: Mapping[str, Any], where: str) -> dict[str, Any]:
    """`pay` and `pay_types` of an ability's data, checked: an amount of energy from 0 to
    20 and energy types, each a symbol to pay ("(bolt)(bolt)": two Bolt, as for Globals:
    DM-8.17), no more than the amount."""
    amount, types = data.get("pay", 0), tuple(data.get("pay_types", ()))
    if not isinstance(amount, int) or isinstance(amount, bool) or not 0 <= amount <= 20:
        raise ValueError(f"{where}: pay is an amount of energy from 0 to 20, not {amount!r}")
    if any(t not in ENERGY_TYPES for t in types):
        raise ValueError(f"{where}: pay_types names energy types, not {list(types)}")
    if len(types) > amount:
        raise ValueError(f"{where}: pay_types names more types than pay's {amount} energy")
    return {"pay": amount, "pay_types": types} if amount else {}
