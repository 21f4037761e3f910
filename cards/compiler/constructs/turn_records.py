"""Conditions on what the player did earlier this turn (the engine's turn records,
GameState.purchased and GameState.used_actions): "if you purchased a die this turn", "if
you have purchased a character die this turn" (kind `purchased`: a die bought, DM-8.8),
"if you used an action this turn", "if you played a Basic Action this turn", "if you used
a Basic Action die this turn" (kind `used_action`: an action die used, DM-8.14; "played"
is how older cards say it), and "if you purchased a die and fielded a character this
turn" (both: `all` of `purchased` and `fielded`, DM-8.12). Only the player's own ("you"):
"your opponent purchased ..." and counts ("two dice") stay text only.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_purchased | cond_used_action | cond_purchased_fielded
// (after constructs/conditions.py's `cond_who`, as "you have ..." is: the parser reads "you"
// one way only)
!cond_purchased: cond_who "have"? "purchased" ("a" | "an" | "any") turn_die "this" "turn"
!cond_used_action: cond_who ("used" | "played" | "have" "used") ("a" | "an" | "any") \
                   "basic"? "action" "die"? "this" "turn"
!cond_purchased_fielded: cond_who "purchased" "a" "die" "and" "fielded" "a" "character" \
                         "die"? "this" "turn"
!turn_die: "die" | "character" "die" | "action" "die"
"""

_KINDS = {"character": {"die_kind": "character"}, "action": {"die_kind": "action"}}


def _said(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def _yours(children: list[Any]) -> None:
    """Only "you": what an opponent did this turn is no card's question here."""
    if ("who", "yours") not in children:
        raise NotRead("condition")


def _purchased(children: list[Any]) -> dict[str, Any]:
    """A die (of that kind: a character card's or an action card's) bought this turn."""
    _yours(children)
    kind = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
    filters = _KINDS.get(kind.partition(" ")[0] if kind != "die" else "", {})
    return {"kind": "purchased", "at_least": 1, **({"filters": filters} if filters else {})}


def _used(children: list[Any]) -> dict[str, Any]:
    """An action die used this turn ("Basic": of a Basic Action Card)."""
    _yours(children)
    basic = "basic" in _said(children)
    return {"kind": "used_action", "at_least": 1, **({"filters": {"basic": True}} if basic else {})}


def _purchased_fielded(children: list[Any]) -> dict[str, Any]:
    """Both: a die bought and a character die fielded this turn (in either order)."""
    _yours(children)
    return {
        "kind": "all",
        "of": [{"kind": "purchased", "at_least": 1}, {"kind": "fielded", "at_least": 1}],
    }


RULES = {
    "cond_purchased": _purchased,
    "cond_used_action": _used,
    "cond_purchased_fielded": _purchased_fielded,
    "turn_die": lambda c: " ".join(_said(c)),
}
