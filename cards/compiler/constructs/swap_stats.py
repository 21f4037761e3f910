"""Swapping a character die's A and D (DM-14.1: "a swap of A and D swaps printed values
plus applied modifiers"; the engine's swap_stats, abilities/effects/swap_stats.py): "swap
target character die's A and D (until end of turn)", "swap his A and D", "switch <self>'s A
and D", "swap the A and D of each opposing character die". An applied effect: it lasts until
Cleanup whatever the text adds. Swapping one stat between two dice ("swap <self>'s A with
target die's A") is another effect, not read here."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.core import words
from cards.compiler.parts import SELF, Effect

GRAMMAR = r"""
%extend effect: swap_stats
swap_stats: _swap_verb swap_whose "a" "and" "d" "values"? duration?
          | _swap_verb "the" "a" "and" "d" "values"? "of" targets duration?
_swap_verb: "swap" | "switch"
!swap_whose: "his" | "her" | "its" | "self's" | "target" "character" "die's"
           | "target" "opposing" "character" "die's"
"""
WHOSE = {
    "his": SELF, "her": SELF, "its": SELF, "self's": SELF,
    "target character die's": "target_die",
    "target opposing character die's": "target_opposing_die",
}  # fmt: skip


def _swap(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, (str, list)))
    named = [{"target": WHOSE[found]}] if isinstance(found, str) else found
    return dice_only([{"op": "swap_stats", **t} for t in named])


RULES = {"swap_stats": _swap, "swap_whose": words}
