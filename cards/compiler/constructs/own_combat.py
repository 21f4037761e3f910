"""A character's own static that holds only while its die is in combat one way (DM-14.3: a
static is asked about each die it may change): "<self> gets +2A and +2D while blocking"
(a die in the Attack Zone there to block, DM-9.3), "... while attacking" (there to attack,
not to block, DM-9.1), "<self> gets +2A when attacking alone", "<self> is unblockable when
attacking alone" (the one attacker declared, DM-9.2), "<self> gets +2A when engaged with an
X-Men character" (a die blocking it or blocked by it, glossary "Engaged"). The condition is
asked of the die the static changes (conditions `this_die` with its combat filters,
`attacking_alone`, `engaged`), so every effect must be this card's own dice, on the card's
own line of effects (`MARKS`: not in a trigger, where it would be asked once, as it
resolves). The effects it reads are the stat changes and "can't be blocked"
(constructs/stats.py, lasting.py, block_limits.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import SELF, Context, Effect, NotRead

GRAMMAR = r"""
%extend effect: own_combat_effect
own_combat_effect: (stat_change | cant_be_blocked | unblockable) (own_combat_when | own_engaged)
!own_combat_when: "while" ("blocking" | "attacking") | ("when" | "while") "attacking" "alone"
own_engaged: ("when" | "while") "engaged" "with" deed_die_phrase
"""
OWN_STATIC = "$own_static"  # the condition is asked of each die of this card: a static's
_WHEN = {
    "while blocking": {"kind": "this_die", "filters": {"zone": "attack", "blocker": True}},
    "while attacking": {"kind": "this_die", "filters": {"zone": "attack", "blocker": False}},
    "when attacking alone": {"kind": "attacking_alone"},
    "while attacking alone": {"kind": "attacking_alone"},
}


def _effect(children: list[Any]) -> list[Effect]:
    effects, condition = children[0], children[1]
    if any(e.get("target") != SELF or "condition" in e or "duration" in e for e in effects):
        raise NotRead("condition")  # another die's, a condition or a duration of its own
    return [{**e, "condition": dict(condition), OWN_STATIC: True} for e in effects]


def _own_static(effect: Effect, _: Any, context: Context) -> None:
    if context.selves != "card":
        raise NotRead("condition")


def _engaged(children: list[Any]) -> dict[str, Any]:
    """ "when engaged with an X-Men / a (bolt) character": a die blocking it or blocked by it
    (an opposing die, constructs/deeds.py's die phrase, one of no side or theirs); or the
    condition constructs/engaged_kinds.py read ("while blocking <dice>")."""
    if isinstance(children[-1], dict):
        return children[-1]
    side, filters = children[-1]
    if side == "yours" or any(k.startswith("$") or k == "other_card" for k in filters):
        raise NotRead("condition")
    return {"kind": "engaged", **({"filters": filters} if filters else {})}


RULES = {
    "own_combat_effect": _effect,
    "own_combat_when": lambda c: _WHEN[words(c)],
    "own_engaged": _engaged,
}
MARKS = {OWN_STATIC: _own_static}
