"""An opponent's attack (issue 16): "When your opponent declares attackers,", "When an
opponent declares an attack,", "Whenever an opponent attacks with 1 or more character dice,"
are the start of that opponent's Attack Step: it begins once attackers are declared, and
with none declared there is none (DM-8.25, DM-9.1); the engine's
`start_of_opponents_attack_step`, while this card is active (DM-18.1). "While <self> is
active," may come first. `self` is this card's dice in the Field Zone (no die of it
attacked). "... attacks with 2 or more ..." (a count of attackers) stays text only.
Every "when" is written out in each rule: constructs/deeds.py reads the same first words."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'
_OPPONENT = '("your" "opponent" | "an" "opponent")'

GRAMMAR = rf"""
%extend trigger: opponent_declares | opponent_attacks_with
opponent_declares: {_WHILE}? {_W} {_OPPONENT} "declares" ("attackers" | "an" "attack")
opponent_attacks_with: {_WHILE}? {_W} {_OPPONENT} "attacks" "with" (INT | "one") "or" "more" \
                       ("character" "dice" | "characters")
"""


def _declares(children: list[Any]) -> Trigger:
    return Trigger("start_of_opponents_attack_step", selves="player")


def _attacks_with(children: list[Any]) -> Trigger:
    """ "1 or more": any attack at all; a greater count is no trigger the engine has."""
    counts = [c for c in children if isinstance(c, Token) and c.type == "INT"]
    if counts and int(counts[0]) != 1:
        raise NotRead("trigger:other")
    return _declares(children)


RULES: dict[str, Any] = {
    "opponent_declares": _declares,
    "opponent_attacks_with": _attacks_with,
}
