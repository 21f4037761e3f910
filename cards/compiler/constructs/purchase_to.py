"""A Global sending the first die you buy in the turn to your Prep Area rather than your Used
Pile, and "the first action (die) you buy this turn is put into your bag (instead of
the used pile)" (DM-8.8: a bought die goes to the Used Pile; this replaces it): the effect
`next_purchase_to` on you until Cleanup (DM-14.2), used up by the next such die you buy,
which goes there at once (the engine's abilities/costs.py). "The first die ... this turn" is
the next one bought after the effect starts, as for "the first die you purchase this turn
costs 1 less" (constructs/cost_changes.py; docs/rulings.md "A bought die sent elsewhere")."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: purchase_to
purchase_to: "the" cost_which (cost_one | bought_action) "you" (cost_deed | "buy") turn "is" \
    ("added" "to" | "put" "into" | "put" "in") "your" _bought_place \
    ("instead" "of" "your" "used" "pile" | "(" "instead" "of" "the" "used" "pile" ")")
!_bought_place: "prep" "area" | "bag" | "dice" "bag"
bought_action: "action"
"""
# (its head is constructs/cost_changes.py's "the next/first <die> you purchase this turn":
# the same rules, so the grammar stays one reading until "costs" or "is")


def _purchase_to(children: list[Any]) -> list[Effect]:
    said = [str(c) for c in children if isinstance(c, Token)]
    parts = dict(c for c in children if isinstance(c, tuple) and len(c) == 2)
    one = parts.get("one", "")
    if parts.get("deed") == "field" or parts.get("which") != "first":
        raise NotRead("effect")
    if one not in ("die", "action", "action die", "character die"):
        raise NotRead("effect")
    zone = "prep" if "prep" in said else "bag"
    kind = one.removesuffix(" die") if one != "die" else ""
    if not kind:
        return [{"op": "next_purchase_to", "zone": zone, "target": "you"}]
    return [{"op": "next_purchase_to", "zone": zone, "target": "all_your_dice",
             "filters": {"die_kind": kind}}]  # fmt: skip


RULES = {"purchase_to": _purchase_to, "bought_action": lambda c: ("one", "action")}
