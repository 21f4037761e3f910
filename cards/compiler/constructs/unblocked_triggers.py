"""An attacker's own trigger once blockers are declared and none is declared for it (the
engine's `when_unblocked`, abilities/unblocked.py; DM-9.4, DM-9.5): "When <self> attacks
and is unblocked," / "... attacks and is not blocked," ("Whenever" and "Each time" say the
same). "If <self> attacks and is not blocked," is not read: the lines that open so go on
with a replacement of the move to the Used Pile, which no effect says. A die of this card
named as "one of your <self> dice" is each die's own (DM-18.2). Every "when" is written
out in each rule: other trigger constructs read the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'
_ONE = '("one" "of" "your" "self" ("character" | "superstar")? "dice")'

GRAMMAR = rf"""
%extend trigger: unblocked_self
unblocked_self: ({_W} "self" | {_W} {_ONE}) "attacks" "and" "is" \
                ("unblocked" | "not" "blocked")
"""

RULES: dict[str, Any] = {
    "unblocked_self": lambda c: Trigger("when_unblocked"),
}
