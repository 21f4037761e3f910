"""Life (DM-11.3, DM-12.4): "gain 2 life", "you lose 1 life", "your opponent loses 1
life", "(your) opponent gains 2 life", "each player loses 1 life" (every seat, the
controller too), "switch life totals with your opponent" (`swap_life`); "they lose 2 life"
after an opponent's own deed ("when an opponent uses a Global Ability, they lose 2 life"):
that opponent (`$them`, settled by cards/compiler/lines.py; anywhere else not read)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first, words
from cards.compiler.parts import THEM, Effect

GRAMMAR = r"""
%extend effect: life_gain | life_lose | life_opponent | life_opponent_gains | life_everyone \
              | life_switch | life_them
life_them: ("they" "lose" | "that" "opponent" "loses" | "that" "character's" "controller" "loses") \
           number "life"
life_switch: ("switch" | "swap" | "exchange") "life" "totals" "with" "your" "opponent"
life_gain: "you"? "gain" number "life"
life_lose: "you"? "lose" number "life"
life_opponent: ("your" | "target") "opponent" "loses" number "life"
life_opponent_gains: ("your" | "target")? "opponent" "gains" number "life"
!life_everyone: ("each" "player" | "all" "players") ("loses" | "lose" | "gains" | "gain") \
                number "life"
"""


def _everyone(children: list[Any]) -> list[Effect]:
    op = "lose_life" if "lose" in words(children) else "gain_life"
    return [{"op": op, "amount": first(children, int), "target": "all_players"}]


RULES = {
    "life_gain": lambda c: [{"op": "gain_life", "amount": first(c, int), "target": "you"}],
    "life_lose": lambda c: [{"op": "lose_life", "amount": first(c, int), "target": "you"}],
    "life_opponent": lambda c: [{"op": "lose_life", "amount": first(c, int), "target": "opponent"}],
    "life_opponent_gains": lambda c: [
        {"op": "gain_life", "amount": first(c, int), "target": "opponent"}
    ],
    "life_everyone": _everyone,
    "life_them": lambda c: [{"op": "lose_life", "amount": first(c, int), "target": THEM}],
    "life_switch": lambda c: [{"op": "swap_life", "target": "opponent"}],
}
