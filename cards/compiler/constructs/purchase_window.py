"""A used action die's turn of cheaper purchases that may go to the bag (issue 16): this
turn's purchases are 1 cheaper (never under 1) and each may go straight into the dice bag
rather than to the Used Pile. The cost change is the player's persistent
`reduce_cost` until Cleanup (DM-14.2; the floor is the rulebook's own, DM-8.7, the only one
read); the bag is `purchases_may_go_to` (the engine's effects/purchase_window.py: each bought
die, the player may move it there). "(No matter how many <self> dice are used)": the
change does not add up, so each effect starts only if this card's effect of that name does
not already last on the player (condition `lasting`, reversed). Without that note two dice
used are two changes, as the rules say of any two effects (DM-14.2)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.cost_changes import floor_of
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: purchase_window
purchase_window: "dice" ("purchased" | "you" "purchase") turn ("cost" | "costs") cost_amount \
    "less" ("than" "their" "printed" "cost")? cost_floor? ","? "and" "may" "be" "put" \
    "directly"? ("into" | "in") "your" "dice"? "bag" "instead" "of" "your" "used" "pile" \
    window_once?
window_once: "(" "no" "matter" "how" "many" "self" "dice" "are" "used" ")"
"""


def _window(children: list[Any]) -> list[Effect]:
    parts = {c[0]: c[1] for c in children if isinstance(c, tuple) and len(c) == 2}
    floor_of([{"op": "reduce_cost"}], parts.get("floor"))
    once = "once" in parts

    def alone(op: str) -> dict[str, Any]:
        return {"condition": {"kind": "lasting", "effect": op, "unless": True}} if once else {}

    return [
        {"op": "reduce_cost", "amount": parts["amount"], "target": "you", **alone("reduce_cost")},
        {"op": "purchases_may_go_to", "zone": "bag", "target": "you"},
    ]


RULES: dict[str, Any] = {
    "purchase_window": _window,
    "window_once": lambda c: ("once", True),
}
