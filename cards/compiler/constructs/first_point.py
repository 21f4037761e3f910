"""The first point of damage prevented (engine abilities/first_point.py; DM-19.1): "While
<self> is active, prevent the first point of damage (dealt) to you each turn"
(`prevent_first_point`) and "... to you from each source each turn"
(`prevent_first_point_each_source`): statics on this card's controller. Without "each
turn" (when is a source's first point used up?), to dice, of combat damage only or from
attacking dice only, the line stays text only."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect

OPS = frozenset({"prevent_first_point", "prevent_first_point_each_source"})
GRAMMAR = r"""
%extend effect: first_point
first_point: "prevent" "the" "first" "point" "of" "damage" "dealt"? "to" "you" \
             first_point_each? "each" "turn"
!first_point_each: "from" "each" "source"
"""


def _made(children: list[Any]) -> list[Effect]:
    each = any(not isinstance(c, Token) for c in children)
    op = "prevent_first_point_each_source" if each else "prevent_first_point"
    return [{"op": op, "target": "you"}]


RULES = {"first_point": _made, "first_point_each": lambda c: ("each", True)}
