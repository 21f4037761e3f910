"""Taking control of dice (DM-23.2, abilities/effects/control.py): "take control of target
opposing character die until end of turn", "gain control of target character die with a level
lower than <self> (until end of turn)", "take control of an opposing (aff) character die".
The dice are the dice phrase's (constructs/targets.py), in the Field Zone; control lasts to
the end of the turn unless "until the start of your next turn" says otherwise, and always
ends when the controlling die leaves the Field Zone (DM-23.2, the engine's). What the card
then says about giving the die back is constructs/control_returns.py's."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.capture import DICE
from cards.compiler.core import duration_of
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: take_control
take_control: _control_verb "control" "of" targets duration?
_control_verb: "take" | "gain"
"""


def _take_control(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))
    if any(t["target"] not in DICE for t in found):
        raise NotRead("zone_move")  # a player, this die, a zone's dice: not a control
    return [{"op": "take_control", **t, **duration_of(children)} for t in found]


RULES = {"take_control": _take_control}
