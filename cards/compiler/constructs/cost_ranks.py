"""Conditions on purchase costs and on a target's copies (games/engine/abilities/
cost_ranks.py): "while <self> is the character die in the Field Zone with the highest
purchase cost" (kind `highest_cost`, holder this_die), "if you have the highest purchase cost die
fielded" (holder yours), "if your opponent controls more than one copy of that character die"
(kind `copies`: dice of the chosen target's card, the target too). Ties and other stats are
not read here ("the highest A" stays text only)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_highest_self | cond_highest_yours | cond_copies
!cond_highest_self: attacker_self "is" "the" "character" "die" "in" "the" "field" "zone" "with" \
                    "the" "highest" "purchase" "cost"
!cond_highest_yours: cond_who "have" "the" "highest" "purchase" "cost" "character"? "die" \
                     ("fielded" | "in" "the" "field" "zone")
!cond_copies: cond_who ("controls" | "control" | "has" | "have") cond_amount ("copy" | "copies") \
              "of" "that" "character" "die"
"""


def _who(children: list[Any]) -> str:
    return next((c[1] for c in children if isinstance(c, tuple) and c[0] == "who"), "")


def _yours(children: list[Any]) -> dict[str, Any]:
    if _who(children) != "yours":
        raise NotRead("condition")  # "your opponent has the highest ...": not read
    return {"kind": "highest_cost", "holder": "yours"}


def _copies(children: list[Any]) -> dict[str, Any]:
    amount = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "amount")
    bound, another = amount
    if another:
        raise NotRead("condition")
    return {"kind": "copies", "whose": _who(children), **bound}


RULES: dict[str, Any] = {
    "cond_highest_self": lambda c: {"kind": "highest_cost", "holder": "this_die"},
    "cond_highest_yours": _yours,
    "cond_copies": _copies,
}
