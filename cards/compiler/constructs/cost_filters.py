"""Dice named by their cost (DM-8.7: a card's purchase cost; DM-8.10: the fielding cost of
the face a die shows): "target character die with purchase cost 4 or less", "opposing
character dice with a (printed) fielding cost of 0", "... with purchase cost of 3 or more /
greater / higher". The dice phrase (constructs/targets.py) gets the filter `cost_at_most`,
`cost_at_least`, `cost_is` (exactly) or `field_cost` (games/engine/abilities/filters.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend target: costed_dice
costed_dice: dice "with" "a"? "printed"? cost_kind "cost" "of"? cost_value cost_bound?
           | dice "with" "a"? "printed" "cost" "of"? cost_value cost_bound?
!cost_kind: "purchase" | "fielding"
cost_value: INT | COSTNUM
!cost_bound: "or" ("less" | "more" | "greater" | "higher" | "lower" | "fewer")
"""


def _costed(children: list[Any]) -> Effect:
    dice: Effect = children[0]
    # "with a printed cost of 2": the card's purchase cost (DM-8.7), its only printed cost
    kind = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "kind"), "purchase")
    value = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "value")
    bound = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "bound"), "")
    filters = dict(dice.get("filters", {}))
    if kind == "fielding":
        if bound:
            raise NotRead("cost_change")  # "fielding cost 2 or more": no filter says it
        name, made = "field_cost", value
    elif bound in ("less", "lower", "fewer"):
        name, made = "cost_at_most", value
    elif bound:
        name, made = "cost_at_least", value
    else:  # "purchase cost 3": exactly
        name, made = "cost_is", value
    if name in filters:
        raise NotRead("cost_change")
    filters[name] = made
    return {**dice, "filters": filters}


def _value(children: list[Any]) -> tuple[str, int]:
    text = str(children[0])
    return ("value", int(text.removeprefix("@")))


RULES: dict[str, Any] = {
    "costed_dice": _costed,
    "cost_kind": lambda c: ("kind", str(c[0])),
    "cost_value": _value,
    "cost_bound": lambda c: ("bound", str([x for x in c if isinstance(x, Token)][-1])),
}
