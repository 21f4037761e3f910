"""Flipping the ability's own card as an effect: "then, flip this card" (docs/rulings.md
"Flip": effect `flip_card`, games/engine/abilities/effects/flipping.py). The Batman set's
flip action cards say it after their effect, on both sides (a burst line on the side up
first, the last sentence on the other). Only "this card": "flip target character card"
(another card, chosen) is no effect the engine runs and stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: flip_this_card
flip_this_card: "flip" "this" "card"
"""


def _flip(children: list[Any]) -> list[Effect]:
    return [{"op": "flip_card"}]


RULES = {"flip_this_card": _flip}
