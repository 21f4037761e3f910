"""The first point of damage prevented (engine abilities/first_point.py; DM-19.1): while
<self> is active, each turn's first point of damage (dealt) to its player is prevented
(`prevent_first_point`) and "... to you from each source each turn"
(`prevent_first_point_each_source`): statics on this card's controller. Without "each
turn" (when is a source's first point used up?), to dice, of combat damage only or from
attacking dice only, the line stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import SELF, Effect, NotRead

OPS = frozenset({"prevent_first_point", "prevent_first_point_each_source"})
GRAMMAR = r"""
%extend effect: first_point
first_point: "prevent" "the" "first" first_point_amount "damage" "dealt"? "to" \
             (targets | first_point_self) first_point_each? "each" "turn"
first_point_self: "each" "self" "character"? "die"  // each of this card's dice
first_point_amount: "point" "of" | number
!first_point_each: "from" "each" "source"
"""


# the dice a static may name: every die of a kind, never a chosen one (a static chooses none)
DICE = frozenset({SELF, "all_your_characters", "all_characters", "all_opposing_characters"})


def _made(children: list[Any]) -> list[Effect]:
    each = any(isinstance(c, tuple) and c[0] == "each" for c in children)
    amount = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "amount"), 1)
    found = next(c for c in children if isinstance(c, list))
    if len(found) != 1 or amount < 1:
        raise NotRead("target")
    (named,) = found
    if named["target"] != "you" and named["target"] not in DICE:
        raise NotRead("target")
    op = "prevent_first_point_each_source" if each else "prevent_first_point"
    return [{"op": op, **({"amount": amount} if amount > 1 else {}), **named}]


RULES = {
    "first_point": _made,
    "first_point_each": lambda c: ("each", True),
    "first_point_self": lambda c: [{"target": SELF}],
    "first_point_amount": lambda c: ("amount", c[0] if c and isinstance(c[0], int) else 1),
}
