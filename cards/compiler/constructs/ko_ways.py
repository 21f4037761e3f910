"""How a character's own die was KO'd (issue 16): "When <self> is KO'd other than by damage
from an attacker or blocker," / "... other than by combat damage," is the engine's
`when_kod_not_by_combat` (each die its own, DM-18.2: every KO but the combat KOs of DM-9.11;
abilities/ko_ways.py). "... by non-combat damage," (an ability's damage, not an effect's KO,
DM-16.4) is no trigger the engine has and stays text only. Every "when" and "self" is
written out in each rule: constructs/combat_triggers.py reads the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'
_KO = '("ko\'d" | "knocked" "out")'

GRAMMAR = rf"""
%extend trigger: kod_not_by_combat
kod_not_by_combat: {_W} "self" "is" {_KO} "other" "than" "by" _combat_source
_combat_source: "damage" "from" ("an" "attacker" "or" "blocker" | "attackers" "or" "blockers")
              | "combat" "damage"
"""

RULES: dict[str, Any] = {
    "kod_not_by_combat": lambda c: Trigger("when_kod_not_by_combat"),
}
