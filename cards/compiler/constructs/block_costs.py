"""Who may block a card's own dice, named by their cost (DM-8.7: a card's purchase cost;
DM-8.10: the fielding cost of the face a die shows): "<self> can't be blocked by character
dice with purchase cost 2 or less", "... by characters with a printed fielding cost of 0",
"... by character dice with cost 6 or more" ("cost" alone is the purchase cost, DM-8.7).
A static of the card (constructs/block_limits.py) whose `by_filters` are the cost filters of
constructs/cost_filters.py (abilities/filters.py); abilities/blocking.py enforces it. A cost
with no bound ("purchase cost 3") or a "non-" blocker with a cost stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.block_limits import _blocker
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend blocked_by: targets _cant "be" "blocked" "by" cost_blocker
cost_blocker: blk_mod* blk_noun "with" "a"? "printed"? cost_kind? "cost" "of"? cost_value \
              cost_bound?
"""


def _cost_blocker(children: list[Any]) -> dict[str, Any]:
    costs = ("kind", "value", "bound")
    said = {c[0]: c[1] for c in children if isinstance(c, tuple) and c[0] in costs}
    blocker = _blocker([c for c in children if not (isinstance(c, tuple) and c[0] in said)])
    kind, value, bound = said.get("kind", "purchase"), said["value"], said.get("bound", "")
    if kind == "fielding":
        if bound:
            raise NotRead("cost_change")  # "fielding cost 2 or more": no filter says it
        name = "field_cost"
    elif bound in ("less", "lower", "fewer"):
        name = "cost_at_most"
    elif bound:
        name = "cost_at_least"
    else:
        raise NotRead("cost_change")  # "purchase cost 3": exactly, no filter says it
    if "only" in blocker:  # "non-X dice with cost 5 or more": a block limit reads no such die
        return {"by": {name: value}, "non": blocker["only"]}  # (constructs/block_limits.py)
    return {"by": {**blocker["by"], name: value}}


RULES: dict[str, Any] = {"cost_blocker": _cost_blocker}
