"""Damage made smaller as it is dealt (the engine's abilities/damage_taken.py; DM-15.4):
statics of the dice they name (DM-14.3), each damage one source's damage to one target:
"reduce all damage dealt to <dice> (from each source) to 1" (`cap_damage_taken`), "... by 2"
and "damage dealt to <dice> (from each source) is reduced by 2 / to 1"
(`reduce_damage_taken` / `cap_damage_taken`), "every time <self> takes damage, reduce that
damage by 1"; and, in a Global, "if a character (die) would deal you 7 or more combat
damage, it instead deals you (only) 4 combat damage" (`limit_combat_damage` on you until
Cleanup, DM-14.2; reader.py lets a sentence "If ... would ..." be read whole as an effect).
Damage to players from every source ("any combat damage to you that is more than 2 is
reduced to 2": all of it, or each die's?), other sources ("from a character's ability":
constructs/ability_damage.py) and other takers stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: reduce_taken_to | reduce_taken_by | taken_reduced_to | taken_reduced_by \
              | every_time_reduced | limit_combat_damage
_reduce_all: "reduce" "all"? "damage" ("dealt" | "done") "to" targets _each_source?
reduce_taken_to: _reduce_all "to" number
reduce_taken_by: _reduce_all "by" number
_taken: "damage" "dealt" "to" targets _each_source? "is" "reduced"
taken_reduced_to: _taken "to" number
taken_reduced_by: _taken "by" number
_each_source: "from" "each" "source"
every_time_reduced: "every" "time" self_ref "takes" "damage" "," "reduce" "that" "damage" \
    "by" number
limit_combat_damage: "if" "a" "character" "die"? "would" "deal" "you" number "or" "more" \
    "combat" "damage" "," "it" "instead" "deals" "you" "only"? number "combat" "damage"
"""


def _dice(op: str) -> Any:
    def build(children: list[Any]) -> list[Effect]:
        found = next(c for c in children if isinstance(c, list))
        amount = first(children, int)
        made = [{"op": op, "amount": amount, **t} for t in found]
        if any(str(e.get("target", "")).startswith(("you", "opponent", "player")) for e in made):
            raise NotRead("effect")  # damage to a player: not these (dice only)
        return made

    return build


def _every_time(children: list[Any]) -> list[Effect]:
    self_ref = next(c for c in children if isinstance(c, dict))
    return [{"op": "reduce_damage_taken", "amount": first(children, int), **self_ref}]


def _limit(children: list[Any]) -> list[Effect]:
    at_least, amount = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
    if amount >= at_least:
        raise NotRead("effect")
    return [{"op": "limit_combat_damage", "amount": amount, "attack": at_least, "target": "you"}]


RULES = {
    "reduce_taken_to": _dice("cap_damage_taken"),
    "reduce_taken_by": _dice("reduce_damage_taken"),
    "taken_reduced_to": _dice("cap_damage_taken"),
    "taken_reduced_by": _dice("reduce_damage_taken"),
    "every_time_reduced": _every_time,
    "limit_combat_damage": _limit,
}
