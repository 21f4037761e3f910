"""A cost paid as a triggered ability resolves (card data `pay`, `pay_types`; the engine's
flow/paid.py, DM-8.1): "..., you may pay (bolt) to deal 2 damage to target character die",
"..., you may spend (1) to ...", and "..., you may pay (fist). If you do, <effects>." The
cost is energy only: one symbol of each type it names and a number of any energy, as a
Global's (two of one type is no cost the engine's payments say, DM-8.6). What the payment
buys is the rest of the line: `effects_of` (cards/compiler/lines.py) takes the mark `$pay`
off the first effect and the condition "if you do" off the effects after it; any effect
that does not depend on the payment keeps the line text only."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

PAY = "$pay"  # the mark on the first effect of a paid sentence
PAID = "$paid"  # the condition "if you do"

GRAMMAR = r"""
%extend effect: paid_effect | paid_only
paid_effect: _paying paid_cost "to" effect
paid_only: _paying paid_cost
_paying: "pay" | "spend"
paid_cost: (ICON | COSTNUM)+
%extend condition: paid_condition
paid_condition: "you" "do"
"""


def _cost(children: list[Any]) -> dict[str, Any]:
    tokens = [t for t in children if isinstance(t, Token)]
    types = [str(t)[1:] for t in tokens if t.type == "ICON"]
    if "wild" in types or len(set(types)) != len(types):
        raise NotRead("cost")
    amount = len(types) + sum(int(str(t)[1:]) for t in tokens if t.type == "COSTNUM")
    if not amount:
        raise NotRead("cost")
    return {"pay": amount, **({"pay_types": types} if types else {})}


def _paid_effect(children: list[Any]) -> list[Effect]:
    cost, effects = children[0], children[1]
    return [{"op": PAY, **cost}, *effects]


RULES = {
    "paid_effect": _paid_effect,
    "paid_only": lambda c: [{"op": PAY, **c[0]}],
    "paid_cost": _cost,
    "paid_condition": lambda c: {"kind": PAID},
}
