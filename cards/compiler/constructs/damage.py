"""Damage by an ability (DM-16): "deal 2 damage to target opposing character die", "deal
target opposing Sidekick 2 damage", "deal 1 damage to each player and 2 damage to each
character" (two effects, in that order), "<this die> deals 1 damage to your opponent and each
opposing character die", "<this die> deals them 1 damage" (its source is this die: the line
must have one); "they deal 1 damage to target player" after "when your characters attack"
(its source is the die whose deed triggered it, the trigger's source die: only after such a
trigger). Who "<self>" is where it deals damage is the line's (`MARKS`)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import NUMBER_WORDS, first
from cards.compiler.parts import DEED, Context, Effect, NotRead

NEEDS_DIE = "$needs_die"  # "<self> deals ...": its source is this card's die (MARKS)
# what `self` may be where "<self> deals ..." names its source (`either`: its die or you)
OWN_SELVES = frozenset({"die", "player", "either"})

GRAMMAR = r"""
%extend effect: damage_to | damage_given | damage_by_self | damage_twice | damage_by_them \
              | damage_split
damage_to: "deal" number "damage" "to" targets
// "deal 1 damage to your opponent and one to target character": the verb and "damage" said
// once for two amounts, two effects in that order (by this die after "<self> deals")
damage_split: "deal" number "damage" "to" target "and" damage_second "to" targets
            | damage_self_split
damage_self_split: self_ref ("deals" | "deal") number "damage" "to" target "and" damage_second \
                   "to" targets
!damage_second: INT | "one" | "two"
// "deal 2 damage to each player and 3 damage to each character": two amounts, one verb
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
    # its own die deals it: only where "self" is a die (`_source`)
    return [{**e, NEEDS_DIE: True} for e in _damage(children[1:])]


def _by_them(children: list[Any]) -> list[Effect]:
    # the dice of a plural deed deal it: only after a trigger on their deed (deeds.MARKS)
    return [{**e, DEED: True} for e in _damage(children)]


def _twice(children: list[Any]) -> list[Effect]:
    first_amount, second_amount = children[0], int(children[2])
    return [
        {"op": "deal_damage", "amount": first_amount, **children[1]},
        *({"op": "deal_damage", "amount": second_amount, **t} for t in children[3]),
    ]


def _split(children: list[Any]) -> list[Effect]:
    amount, first_target, second, then = children
    return [
        {"op": "deal_damage", "amount": amount, **first_target},
        *({"op": "deal_damage", "amount": second, **t} for t in then),
    ]


RULES = {
    "damage_split": lambda c: c[0] if len(c) == 1 else _split(c),
    "damage_self_split": lambda c: [{**e, NEEDS_DIE: True} for e in _split(c[1:])],
    "damage_second": lambda c: NUMBER_WORDS.get(str(c[0])) or int(str(c[0])),
    "damage_twice": _twice,
    "damage_to": _damage,
    "damage_given": _damage,
    "damage_by_self": _by_self,
    "damage_by_them": _by_them,
}


def _source(effect: Effect, _: Any, context: Context) -> None:
    """ "<self> deals ...": its die (a die's own trigger), or, in a trigger of its player's
    whose occasion names no other die (this card active, DM-18.1), the card (effects/damage.py:
    the source is the trigger's source die, else its card); on a trigger of another die's
    deed (or one whose occasion names another die), `by_card`: this card deals it, not the
    die of the deed."""
    selves = context.selves
    if selves == "deed" or (selves == "player" and context.other_die):
        if effect["op"] != "deal_damage":
            raise NotRead("self")
        effect["by_card"] = True
    elif selves not in OWN_SELVES:
        raise NotRead("self")


MARKS = {NEEDS_DIE: _source}
