"""Doubling a character die's A (the engine's double_attack, DM-14.1;
games/engine/abilities/effects/swap_stats.py): "double <self>'s attack", "double his attack
(value)", "double target character die's A". An applied effect: it doubles the A the die has
as it happens, until Cleanup; later and static bonuses add undoubled (docs/rulings.md
"Doubling a die's attack"). Doubling D, "attack and defense", or doubling "while" something
holds (a static) stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.constructs.swap_stats import WHOSE
from cards.compiler.core import words
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: double_attack
double_attack: "double" double_whose ("attack" "value"? | "a") duration?
!double_whose: "his" | "her" | "its" | "self's" | "target" "character" "die's"
             | "target" "opposing" "character" "die's"
"""


def _double(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, str))
    return dice_only([{"op": "double_attack", "target": WHOSE[found]}])


RULES = {"double_attack": _double, "double_whose": words}
