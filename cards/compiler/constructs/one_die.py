"""One die named with "a"/"an"/"one" (DM-13.1: chosen by the ability's controller but not
targeted, the engine's `choose_*` kinds; "a target ..." is targeted, constructs/targets.py):
"KO an opposing Sidekick", "knock out an opposing @fist character", "deal 1 damage to a
character", "reroll one of your character dice"."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.targets import CHOOSE, _dice
from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: ko_one | damage_one | reroll_one | self_damage_one
ko_one: ("ko" | "knock" "out") (one_die | one_of_yours)
damage_one: "deal" number "damage" "to" one_die
self_damage_one: self_ref ("deals" | "deal") number "damage" "to" one_die
reroll_one: "reroll" (one_die | one_of_yours)
one_die: ("a" | "an" | "one") (dice_mod | dice_combat | dice_level | dice_icon)* dice_noun \
         dice_whose?
one_of_yours: "one" "of" "your" (dice_mod | dice_combat | dice_level | dice_icon)* dice_noun
"""


def _one(children: list[Any]) -> Effect:
    found = _dice([("det", "target"), *[c for c in children if isinstance(c, tuple)]])
    if found["target"] not in CHOOSE:
        raise NotRead("target")
    return {**found, "target": CHOOSE[found["target"]]}


def _of_yours(children: list[Any]) -> Effect:
    """ "one of your (other) character dice": yours, chosen, not targeted."""
    found = _dice([("det", "your"), *[c for c in children if isinstance(c, tuple)]])
    if found["target"] != "all_your_characters":
        raise NotRead("target")
    return {**found, "target": "choose_your_die"}


RULES = {
    "one_die": _one,
    "one_of_yours": _of_yours,
    "reroll_one": lambda c: [{"op": "reroll", **c[0]}],
    # its own die deals it: only where "self" is a die (cards/compiler/lines.py)
    "self_damage_one": lambda c: [
        {"op": "deal_damage", "amount": first(c, int), **c[-1], "$needs_die": True}
    ],
    "ko_one": lambda c: [{"op": "ko", **c[0]}],
    "damage_one": lambda c: [
        {"op": "deal_damage", "amount": first(c, int), **next(x for x in c if isinstance(x, dict))}
    ],
}
