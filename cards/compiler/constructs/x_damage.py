"""Damage of an amount named X and said after it (X damage to a target die, then "where X
is" a count such as the player's character dice in their field zone): the same data as "damage equal
to ..." (constructs/equal_to.py: a count, DM-18.5, or this die's A, D or level), said the
other way round. X is one of: "the number of <count>" (constructs/counts.py's phrases, with
"other than <self>" leaving this card out), "the number of (bolt) symbols/energy in your
reserve pool" (symbols of that type, DM-2.6), "the amount of energy in their reserve pool"
(the opponent the damage is dealt to), "<self>'s A". "<self> deals his attack value in damage
to ...": this die's A. Any other X stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.damage import NEEDS_DIE
from cards.compiler.constructs.equal_to import THEIR_ENERGY
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: x_damage | value_damage
x_damage: (self_ref ("deals" | "deal") | "deal") "x" "damage" "to" target ","? "where" "x" \
          "is" x_is
x_is: "the" "number" "of" count x_other?                             -> x_count
    | "the" "number" "of" ICON ("symbols" | "energy") "in" "your" "reserve" "pool" -> x_symbols
    | "the" "amount" "of" "energy" "in" "their" "reserve" "pool" x_symbols_note? -> x_theirs
    | own_stat                                                        -> x_own
// "... other than <self>": the count's words take "other" (LALR), "than <self>" is this
x_other: "than" "self"
x_symbols_note: "(" "count" "symbols" "," "not" "dice" ")"
// (one target: a list's "," would take the comma before "where")
// "<self> deals his attack value in damage to ...": this die's A
value_damage: self_ref ("deals" | "deal") x_value "in" "damage" "to" targets
!x_value: ("self's" | "his" | "her" | "its") ("attack" | "defense") "value"
"""

# "other than <self>": the same count without this card (abilities/counts.py)
OTHER = {
    "your_active_characters": "your_other_active_characters",
    "your_character_dice": "your_other_character_dice",
    "all_character_dice": "all_other_character_dice",
}
_STATS = {"level": "this_die_level", "a": "this_die_attack", "attack": "this_die_attack",
          "d": "this_die_defense", "defense": "this_die_defense"}  # fmt: skip


def _count(children: list[Any]) -> dict[str, Any]:
    per, filters = children[0]
    if len(children) > 1 and per not in OTHER.values():  # "other than <self>": "other" read
        raise NotRead("count")
    return {"per": per, **({"per_filters": filters} if filters else {})}


def _symbols(children: list[Any]) -> dict[str, Any]:
    icon = str(children[0])
    if not icon.startswith("@") or icon == "@wild":
        raise NotRead("count")  # symbols of an energy type only
    return {"per": "energy_in_your_reserve_pool", "per_filters": {"energy_type": icon[1:]}}


def _own(children: list[Any]) -> dict[str, Any]:
    stat = children[0][1]
    return {"per": _STATS[stat], NEEDS_DIE: True}


def _effects(found: list[Effect], amount: dict[str, Any]) -> list[Effect]:
    if amount["per"] == THEIR_ENERGY and any(t.get("target") != "opponent" for t in found):
        raise NotRead("count")  # "their": the opponent the damage is dealt to, alone
    if any(t.get("target") == "$self" for t in found):
        raise NotRead("count")  # its own A dealt to itself
    return [{"op": "deal_damage", **t, "amount": 1, **amount} for t in found]


def _x_damage(children: list[Any]) -> list[Effect]:
    *named, amount = children  # [<self>,] the target, X
    effects = _effects(named[-1:], amount)
    if len(named) == 2:  # "<self> deals X damage": its own die deals it
        effects = [{**e, NEEDS_DIE: True} for e in effects]
    return effects


def _value_damage(children: list[Any]) -> list[Effect]:
    stat = children[1]
    effects = _effects(children[2], {"per": _STATS[stat], NEEDS_DIE: True})
    return [{**e, NEEDS_DIE: True} for e in effects]


RULES: dict[str, Any] = {
    "x_damage": _x_damage,
    "x_count": _count,
    "x_symbols": _symbols,
    "x_theirs": lambda c: {"per": THEIR_ENERGY},
    "x_own": _own,
    "x_other": lambda c: "other",
    "x_symbols_note": lambda c: "note",
    "value_damage": _value_damage,
    "x_value": lambda c: "attack" if "attack" in [str(x) for x in c] else "defense",
}
