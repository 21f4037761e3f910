"""A character's own "if <self> does not attack," (issue 16): the engine's
`when_not_attacking`, each die of this card its player kept in the Field Zone as attackers
are declared (abilities/not_attacking.py; DM-9.1, DM-8.25). "When declaring attackers, for
each <self> (character) die in your Field Zone that does not attack," says the same of each
die. Every "if"/"when" and "self" is written out in each rule: constructs/combat_triggers.py
reads the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_NOT = '("does" "not" | "doesn\'t")'

GRAMMAR = rf"""
%extend trigger: not_attacking
not_attacking: ("if" | "when" | "whenever") "self" {_NOT} "attack"
             | "when" "declaring" "attackers" "," "for" "each" "self" "character"? "die" "in" \
               "your" "field" "zone" "that" {_NOT} "attack"
"""

RULES: dict[str, Any] = {"not_attacking": lambda c: Trigger("when_not_attacking")}
