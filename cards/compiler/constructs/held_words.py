"""More ways to say a condition the engine already asks (constructs/conditions.py,
state_conditions.py): "your life total is higher / less than your opponent's" (kind `life`,
`than_opponent`), "there is a (mask) in your Reserve Pool" (kind `energy`: your symbols of
that type, DM-8.1), and after the dice a condition counts: "with cost 4 or greater" (the
card's purchase cost, filter `cost_at_least` / `cost_at_most`) and "(any player's)" (what
"there are" already says: any player's); "an opponent controls a higher level character
die" (kind `higher_level`: than the ability's own die)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_life_mine | cond_energy_there | cond_higher
%extend cond_post: cond_cost | "(" "any" "player's" ")"
!cond_life_mine: "your" "life" "total"? "is" ("higher" | "greater" | "more" | "less" \
                 | "lower") "than" "your" "opponent's" ("life" "total")?
!cond_energy_there: "there" ("is" | "are") cond_amount ICON "in" "your" "reserve" "pool"
!cond_higher: cond_who ("controls" | "has") ("a" | "any") "higher" "level" "character" \
             ("die" | "dice")
!cond_cost: "with" ("a" "purchase" "cost" "of" | "purchase" "cost" | "cost") INT "or" \
            ("greater" | "more" | "higher" | "less" | "lower")
"""


def _said(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def _life_mine(children: list[Any]) -> dict[str, Any]:
    """ "your life total is higher than your opponent's": you have more life."""
    more = {"higher", "greater", "more"} & set(_said(children))
    return {"kind": "life", "than_opponent": "more" if more else "less"}


def _energy_there(children: list[Any]) -> dict[str, Any]:
    """ "there is a (mask) in your Reserve Pool": one or more (mask) symbols of yours there (a
    Wild symbol is of no type until spent: state_conditions.py)."""
    icon = next(t for t in _said(children) if t.startswith("@"))
    bound, another = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "amount")
    if another or icon == "@wild":
        raise NotRead("condition")
    return {"kind": "energy", "whose": "yours", "energy_type": icon[1:], **bound}


def _cost(children: list[Any]) -> tuple[str, str]:
    """The card's purchase cost, "N or greater" / "N or less", as a mod of the dice."""
    said = _said(children)
    n = int(next(t for t in said if t.isdigit()))
    way = "cost_at_most" if said[-1] in ("less", "lower") else "cost_at_least"
    return ("mod", f"{way}:{n}")


def _higher(children: list[Any]) -> dict[str, Any]:
    """ "an opponent controls a higher level character die": higher than the ability's own
    die (abilities/higher_level.py)."""
    whose = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "who")
    if whose != "opposing":
        raise NotRead("condition")
    return {"kind": "higher_level"}


RULES: dict[str, Any] = {
    "cond_higher": _higher,
    "cond_life_mine": _life_mine,
    "cond_energy_there": _energy_there,
    "cond_cost": _cost,
}
