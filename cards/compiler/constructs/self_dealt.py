"""What this card's own die has dealt, as a condition (issue 16, lane cb): "if <self>
damaged your opponent" (filter `damaged_a_player`: damage to a player this turn that was not
all prevented) and "if <self> dealt (did) at least 2 damage" (filter `dealt_at_least`, the
engine's abilities/dealt_amount.py: any target). Kind `this_die`: the ability's own die (an
action die's: the die used), or the die a burst static is asked about
(cards/compiler/burst_statics.py makes it a filter of the static's own dice). Only your
opponent or a player: another target ("damaged a character die") is not read."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import NotRead

GRAMMAR = r"""
%extend condition: cond_self_damaged | cond_self_dealt
cond_self_damaged: attacker_self ("damaged" | "dealt" "damage" "to" | "has" "damaged") \
                   _sd_player
_sd_player: "your" "opponent" | "an" "opponent" | "a" "player" | "the" "opponent"
cond_self_dealt: attacker_self ("dealt" | "did" | "has" "dealt") "at" "least" number "damage"
"""


def _dealt(children: list[Any]) -> dict[str, Any]:
    amount = first(children, int)
    if not isinstance(amount, int) or amount < 1:
        raise NotRead("condition")
    return {"kind": "this_die", "filters": {"dealt_at_least": amount}}


RULES = {
    "cond_self_damaged": lambda c: {"kind": "this_die", "filters": {"damaged_a_player": True}},
    "cond_self_dealt": _dealt,
}
