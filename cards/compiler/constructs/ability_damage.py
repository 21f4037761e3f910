"""Damage from characters' abilities made smaller (the engine's abilities/ability_damage.py):
"reduce damage from opposing character's abilities by 1" (a static of the card while it is
active, DM-14.3: `reduce_ability_damage`, to its player and their dice) and, in a Global,
"reduce the damage you take from a character's ability to 1" (`cap_ability_damage` on you
until Cleanup, DM-14.2). Other sources ("from action dice", "from Global abilities"), other
takers ("damage to <self>") or "prevent" wording are not read here."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: reduce_ability_damage | cap_ability_damage
reduce_ability_damage: "reduce" "all"? "damage" ("dealt" | "done")? "from" "opposing" \
    ("character's" | "characters'" | "character") "abilities" "by" number
cap_ability_damage: "reduce" "the" "damage" "you" "take" "from" "a" "character's" "ability" \
    "to" number
"""


def _reduce(children: list[Any]) -> list[Effect]:
    return [{"op": "reduce_ability_damage", "amount": first(children, int), "target": "you"}]


def _cap(children: list[Any]) -> list[Effect]:
    return [{"op": "cap_ability_damage", "amount": first(children, int), "target": "you"}]


RULES = {"reduce_ability_damage": _reduce, "cap_ability_damage": _cap}
