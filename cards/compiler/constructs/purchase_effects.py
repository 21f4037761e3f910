"""A die purchased by an ability (issue 16; the engine's `purchase_die`,
abilities/effects/buying.py): "you may purchase a <self> die for (1)", "... a <Name>
character die for (2) and Prep it", "... a Basic Action Die for 1", "... for free", "you
may pay (4) to purchase a <self> die and put it into your bag", "you may pay 4 life to
purchase a <Name> die", "... for 1 less (to a minimum of 1)", "... and immediately field
it at level 2", "... and roll it". A named price is paid with the answer as any "you may
pay ... to" (constructs/paid.py's mark `$pay`, flow/paid.py); "for N less" is the die's
cost now less N (DM-8.7's floor), paid the same way; "for free" pays nothing; life paid is
life lost first (DM-12.4). The die is its controller's pick among the dice they may buy
(`supply_die`, DM-8.5): of this card, of the card of that name (one per team, DM-3), or a
Basic Action Die (no energy type, DM-8.6; not "N less": their cards' costs differ). A
purchase with no price of its own ("purchase a <Name> die", paying all costs), or of any
action or character die at a price ("an action die for 1": which card's energy type the
price must hold, DM-8.6, is the pick's) is not this and stays text only."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.paid import PAY, _life
from cards.compiler.parts import CODE, Effect, NotRead

GRAMMAR = r"""
%extend effect: bought_priced | bought_free | bought_less | bought_paid | bought_life
bought_priced: _buy bought_die "for" (paid_cost | INT) bought_floor? bought_then?
             | _buy bought_die "at" "a" "cost" "of" INT bought_then?
bought_free: _buy bought_die "for" "free" bought_then?
bought_less: _buy bought_die "for" ("up" "to")? (INT | COSTNUM) "less" bought_least? bought_then?
bought_paid: _paying paid_cost "to" _buy bought_die bought_then?
bought_life: _paying number "life" "to" _buy bought_die bought_then?
_buy: "immediately"? "purchase"
bought_die: ("a" | "an" | "one") (bought_self | bought_named | bought_basic)
bought_self: "self" "character"? "die"
bought_named: NAME "character"? "die"
bought_basic: "basic" "action" "die"
// "(to a minimum of 1)", "(minimum 1)": the floor of DM-8.7 said again
bought_least: "(" ("to" "a")? "minimum" "of"? INT ")"
// "for 1 (this may not reduce a die's cost below 1)": the price, said again
bought_floor: "(" "this" "may" "not" "reduce" "a" "die's" "cost" "below" INT ")"
bought_then: ","? "and" "prep" "it" -> bought_prep
           | ","? "and" ("add" | "put" | "place") "it" ("to" | "into" | "in") "your" "prep" "area" \
             -> bought_prep
           | ","? "and" ("put" | "add" | "place") ("it" | "the" "die") "directly"? \
             ("into" | "in" | "to") "your" "dice"? "bag" -> bought_bag
           | ","? "and" "immediately"? "field" "it" ("at" "level" INT)? -> bought_field
           | ","? "and" "immediately"? "roll" "it" ("(" "place" "it" "in" "your" "reserve" \
             "pool" ")")? -> bought_roll
"""

NAME = "purchase_die"
TARGET = "supply_die"


def _bought(children: list[Any], **more: Any) -> list[Effect]:
    """The purchase, and where the die goes: a zone, or fielded (`field_die` on the die
    chosen, wherever the purchase put it: `moved_die`, DM-8.12)."""
    die = next(c for c in children if isinstance(c, tuple) and c[0] == "die")[1]
    then = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "to"), "")
    effect: Effect = {"op": NAME, "target": TARGET, "filters": die, **more}
    if isinstance(then, int):  # fielded, on that level (DM-8.12: level 1 unless it says)
        return [effect, {"op": "field_die", "amount": then, "target": "moved_die"}]
    if then == "roll":  # rolled into the Reserve Pool (DM-20.3), the ability's last effect
        return [effect, {"op": "roll_from", "target": "moved_die"}]
    return [{**effect, "zone": then} if then else effect]


def _price(children: list[Any]) -> dict[str, Any]:
    """The price as constructs/paid.py's cost ("for (1)", "for (mask)", "for 1")."""
    cost = next((c for c in children if isinstance(c, dict) and "pay" in c), None)
    if cost is not None:
        return cost
    amount = next(int(str(c)) for c in children if isinstance(c, Token) and c.type == "INT")
    return {"pay": amount}


def _priced(children: list[Any]) -> list[Effect]:
    return [{"op": PAY, **_price(children)}, *_bought(children)]


def _less(children: list[Any]) -> list[Effect]:
    """ "For N less": the die's cost now less N, never below its floor (DM-8.7), paid as the
    ability resolves (flow/paid.py); one card's die only (this card's or the named one)."""
    die = next(c for c in children if isinstance(c, tuple) and c[0] == "die")[1]
    if "basic" in die:
        raise NotRead("cost_change")  # Basic Action Cards of different costs: a pick's price
    amount = next(int(str(c).lstrip("@")) for c in children if isinstance(c, Token))
    return _bought(children, amount=amount)


def _life_paid(children: list[Any]) -> list[Effect]:
    """Life paid for the die (DM-12.4): the die bought is the ability's cost ("if you do",
    abilities/if_you_do.py), so with no die left to buy no life is lost either (DM-13.4);
    the life then goes with it. Fielded or rolled as well: not this."""
    amount = next(c for c in children if isinstance(c, int))
    bought = _bought(children)
    if len(bought) > 1:
        raise NotRead("cost")
    return [*bought, {**_life([amount]), "condition": {"kind": "done"}}]


def _said_again(children: list[Any], what: str) -> tuple[str, str]:
    """The floor of 1 said again (DM-8.7); any other floor is not this."""
    if str(children[0]) != "1":
        raise NotRead("cost_change")
    return (what, "1")


def _named(children: list[Any]) -> tuple[str, dict[str, Any]]:
    return ("die", {"named": str(children[0]), "die_kind": "character"})


RULES: dict[str, Any] = {
    "bought_priced": _priced,
    "bought_paid": _priced,
    "bought_free": _bought,
    "bought_less": _less,
    "bought_life": _life_paid,
    "bought_die": lambda c: c[0],
    "bought_self": lambda c: ("die", {"card": CODE}),
    "bought_named": _named,
    "bought_basic": lambda c: ("die", {"basic": True}),
    "bought_prep": lambda c: ("to", "prep"),
    "bought_least": lambda c: _said_again(c, "least"),
    "bought_floor": lambda c: _said_again(c, "floor"),
    "bought_bag": lambda c: ("to", "bag"),
    "bought_roll": lambda c: ("to", "roll"),
    "bought_field": lambda c: ("to", next((int(str(t)) for t in c if isinstance(t, Token)), 1)),
}
