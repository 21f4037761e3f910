"""Dice action dice cannot affect (the engine's `unaffected_by_action_dice`,
abilities/action_ward.py; docs/rulings.md "Dice action dice cannot affect"): "target level 1
character die is unaffected by action dice this turn", "target character is unaffected by
action dice until end of turn": one chosen die (DM-13.1), until Cleanup (DM-14.2) or the
duration said. Every die ("all character dice are unaffected ..."), a player, one kind of
action die ("by opposing action dice") and a static ("while <self> is active, your dice are
unaffected ...": no static reads it) stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: unaffected_by_actions
unaffected_by_actions: targets ("is" | "are") "unaffected" "by" "action" "dice" duration?
"""
_ONE_DIE = frozenset({"target_die", "target_opposing_die", "target_your_die"})


def _ward(children: list[Any]) -> list[Effect]:
    found = children[0]
    if len(found) != 1 or found[0].get("target") not in _ONE_DIE or "up_to" in found[0]:
        raise NotRead("target")
    return [{"op": "unaffected_by_action_dice", **found[0], **duration_of(children)}]


RULES = {"unaffected_by_actions": _ward}
