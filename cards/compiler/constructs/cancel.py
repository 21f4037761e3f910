"""Cancelling a die's effects (DM-14.2; docs/rulings.md "Cancelling a die's effects"):
a targeted action die of a targeted opponent moved to the Used Pile out of their Field Zone,
Prep Area or Reserve Pool, then a sentence cancelling whatever effect "that die" has. The die is
the one the sentence before
named ("that die": cards/compiler/lines.py settles it); the engine ends the persistent
effects that die keeps in force (games/engine/abilities/effects/cancel.py). Only "that die"
or "it": "cancel any effect of target die" names a new die (no move before it) and "cancel
all effects" names none: text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

MOVED = "$moved"  # the back reference's word: settled by `settle`, never by its own die
CHOSEN_BEFORE = frozenset({"target_die", "target_opposing_die", "target_your_die",
                           "choose_die", "choose_opposing_die", "choose_your_die"})  # fmt: skip

GRAMMAR = r"""
%extend effect: cancel_effects
cancel_effects: "cancel" ("any" "effect" | "any" "effects" | "all" "effects") "of" cancel_die
!cancel_die: "that" "die" | "that" "action" "die" | "it"
"""


def _cancel(children: list[Any]) -> list[Effect]:
    # (a word no trigger reads as its own die: only a die named before it is "that die")
    return [{"op": "cancel_die_effects", "target": "$it", "word": MOVED}]


def settle(effect: Effect, named: Effect | None) -> Effect | None:
    """ "that die" of a cancel: the die chosen before (`named`, the latest effect on one
    chosen die), wherever the move before it put it (target kind `moved_die`: its zone
    filters no longer hold); None if no die was chosen before (text only)."""
    if named is None or named["target"] not in CHOSEN_BEFORE:
        return None
    return {k: v for k, v in effect.items() if k != "word"} | {"target": "moved_die"}


RULES = {"cancel_effects": _cancel}
