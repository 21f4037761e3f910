"""Life of an amount named X and said after it, X counting the character dice the player
has fielded this turn (X "is the number of" those dice, "including <self>" after it).
DM-18.5: counted as it resolves; the engine's count `your_fielded_this_turn`,
GameState.fielded: a "when fielded" ability's own die was fielded this turn, so "including
<self>" says no more. The same data as "gain life equal to ..." (constructs/equal_to.py).
Any other X stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: x_life
x_life: ("you" "gain" | "gain") "x" "life" ","? "where" "x" "is" "the" "number" "of" \
        "character" "dice" "you" "have"? "fielded" "this" "turn" x_life_self?
x_life_self: "(" "including" "self" ")"
"""


def _life(children: list[Any]) -> list[Effect]:
    return [{"op": "gain_life", "target": "you", "amount": 1, "per": "your_fielded_this_turn"}]


RULES = {"x_life": _life, "x_life_self": lambda c: "self"}
