"""A deed trigger while this card attacks (issue 16): "While <self> is attacking, when a
character die blocks, <self> deals 1 damage to it." is the deed's trigger (constructs/
deeds.py) with the condition that a die of this card is in the Attack Zone as an attacker
(DM-9.1), read as it triggers and as it resolves. Like "while <self> is active" (DM-18.1),
it holds once however many of its dice attack (docs/rulings.md "While <self> is
attacking")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.compiler.parts import NotRead, Trigger

# a die of this card ("self": the ability's card) attacking, not there to block (DM-9.1)
ATTACKING = {
    "kind": "dice",
    "whose": "yours",
    "filters": {"card": "self", "zone": "attack", "blocker": False},
}

GRAMMAR = r"""
%extend trigger: attacking_deed
attacking_deed: "while" "self" "is" "attacking" "," ("when" | "whenever" | "each" "time") deed
"""


def _attacking(children: list[Any]) -> Trigger:
    trigger: Trigger = children[-1]
    if any(key in ("condition", "while_active") for key, _ in trigger.extra):
        raise NotRead("trigger:other")
    return replace(trigger, extra=(*trigger.extra, ("condition", ATTACKING)))


RULES: dict[str, Any] = {"attacking_deed": _attacking}
