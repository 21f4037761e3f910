"""Dice no action die can affect for a while (the engine's `unaffected_by_action_dice`,
games/engine/abilities/action_ward.py; docs/rulings.md "Dice action dice cannot affect"):
"target level 2 character die is unaffected by action dice this turn". A persistent effect
on each chosen die (DM-14.2), until Cleanup or the duration said; the action dice of either
player (the text names no side). Only a chosen die is read: "all your dice" or a static
("while <self> is active, ...") would ask for a ward the engine keeps per die as it starts,
and stay text only, as do other sources ("global abilities", "character abilities":
constructs/global_ward.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Effect, NotRead

OP = "unaffected_by_action_dice"
_CHOSEN = frozenset({"target_die", "target_your_die", "target_opposing_die"})

GRAMMAR = r"""
%extend effect: action_ward
// (cost_changes.py's subject, as block_limits.py's "<dice> is unblockable": one prefix)
action_ward: cost_subject ("is" | "are") "unaffected" "by" "action" "dice" duration?
"""


def _ward(children: list[Any]) -> list[Effect]:
    found = [children[0][1]]  # cost_subject: ("subject", one target)
    if len(found) != 1 or found[0].get("target") not in _CHOSEN or found[0].get("up_to"):
        raise NotRead("target")  # every die of a kind, several, or a player
    return [{"op": OP, **found[0], **duration_of(children)}]


RULES = {"action_ward": _ward}
