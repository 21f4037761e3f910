"""The player who controls the die a trigger is about: "When an opposing character die is
KO'd, deal 1 damage to its controller", "... that die's controller loses 1 life". Only on
a trigger about another die's deed (`DEED`: cards/compiler/lines.py keeps it text only
elsewhere, where "its" would name no such die); the engine's `that_die_controller`
(abilities/relative.py). Losing life is not damage (DM-12.4)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import DEED, Effect

GRAMMAR = r"""
%extend target: deed_controller
%extend effect: deed_controller_loses
deed_controller: _deed_controller
deed_controller_loses: _deed_controller "loses" number "life"
_deed_controller: ("its" | "it's" | "that" "die's" | "that" "character" "die's") "controller"
"""
CONTROLLER: Effect = {"target": "that_die_controller", DEED: True}


def _loses(children: list[Any]) -> list[Effect]:
    return [{"op": "lose_life", "amount": first(children, int), **CONTROLLER}]


RULES = {"deed_controller": lambda c: dict(CONTROLLER), "deed_controller_loses": _loses}
