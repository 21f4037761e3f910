"""A character's own static that holds only while its die is in combat one way (DM-14.3: a
static is asked about each die it may change): "<self> gets +2A and +2D while blocking"
(a die in the Attack Zone there to block, DM-9.3), "... while attacking" (there to attack,
not to block, DM-9.1), "<self> gets +2A when attacking alone", "<self> is unblockable when
attacking alone" (the one attacker declared, DM-9.2). The condition is asked of the die the
static changes (conditions `this_die` with its combat filters, `attacking_alone`), so every
effect must be this card's own dice, on the card's own line of effects (`MARKS`: not in a
trigger, where it would be asked once, as it resolves). The effects it reads are the stat
changes and "can't be blocked" (constructs/stats.py, lasting.py, block_limits.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import SELF, Context, Effect, NotRead

GRAMMAR = r"""
%extend effect: own_combat_effect
own_combat_effect: (stat_change | cant_be_blocked | unblockable) own_combat_when
!own_combat_when: "while" ("blocking" | "attacking") | ("when" | "while") "attacking" "alone"
"""
OWN_STATIC = "$own_static"  # the condition is asked of each die of this card: a static's
_WHEN = {
    "while blocking": {"kind": "this_die", "filters": {"zone": "attack", "blocker": True}},
    "while attacking": {"kind": "this_die", "filters": {"zone": "attack", "blocker": False}},
    "when attacking alone": {"kind": "attacking_alone"},
    "while attacking alone": {"kind": "attacking_alone"},
}


def _effect(children: list[Any]) -> list[Effect]:
    effects, condition = children[0], _WHEN[children[1]]
    if any(e.get("target") != SELF or "condition" in e or "duration" in e for e in effects):
        raise NotRead("condition")  # another die's, a condition or a duration of its own
    return [{**e, "condition": dict(condition), OWN_STATIC: True} for e in effects]


def _own_static(effect: Effect, _: Any, context: Context) -> None:
    if context.selves != "card":
        raise NotRead("condition")


RULES = {"own_combat_effect": _effect, "own_combat_when": words}
MARKS = {OWN_STATIC: _own_static}
