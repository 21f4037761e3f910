"""Damage by an ability (DM-16): "deal 2 damage to target opposing character die", "deal
target opposing Sidekick 2 damage", "deal 1 damage to each player and 2 damage to each
character" (two effects, in that order), "<this die> deals 1 damage to your opponent and each
opposing character die", "<this die> deals them 1 damage" (its source is this die: the line
must have one); "they deal 1 damage to target player" after "when your characters attack"
(its source is the die whose deed triggered it, the trigger's source die: only after such a
trigger)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import DEED, Effect

GRAMMAR = r"""
%extend effect: damage_to | damage_given | damage_by_self | damage_twice | damage_by_them
damage_to: "deal" number "damage" "to" targets
// "deal 1 damage to each player and 2 damage to each character": two amounts, one verb
damage_twice: "deal" number "damage" "to" target "and" INT "damage" "to" targets
damage_given: "deal" targets number "damage"
damage_by_self: self_ref ("deals" | "deal") number "damage" "to" targets
              | self_ref ("deals" | "deal") targets number "damage"
damage_by_them: "they" "deal" number "damage" "to" targets
"""


def _damage(children: list[Any]) -> list[Effect]:
    amount = first(children, int)
    found = next(c for c in children if isinstance(c, list))
    return [{"op": "deal_damage", "amount": amount, **t} for t in found]


def _by_self(children: list[Any]) -> list[Effect]:
    # its own die deals it: only where "self" is a die (cards/compiler/lines.py)
    return [{**e, "$needs_die": True} for e in _damage(children[1:])]


def _by_them(children: list[Any]) -> list[Effect]:
    # the dice of a plural deed deal it: only after a trigger on their deed (lines.py)
    return [{**e, DEED: True} for e in _damage(children)]


def _twice(children: list[Any]) -> list[Effect]:
    first_amount, second_amount = children[0], int(children[2])
    return [
        {"op": "deal_damage", "amount": first_amount, **children[1]},
        *({"op": "deal_damage", "amount": second_amount, **t} for t in children[3]),
    ]


RULES = {
    "damage_twice": _twice,
    "damage_to": _damage,
    "damage_given": _damage,
    "damage_by_self": _by_self,
    "damage_by_them": _by_them,
}
