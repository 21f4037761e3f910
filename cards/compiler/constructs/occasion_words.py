"""More words for occasions the engine already names (issue 16): "When <self> attacks or
blocks," is both of its die's own triggers, one ability (DM-15.6); "When (<self> is)
assigned to block," is "when <self> blocks" (the older sets' word for declaring a blocker,
DM-9.3, as "assigned to attack" is an attack's, constructs/own_triggers.py); "When you are
attacked," is the start of an opponent's Attack Step, once their attackers are declared
(DM-8.25: no attackers, no Attack Step; the engine's `start_of_opponents_attack_step`).
"The first time <self> is damaged each turn," (or "the first time each turn <self> ...")
is the die's own trigger once per card and turn (DM-15.5, `first_time_each_turn`; a deed of
any die is constructs/deeds.py's). Every "when" and "self" is written out in each rule:
constructs/combat_triggers.py and own_triggers.py read the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'
_ONCE = '"the" "first" "time"'
_TURN = '"each" "turn"'
# the subject of a first-time trigger: this card's die ("a <self>": each die its own)
_OWN = '("self" | "a" "self" | "one" "of" "your" "self" "dice")'

GRAMMAR = rf"""
%extend trigger: attacks_or_blocks | assigned_to_block | you_are_attacked | first_own
attacks_or_blocks: {_W} "self" ("attacks" "or" "blocks" | "blocks" "or" "attacks")
assigned_to_block: {_W} "self" ("is" "assigned" | "assigns") "to" "block"
                 | {_W} "assigned" "to" "block"
you_are_attacked: "when" "you" "are" "attacked"
first_own: {_ONCE} {_TURN} {_OWN} own_deed | {_ONCE} {_OWN} own_deed {_TURN}
!own_deed: "is" "damaged" | "takes" "damage" | "is" "dealt" "damage" | "attacks" | "blocks"
         | "is" "blocked" | "is" "ko'd" | "is" "knocked" "out"
"""
OWN_DEEDS = {
    "is damaged": "when_damaged", "takes damage": "when_damaged",
    "is dealt damage": "when_damaged", "attacks": "when_attacks", "blocks": "when_blocks",
    "is blocked": "when_blocked", "is ko'd": "when_kod", "is knocked out": "when_kod",
}  # fmt: skip


def _first(children: list[Any]) -> Trigger:
    """Once per card and turn (DM-15.5): several dice of it at once trigger it once."""
    said = next(c for c in children if isinstance(c, str))
    return Trigger(OWN_DEEDS[said], extra=(("first_time_each_turn", True),))


RULES: dict[str, Any] = {
    "attacks_or_blocks": lambda c: Trigger("when_attacks", also=("when_blocks",)),
    "assigned_to_block": lambda c: Trigger("when_blocks"),
    # DM-8.25: the Attack Step begins once an opponent's attackers are declared
    "you_are_attacked": lambda c: Trigger("start_of_opponents_attack_step", selves="player"),
    "first_own": _first,
    "own_deed": lambda c: " ".join(str(t) for t in c),
}
