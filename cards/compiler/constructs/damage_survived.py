"""A character's own damage it survives (issue 16): "When <self> takes damage and isn't
KO'd," ("... is damaged but not KO'd," "... is dealt damage and is not KO'd,") is the
engine's `when_damaged_survives`; "Whenever <self> deals combat damage and is not KO'd," is
`when_deals_combat_damage_survives` (each die its own, DM-18.2; not KO'd: its damage below
its defense as the occasion is announced, before any KO, DM-16.1, DM-9.11;
abilities/survival.py). Every "when" and "self" is written out in each rule:
constructs/combat_triggers.py reads the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'
_NOT_KOD = '("and" | "but") ("isn\'t" | "is" "not" | "not") ("ko\'d" | "knocked" "out")'

GRAMMAR = rf"""
%extend trigger: damaged_survives | deals_survives
damaged_survives: {_W} "self" ("takes" "damage" | "is" "dealt" "damage" | "is" "damaged") \
                  {_NOT_KOD}
deals_survives: {_W} "self" "deals" "combat" "damage" {_NOT_KOD}
"""

RULES: dict[str, Any] = {
    "damaged_survives": lambda c: Trigger("when_damaged_survives"),
    "deals_survives": lambda c: Trigger("when_deals_combat_damage_survives"),
}
