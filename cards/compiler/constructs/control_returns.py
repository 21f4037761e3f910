"""The sentence that gives back dice taken or set aside until the end of the turn, said after
the taking: it (or they) sent back at end of turn to the owner's (or the opponent's, or
just "the") Field Zone, with or without "at the same level", in either order. The engine gives
them back so anyway (DM-23.1 capture, DM-23.2 control:
where it was taken from, on the face it shows; set aside, DM-14.2: to its owner's Field Zone
on the same face), so the sentence adds nothing; `joined` (cards/compiler/lines.py) takes it
into the effect before it, and fails the line after anything else (a die moved for good, a
capture until another time, a control "regardless of its location" or "at level 1": not
what the engine does). A control or capture said after the ability's own die was sent
away is held by the card (cards/compiler/held_by_card.py: the die that takes is gone)."""

from __future__ import annotations

from typing import Any

from cards.compiler import held_by_card
from cards.compiler.constructs.moves import SIDES
from cards.compiler.parts import SELF, Effect, NotRead

RETURNS = "$returns"
TAKEN = ("take_control", "capture", "move_die")  # (the latest of them is the one given back)

GRAMMAR = r"""
%extend effect: control_returns
control_returns: "return" (put_it | _returned) "to" move_dest move_zone _returns_when _returns_when?
_returned: "them" | "the" "character" "die"
_returns_when: "at" "the"? "end" "of" "the"? "turn"
             | "at" "the" "same" "level" ("as" "when" "you" "took" "it")?
"""


def _returns(children: list[Any]) -> list[Effect]:
    """The mark, with whose Field Zone it names ("opposing": your opponent's; move_dest and
    move_zone are constructs/moves.py's)."""
    dest, zone = [str(c) for c in children if not isinstance(c, dict)][-2:]
    side = SIDES[dest]
    if zone != "field" or side == "your":
        raise NotRead("zone_move")
    return [{"op": RETURNS, "whose": side}]


def joined(effects: list[Effect], effect: Effect) -> bool:
    """Whether `effect` is this sentence, taken into the effect before it (module doc);
    NotRead after anything it does not describe."""
    if effect["op"] in ("take_control", "capture") and any(_self_gone(e) for e in effects):
        effect.update(held_by_card.held([effect])[0])  # taken by a die already gone: the card
        return False  # holds it (cards/compiler/held_by_card.py)
    if effect["op"] != RETURNS:
        return False
    before = next((e for e in reversed(effects) if e.get("op") in TAKEN), {})
    op, whose = before.get("op"), effect["whose"]
    taken = op in ("take_control", "capture") and "duration" not in before
    aside = op == "move_die" and before.get("zone") == "removed" and whose != "opposing"
    if not (taken or aside):
        raise NotRead("zone_move")
    return True


def _self_gone(effect: Effect) -> bool:
    """Does this effect send the ability's own die out of the Field Zone ("send <self> to the
    Used Pile. Take control of ...": the card means a control no die holds, held_by_card)?"""
    return effect.get("op") == "move_die" and effect.get("target") in (SELF, "this_die")


RULES = {"control_returns": _returns}
