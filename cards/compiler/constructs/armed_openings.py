"""An action die's trigger for the rest of the turn (DM-14.2; the engine's `arm_trigger`,
abilities/effects/armed.py): "When you field a Sidekick this turn, ...", "Until end of turn,
when an opposing character die is damaged, ...". Using the die arms the card's ability for
its player until the turn ends; the ability triggers only while it is armed, its card active
or not (an action die is used, not fielded, DM-8.14). cards/compiler/lines.py reads the
trigger as a character's would (its `armed` mark); `settled` puts the arming first, as what
using the die does. Only a trigger on a player's deed or on some die of the game is read: a
die's own trigger ("when fielded") names no die of an action card.

"Reduce the fielding cost of another (character) die by N" in such a trigger is the next
character die its player fields this turn costing N less (`reduce_next_field_cost`; the die
whose fielding triggered it is fielded already: docs/rulings.md "Armed triggers")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead, Opening, Trigger

GRAMMAR = r"""
%extend opening: armed_opening
armed_opening: trigger "this" "turn" "," | "until" "the"? "end" "of" "the"? "turn" "," trigger ","
%extend effect: another_field_cost
another_field_cost: "reduce" "the" "fielding" "cost" "of" "another" "character"? "die" "by" \
                    (COSTNUM | INT)
"""
ARMED = "armed"
ARMING = {"op": "arm_trigger", "target": "you"}
ARMED_CONDITION = {"kind": "lasting", "effect": "armed_trigger"}


def _opening(children: list[Any]) -> Opening:
    trigger = next(c for c in children if isinstance(c, Trigger))
    if trigger.selves == "die" and not trigger.other_die:
        raise NotRead("trigger:other")  # a die's own trigger: no die of an action card
    return Opening("ability", trigger=replace(trigger, extra=(*trigger.extra, (ARMED, True))))


def _another(children: list[Any]) -> list[Effect]:
    token = next(c for c in children if isinstance(c, Token))
    amount = int(str(token).lstrip("@"))
    return [{"op": "reduce_next_field_cost", "amount": amount, "target": "you"}]


def settled(made_all: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]]:
    """Each armed ability's record with its condition (armed), after the arming itself."""
    out: list[tuple[str, dict[str, Any]]] = []
    for where, made in made_all:
        if where != "ability" or not made.get(ARMED):
            out.append((where, made))
            continue
        if "condition" in made:
            raise NotRead("condition")  # (one condition per ability: the arming's)
        made = {k: v for k, v in made.items() if k != ARMED}
        out.append(("ability", {"trigger": "action", "text": made["text"], "effects": [ARMING]}))
        out.append(("ability", {**made, "condition": ARMED_CONDITION}))
    return out


RULES = {"armed_opening": _opening, "another_field_cost": _another}
