"""Damage dealt to character dice made double (engine abilities/damage_doubled.py,
double_damage_taken; docs/rulings.md "Damage doubled"): "double all damage dealt to target
opposing character die until end of turn", "while <self> is active, double all damage dealt
to (aff) character dice". Damage to players, and a die's own damage made double ("<self>
deals double damage to ...": its source, not its target) stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.core import duration_of
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: double_damage_taken
double_damage_taken: "double" "all"? "damage" "dealt" "to" targets duration?
"""


def _double(children: list[Any]) -> list[Effect]:
    more = duration_of(children)
    return dice_only([{"op": "double_damage_taken", **more, **t} for t in children[0]])


RULES = {"double_damage_taken": _double}
