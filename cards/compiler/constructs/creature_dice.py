"""Dice named by a creature type (issue 16, card text; games/engine/abilities/
creature_types.py): "your Fiend dice cost 1 less to purchase", "Dragons cost you 1 less to
purchase", "Trap dice cost you 2 less", "Gear dice". The Dungeons & Dragons sets print the
type in the card's subtitle ("Lesser Fiend"); the dice get the filter `creature_type`.
Only as what a cost change names (constructs/cost_changes.py): a die of any kind (a Gear or
Trap die is an action die) of the player the line names, "your ..." or "... cost you";
"Dragons cost 2 less" says no one: a reduction so said is its controller's
(constructs/cost_changes.py `controllers_only`); "Dragons cost 1 more" stays text only
(docs/rulings.md, "Creature types", "Cost reductions that name no one")."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import Effect, NotRead

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


def owned(subject: Effect) -> Effect:
    """A cost change's dice (after "cost you" said whose), read only where whose dice of a
    creature type they are is said."""
    if subject["target"] == "all_dice" and "creature_type" in subject.get("filters", {}):
        raise NotRead("cost_change")
    return subject


def _creature(children: list[Any]) -> tuple[str, str]:
    word = words(children)
    return ("creature", _SINGULAR.get(word, word))


RULES: dict[str, Any] = {
    "creature_dice": _dice,
    "creature_side": lambda c: ("side", words(c)),
    "creature": _creature,
    "creature_noun": lambda c: ("noun", words(c)),
}
