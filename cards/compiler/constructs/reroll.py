"""Rerolling dice (DM-7.2's roll, by an effect): "reroll target character die"."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.targets import PLAYERS
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: reroll
reroll: "reroll" targets
"""


def dice_only(found: list[Effect]) -> list[Effect]:
    """Dice only: a phrase naming a player is not read ("reroll", "can't be targeted")."""
    if any(e["target"] in PLAYERS.values() for e in found):
        raise NotRead("target")
    return found


def _reroll(children: list[Any]) -> list[Effect]:
    return dice_only([{"op": "reroll", **t} for t in children[0]])


RULES = {"reroll": _reroll}
