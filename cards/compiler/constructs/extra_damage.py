"""A Reactive Global on damage its player deals with an action die or a Global (the
engine's abilities/extra_damage.py, DM-8.19): a Global paid (bolt) on its player dealing
damage by an action die or a Global, adding one more damage to a single target. The opening is
the Global's cost and its occasion (`reactive`: `when_you_deal_action_or_global_damage`);
the effect "deal N extra damage to one target" names one target of that damage
(`target_just_damaged`), and only in such a Global (cards/compiler/lines.py refuses it
anywhere else: "extra" damage is more of some damage the line must name)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, Line, NotRead, Opening

REACTIVE = "when_you_deal_action_or_global_damage"
JUST_DAMAGED = "target_just_damaged"

GRAMMAR = r"""
%extend opening: extra_damage_opening
extra_damage_opening: "global" ":" "pay" global_cost "when" "you" "deal" "damage" "with" \
                      "an" "action" "die" "or" ("a" "global" | "global") ("ability" | "abilities") \
                      "to"
%extend effect: extra_damage
extra_damage: "deal" number "extra" "damage" "to" "one" "target"
"""


def _opening(children: list[Any]) -> Opening:
    cost = first(children, dict)
    if not cost or not cost["cost"]:
        raise NotRead("cost")
    return Opening("global", extra={**cost, "reactive": REACTIVE})


def _extra(children: list[Any]) -> list[Effect]:
    amount = first(children, int)
    if not 1 <= amount <= 3:
        raise NotRead("effect")
    return [{"op": "deal_damage", "amount": amount, "target": JUST_DAMAGED}]


RULES = {"extra_damage_opening": _opening, "extra_damage": _extra}


def checked(line: Line) -> None:
    """ "One extra damage to one target" speaks of the damage its Global answers: only in a
    Global of this opening, as its first effect (cards/compiler/lines.py)."""
    targets = [e.get("target") for s in line.body for e in s.effects]
    if JUST_DAMAGED not in targets:
        return
    if (
        line.kind != "global"
        or line.extra.get("reactive") != REACTIVE
        or targets[0] != JUST_DAMAGED
    ):
        raise NotRead("effect")
