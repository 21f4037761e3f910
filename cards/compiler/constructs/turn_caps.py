"""A most of combat damage the dice named take this turn (engine abilities/turn_caps.py;
DM-19.1, DM-9.7): "<dice> take a maximum of 4 combat damage this turn"
(`cap_combat_damage_this_turn`, each die's combat damage this turn in all). Said of damage
of every kind, without "this turn", or as a static, the line stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: turn_cap
turn_cap: targets ("take" | "takes") "a" "maximum" "of" number "combat" "damage" "this" "turn"
"""


def _cap(children: list[Any]) -> list[Effect]:
    amount = first(children, int)
    found = next(c for c in children if isinstance(c, list))
    if amount < 0 or any(str(t.get("target", "")).startswith(("you", "opponent")) for t in found):
        raise NotRead("target")  # a player takes no "combat damage ... this turn" of these
    return [{"op": "cap_combat_damage_this_turn", "amount": amount, **t} for t in found]


RULES = {"turn_cap": _cap}
