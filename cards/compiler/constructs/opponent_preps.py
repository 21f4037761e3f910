"""An opponent made to prep from their own bag: "target opponent preps a die from their bag"
(000 glossary: Prep, a die drawn from the bag into the Prep Area; the engine's `prep` with
zone `bag` and a player target, effects/moves.py): the die is drawn at random from that
player's bag (refilled from their Used Pile if empty, DM-6.2) into their Prep Area, as many
as there are (DM-12.3). Only the opponent (one draw, one chance): "each player preps ..."
and a die from their Used Pile (a choice: whose?) stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: opponent_preps
opponent_preps: targets "preps" number ("die" | "dice") "from" ("their" | "his" "or" "her") \
                "bag"
"""


def _preps(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))
    if found != [{"target": "opponent"}]:
        raise NotRead("target")  # every player, a die, or "you"
    return [{"op": "prep", "amount": first(children, int), "zone": "bag", "target": "opponent"}]


RULES = {"opponent_preps": _preps}
