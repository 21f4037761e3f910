"""Levels (DM-21): "spin target character die you control up 2 levels", and with the way
said last: "spin <self> 1 level up" (the same spin). "(if able)" after it only says what
DM-21.2 does anyway (a die at its highest level is not spun up, none below level 1 down):
the same spin (docs/rulings.md "A spin 'if able'")."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: spin_up | spin_down
spin_up: ("spin" targets "up" number _levels | "spin" targets number _levels "up") _if_able?
spin_down: ("spin" targets "down" number _levels | "spin" targets number _levels "down") _if_able?
_levels: "level" | "levels"
"""


def _spin(op: str) -> Any:
    def build(children: list[Any]) -> list[Effect]:
        return [{"op": op, "amount": first(children, int), **t} for t in children[0]]

    return build


RULES = {"spin_up": _spin("spin_up"), "spin_down": _spin("spin_down")}
