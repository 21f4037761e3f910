"""Cost changes (DM-8.7, DM-8.9, DM-8.10; games/engine/abilities/costs.py): "your
(affiliation) character dice cost 1 less to field", "opposing Sidekick character dice cost 1
more (energy) to field", "... cost 2 less to purchase (to a minimum of 1)" (the floor is
the rulebook's own, DM-8.7). A static ability's effect, while this card is active; which
dice: yours or opposing ones, filtered by a Sidekick or an affiliation."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

# the dice kinds a cost change may name (every die of a kind, never a chosen one)
DICE_KINDS = frozenset(
    {"all_your_characters", "all_opposing_characters", "all_characters", "all_your_dice",
     "all_opposing_dice", "all_dice"}
)  # fmt: skip

GRAMMAR = r"""
%extend effect: cost_change
cost_change: targets ("cost" | "costs") number "energy"? cost_way cost_act? cost_floor?
!cost_way: "less" | "more"
!cost_act: "to" ("field" | "purchase" | "buy")
cost_floor: "(" ("to" "a")? "minimum" "of"? INT "."? ")" | "," "to" "a" "minimum" "of" INT
"""


def _change(children: list[Any]) -> list[Effect]:
    found = first(children, list) or []
    if len(found) != 1 or found[0].get("target") not in DICE_KINDS:
        raise NotRead("cost_change")  # one kind of dice, not chosen, not a player
    dice = found[0]
    way = next(c for c in children if isinstance(c, tuple) and c[0] == "way")[1]
    act = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "act"), "purchase")
    op = {"less": "reduce", "more": "increase"}[way] + (
        "_field_cost" if act == "field" else "_cost"
    )
    return [{"op": op, "amount": first(children, int), **dice}]


def _words(name: str) -> Any:
    return lambda c: (name, " ".join(str(x) for x in c if isinstance(x, Token)).split()[-1])


RULES: dict[str, Any] = {
    "cost_change": _change,
    "cost_way": _words("way"),
    "cost_act": lambda c: ("act", "field" if "field" in [str(x) for x in c] else "purchase"),
    "cost_floor": lambda c: None,
}
