"""A trigger narrowed to a time (DM-5: a turn is its active player's): "When <self> is KO'd
during your opponent's turn," adds the ability's condition "your turn" reversed (`unless`;
abilities/conditions.py, read as it triggers and as it resolves); "... during your turn,"
the condition itself. "When <self> is KO'd while attacking," narrows the die's own trigger
to a die in the Attack Zone that is not there to block (the filters the targets read for
"attacking", DM-9.1), "... while blocking," to one there to block (DM-9.3), "... while
engaged," to one blocking or attacking and blocked (glossary "Engaged"); on a trigger of
another die's deed it would narrow that die instead, so it is read on a die's own triggers
only. "On an opponent's turn" is "during your opponent's turn". "... during the (in an)
Attack Step," adds the condition `attack_step` (from the declaration of attackers to the end
of combat, DM-9.1 to DM-9.13); "When <self> takes damage in an attack step," says the same.
"Once per turn, <trigger>," is the trigger once per card and turn (DM-15.5,
`first_time_each_turn`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import NotRead, Trigger

GRAMMAR = r"""
%extend trigger: timed_trigger
timed_trigger: trigger timed_when | damaged_in_step
            | "once" "per" "turn" "," trigger -> once_trigger  // DM-15.5: once per card and turn
// "when <self> takes damage in an attack step,": "in" only after its damage ("in" after any
// trigger would overlap "knocked out in combat", constructs/combat_triggers.py)
damaged_in_step: combat_damaged "in" ("an" | "the") "attack" "step"
!timed_when: "during" "your" "turn"
           | "during" ("your" "opponent's" | "your" "opponents" | "an" "opponent's") "turn"
           | "while" ("attacking" | "blocking" | "engaged")
           | "on" ("your" "opponent's" | "an" "opponent's") "turn"
           | "during" ("an" | "the") "attack" "step"
"""
# engaged: a die blocking, or attacking and blocked, in the Attack Zone (DM-9.3, DM-9.5; the
# `any_of` filter, games/reading's ENGAGED)
ENGAGED = {"zone": "attack", "any_of": "blocker:true blocked:true"}
# a die's own triggers: their filters test the die that triggered (abilities/occasions.py)
OWN = frozenset({"when_kod", "when_damaged", "when_kod_by_combat", "when_dealt_combat_damage"})


def _timed(children: list[Any]) -> Trigger:
    trigger, when = children[0], children[1]
    extra = dict(trigger.extra)
    if "condition" in extra or "trigger_filters" in extra:
        raise NotRead("trigger:other")
    if when.endswith("attack step"):  # from the declaration of attackers (docs/rulings.md)
        extra["condition"] = {"kind": "attack_step"}
    elif when == "while engaged":  # blocking, or attacking and blocked (glossary "Engaged")
        if trigger.name not in OWN or trigger.also:
            raise NotRead("trigger:other")
        extra["trigger_filters"] = dict(ENGAGED)
    elif when in ("while attacking", "while blocking"):
        if trigger.name not in OWN or trigger.also:
            raise NotRead("trigger:other")
        blocking = when == "while blocking"  # a blocker is in the Attack Zone too (DM-9.3)
        extra["trigger_filters"] = {"zone": "attack", "blocker": blocking}
    else:
        mine = when == "during your turn"  # ("on an opponent's turn": theirs)
        extra["condition"] = {"kind": "your_turn", **({} if mine else {"unless": True})}
    return replace(trigger, extra=tuple(extra.items()))


def _once(children: list[Any]) -> Trigger:
    trigger: Trigger = children[-1]
    if dict(trigger.extra).get("first_time_each_turn"):
        raise NotRead("trigger:other")  # "once per turn, the first time ...": said twice
    return replace(trigger, extra=(*trigger.extra, ("first_time_each_turn", True)))


RULES = {
    "once_trigger": _once,
    "timed_trigger": lambda c: c[0] if len(c) == 1 else _timed(c),
    "damaged_in_step": lambda c: _timed([c[0], "during an attack step"]),
    "timed_when": lambda c: words(c),
}
