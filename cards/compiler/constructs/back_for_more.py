"""Back for More (the Deadpool set): "Back for More - <effects>. (Use when rolled from the
prep area.)": the die's own trigger `when_rolled_from_prep`, its roll in its owner's Roll
and Reroll Step, whatever face it shows (games/engine/abilities/roll_occasions.py;
docs/rulings.md "Back for More"). The reminder is left out before the grammar reads the
line (cards/compiler/__init__._without_reminder); `self` is the die rolled."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: back_for_more_opening
back_for_more_opening: "back" "for" "more" ("-" | ":")
"""


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", trigger=Trigger("when_rolled_from_prep"))


RULES = {"back_for_more_opening": _opening}
