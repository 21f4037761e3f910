"""A character's own triggers (DM-18.2: its die): "When fielded," "When <self> attacks,"
(and the older sets' "is assigned to attack", DM-9.1), "When <self> blocks," "... is
blocked," "... blocks or is blocked," (one ability, two triggers: DM-15.6), "When <self> is
KO'd,"; "Whenever" says the same, and so does "If <self> is KO'd / is blocked," (a
die's own event, not a state: docs/rulings.md). "If <self> is blocked but is not KO'd," is
its own trigger, as combat ends (DM-9.13). ("When you field <self>," is read with the other
player's deeds, constructs/deeds.py, whose words it shares.)"""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: trigger_opening
trigger_opening: trigger ","
%extend trigger: when_fielded | when_attacks | when_kod | when_blocks_or_blocked | when_blocks \
               | when_blocked | when_blocked_survives
_kod: "ko'd" | "knocked" "out"
when_fielded: ("when" | "whenever") "fielded" | ("when" | "whenever") "self" "is" "fielded"
when_attacks: ("when" | "whenever") "self" "attacks"
            | ("when" | "whenever") "self" ("is" "assigned" | "assigns") "to" "attack"
            | ("when" | "whenever") "assigned" "to" "attack"
when_kod: ("when" | "whenever") _kod | ("when" | "whenever" | "if") "self" "is" _kod
when_blocks_or_blocked: ("when" | "whenever") "self" "blocks" "or" "is" "blocked"
when_blocks: ("when" | "whenever") "self" "blocks"
when_blocked: ("when" | "whenever") "self" ("is" | "becomes") "blocked"
            | ("when" | "whenever") "blocked" | "if" "self" "is" "blocked"
when_blocked_survives: ("when" | "if") "self" "is" "blocked" ("but" | "and") "is"? "not" _kod
"""


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", trigger=children[0])


RULES = {
    "trigger_opening": _opening,
    "when_fielded": lambda c: Trigger("when_fielded"),
    "when_attacks": lambda c: Trigger("when_attacks"),
    "when_kod": lambda c: Trigger("when_kod"),
    "when_blocks_or_blocked": lambda c: Trigger("when_blocks", also=("when_blocked",)),
    "when_blocks": lambda c: Trigger("when_blocks"),
    "when_blocked": lambda c: Trigger("when_blocked"),
    # still in the Attack Zone as combat ends (DM-9.13): blocked, and not KO'd
    "when_blocked_survives": lambda c: Trigger("when_blocked_survives"),
}
