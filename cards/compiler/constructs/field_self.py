"""Fielding this card's own die from where it is (DM-8.12: without paying; DM-23.4: at the
level the text names): "field <self> at level 2", as a triggered ability's effect on its
own die (the die just purchased, in the Used Pile: Suit Up, cards/compiler/set_keywords.py).
"Field <self> for free" with no level is a permission (constructs/field_sidekick.py). "(Immediately)
field this <self> (Superstar) die at level 1" says the same die. "Prep <self>" moves it to the
Prep Area (DM-5.2's zone; a Crosspulse's die just purchased: keywords/crosspulse.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: field_self_at | prep_self
field_self_at: "immediately"? "field" _own_die "at" "level" INT
prep_self: "prep" _own_die
_own_die: "self" | "this" "self" ("character" | "superstar")? "die"
"""


def _field_self(children: list[Any]) -> list[Effect]:
    level = int(next(str(c) for c in children if isinstance(c, Token)))
    if not 1 <= level <= 3:
        raise NotRead("effect")  # a level no die has
    return [{"op": "field_die", "amount": level, "target": "$self"}]


RULES = {
    "field_self_at": _field_self,
    "prep_self": lambda c: [{"op": "move_die", "target": "$self", "zone": "prep"}],
}
