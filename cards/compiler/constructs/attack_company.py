"""A character attacking with others (issue 16): "When <self> attacks with at least one
other character (die)," / "... with another character (die)," is the engine's
`when_attacks_with_others` (each die its own, DM-18.2: declared with at least one other
attacker, DM-9.1; abilities/attack_company.py). "... with 2 or more ..." (a count) and
"... with a <kind> character die" (which dice) stay text only. Every "when" and "self" is
written out in each rule: constructs/combat_triggers.py reads the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'
_OTHER = '("at" "least" "one" "other" | "another")'

GRAMMAR = rf"""
%extend trigger: attacks_with_others
attacks_with_others: {_W} "self" "attacks" "with" {_OTHER} ("character" ("die")? | "attacker")
"""

RULES: dict[str, Any] = {
    "attacks_with_others": lambda c: Trigger("when_attacks_with_others"),
}
