"""Damage equal to the damage this die was just dealt (DM-16, DM-19.1): "When <self> is
dealt damage, deal an equal amount of damage to target character", "When <self> is dealt
combat damage, deal that much damage to target opponent", "deal damage to each other
character die equal to the amount of damage done to <self>". The amount is what is left of
the latest moment of damage to this die (the engine's count `damage_this_die_took`,
games/engine/model/hits.py: after prevention), so only after a trigger on damage dealt to
this card's own die (`checked`, called by cards/compiler/lines.py); anywhere else "that
much" names no damage and the line stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, Line, NotRead

TOOK = "damage_this_die_took"
# the triggers on damage dealt to this card's own die (games/engine/model/hits.py _ON_TARGET)
ON_THIS_DIE = frozenset({"when_damaged", "when_dealt_combat_damage", "when_damaged_survives"})

GRAMMAR = r"""
%extend effect: equal_damage
equal_damage: "deal" ("an"? "equal" "amount" "of" | "that" "much") "damage" "to" targets
            | "deal" "damage" "to" targets "equal" "to" "the" "amount" "of" "damage" \
              ("done" | "dealt") "to" self_ref
"""


def _equal(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))  # (the taker said last: a dict)
    if any(t.get("target") == "$self" for t in found):
        raise NotRead("effect")  # "deal that much damage to itself"
    return [{"op": "deal_damage", "amount": 1, "per": TOOK, **t} for t in found]


RULES = {"equal_damage": _equal}


def checked(line: Line) -> None:
    """ "An equal amount", "that much": only of damage dealt to this card's die, as the
    trigger of its own die (`selves` "die") says (cards/compiler/lines.py)."""
    if not any(e.get("per") == TOOK for s in line.body for e in s.effects):
        return
    trigger = line.trigger
    if (
        line.kind != "ability"
        or trigger is None
        or trigger.name not in ON_THIS_DIE
        or trigger.also
        or trigger.selves != "die"
    ):
        raise NotRead("effect")
