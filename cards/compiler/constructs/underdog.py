"""Underdog as the Amazing Spider-Man sets print it: "Underdog", a dash, a bracketed reminder
(usable when the opponent's Field Zone holds more character dice than its player's), then
<ability> (the reminder may be left out, and so may the dash before it). The ability is the card's
own,
under that condition (docs/rulings.md "Underdog"): a trigger's condition, read as it
triggers and as it resolves ("Underdog - When fielded, deal 3 damage ..."), or the condition
of every effect of a body ("Underdog - <self> gets +2D": a static that holds only while it
does, DM-14.3). It is not the glossary's Underdog keyword (WWE's "When fielded, spin all your
Superstar dice to level 3", the engine's keyword module): those cards do not list it
(cards/vocabulary.py). A reminder with another condition is not read."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.compiler.parts import NotRead, Opening, Trigger

GRAMMAR = r"""
%extend opening: underdog_opening
underdog_opening: _underdog trigger "," -> underdog_trigger
                | _underdog -> underdog_body
_underdog: "underdog" (_underdog_dash underdog_when? | underdog_when)
_underdog_dash: "-" "-"? | ":"
underdog_when: "(" "you" "may" "use" "this" "effect" "when" condition ")"
"""
# the opponent fielding more character dice than you
# (constructs/conditions.py `_versus`): you have fewer than your opponent
OUTNUMBERED = {"kind": "versus", "count": "your_character_dice", "than_opponent": "less"}


def _when(children: list[Any]) -> dict[str, Any]:
    condition = children[-1]
    if condition != OUTNUMBERED:
        raise NotRead("condition")  # another condition under the name: not this one
    return dict(condition)


def _trigger(children: list[Any]) -> Opening:
    trigger: Trigger = children[-1]
    extra = dict(trigger.extra)
    if "condition" in extra:
        raise NotRead("trigger:other")  # "... during your turn": two conditions
    extra["condition"] = dict(OUTNUMBERED)
    return Opening("ability", trigger=replace(trigger, extra=tuple(extra.items())))


RULES = {
    "underdog_when": _when,
    "underdog_trigger": _trigger,
    "underdog_body": lambda c: Opening("body", condition=dict(OUTNUMBERED)),
}
