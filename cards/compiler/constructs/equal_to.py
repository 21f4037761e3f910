"""Amounts equal to this die's own level, A or D, or to the number of something counted
("equal to the number of (mask) character dice in the field zone": constructs/counts.py's
phrases) (DM-18.5 counts; the count is the
ability's own die, games/engine/abilities/counts.py `this_die_*`): "deal damage equal to
<self>'s A to target opposing character die", "<self> deals damage equal to his level to
target player", "deal damage to target opponent equal to its level", "deal damage equal
to twice <self>'s level", "you lose life equal to <self>'s D", "gain life equal to its
level", "deal his A to target character die" (a KO'd die's: the A it had then,
abilities/last_stats.py). Only where this card's die is the ability's (a trigger of its own
die)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.constructs.damage import NEEDS_DIE
from cards.compiler.constructs.drawn_cost import DRAWN, PRONOUN
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: damage_equal | life_equal | stat_damage
damage_equal: (self_ref ("deals" | "deal") | "deal") "damage" \
              (own_amount "to" targets | "to" targets own_amount)
// "deal his A to target character die": damage equal to it (issue 16; not "her": "deal
// her ..." is also a die named, self_ref, before an amount)
stat_damage: (self_ref ("deals" | "deal") | "deal") stat_said "to" targets
!stat_said: ("his" | "its") ("a" | "attack" | "d" | "defense")
!life_equal: ("you" ("gain" | "lose") | "gain" | "lose") "life" own_amount
own_amount: "equal" "to" own_twice? own_stat | "equal" "to" "the" "number" "of" count count_sides?
          | "equal" "to" "the" "total" "energy" "in" "their" "reserve" "pool" -> their_energy
          | "equal" "to" ("its" | "that" "die's") "purchase" "cost" -> drawn_cost
!own_twice: "twice"
!own_stat: ("self's" | "his" | "her" | "its") ("level" | "a" | "attack" | "d" | "defense")
"""

THEIR_ENERGY = "energy_in_opposing_reserve_pool"
_STATS = {"level": "this_die_level", "a": "this_die_attack", "attack": "this_die_attack",
          "d": "this_die_defense", "defense": "this_die_defense"}  # fmt: skip


def _amount(children: list[Any]) -> tuple[str, dict[str, Any]]:
    counted = next((c for c in children if isinstance(c, tuple) and len(c) == 2
                    and isinstance(c[1], dict)), None)  # fmt: skip
    if counted is not None:  # "equal to the number of <count>" (constructs/counts.py)
        per, filters = counted
        if ("sides", "both") in children and not per.startswith("all_"):
            raise NotRead("count")  # "(both players')" after a count of one player's dice
        return ("own", {"amount": 1, "per": per, **({"per_filters": filters} if filters else {})})
    twice = any(c == "twice" for c in children)
    _, stat, pronoun = next(c for c in children if isinstance(c, tuple) and c[0] == "stat")
    said = {"amount": 2 if twice else 1, "per": _STATS[stat], NEEDS_DIE: True}
    return ("own", {**said, **({PRONOUN: True} if pronoun else {})})


def _stat_damage(children: list[Any]) -> list[Effect]:
    """ "deal his A to target character die": damage equal to this die's A or D."""
    stat = next(c for c in children if isinstance(c, tuple) and c[0] == "stat")
    return _damage([_amount([stat]), *[c for c in children if isinstance(c, list)]])


def _their_energy(children: list[Any]) -> tuple[str, dict[str, Any]]:
    """ "equal to the total energy in their Reserve Pool": every symbol there, Wild too
    ("their": the opponent the damage is dealt to, checked in `_damage`)."""
    return ("own", {"amount": 1, "per": THEIR_ENERGY})


def _damage(children: list[Any]) -> list[Effect]:
    own = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "own")
    found = next(c for c in children if isinstance(c, list))
    if own["per"] == THEIR_ENERGY and any(t.get("target") != "opponent" for t in found):
        raise NotRead("count")  # "their": of a player the damage is not dealt to alone
    if any(t.get("target") == "$self" for t in found):
        raise NotRead("count")  # "deal damage equal to its A to itself"
    return [{"op": "deal_damage", **t, **own} for t in found]


def _life(children: list[Any]) -> list[Effect]:
    said = [str(c) for c in children if isinstance(c, Token)]
    own = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "own")
    op = "gain_life" if "gain" in said else "lose_life"
    return [{"op": op, "target": "you", **own}]


RULES: dict[str, Any] = {
    "damage_equal": _damage,
    "life_equal": _life,
    "stat_damage": _stat_damage,
    "own_amount": _amount,
    "their_energy": _their_energy,
    # the die a draw just before took (constructs/drawn_cost.py joins it to that draw)
    "drawn_cost": lambda c: ("own", {"amount": 1, "per": "that_die_cost", DRAWN: True}),
    "own_twice": lambda c: "twice",
    "own_stat": lambda c: ("stat", str(c[-1]), str(c[0]) != "self's"),
    "stat_said": lambda c: ("stat", str(c[-1]), True),
}
