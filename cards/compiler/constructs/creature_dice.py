"""Dice named by a creature type (issue 16, card text; games/engine/abilities/
creature_types.py): "your Fiend dice cost 1 less to purchase", "Dragons cost you 1 less to
purchase", "Trap dice cost you 2 less", "Gear dice". The Dungeons & Dragons sets print the
type in the card's subtitle ("Lesser Fiend"); the dice get the filter `creature_type`.
Only as what a cost change names (constructs/cost_changes.py): a die of any kind (a Gear or
Trap die is an action die), of any player's unless "your" says whose."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend cost_subject: creature_dice
creature_dice: creature_side? creature creature_noun?
!creature_side: "your"
!creature: "fiend" | "fiends" | "dragon" | "dragons" | "trap" | "gear"
!creature_noun: "dice" | "characters" | "character" "dice"
"""

_SINGULAR = {"fiends": "fiend", "dragons": "dragon"}


def _dice(children: list[Any]) -> Effect:
    said = {c[0]: c[1] for c in children if isinstance(c, tuple)}
    kind = "all_your_dice" if "side" in said else "all_dice"
    return {"target": kind, "filters": {"creature_type": said["creature"]}}


def _creature(children: list[Any]) -> tuple[str, str]:
    word = words(children)
    return ("creature", _SINGULAR.get(word, word))


RULES: dict[str, Any] = {
    "creature_dice": _dice,
    "creature_side": lambda c: ("side", words(c)),
    "creature": _creature,
    "creature_noun": lambda c: ("noun", words(c)),
}
