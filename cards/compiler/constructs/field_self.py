"""Fielding this card's own die from where it is (DM-8.12: without paying; DM-23.4: at the
level the text names): "field <self> at level 2", as a triggered ability's effect on its
own die (the die just purchased, in the Used Pile: Suit Up, cards/compiler/set_keywords.py).
"Field <self> for free" with no level is a permission (constructs/field_sidekick.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: field_self_at
field_self_at: "field" "self" "at" "level" INT
"""


def _field_self(children: list[Any]) -> list[Effect]:
    level = int(next(str(c) for c in children if isinstance(c, Token)))
    if not 1 <= level <= 3:
        raise NotRead("effect")  # a level no die has
    return [{"op": "field_die", "amount": level, "target": "$self"}]


RULES = {"field_self_at": _field_self}
