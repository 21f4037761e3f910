"""KO by A (engine filters attack_at_least / attack_at_most, DM-16.4): "KO target character
die with A of 5 or greater", "KO all character dice with an A of 2 or less". Read after KO
only; "with an A of" and "with a purchase cost of" (constructs/cost_filters.py) part after
"with"."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: ko_by_attack
ko_by_attack: ("ko" | "knock" "out") attack_dice
!attack_dice: dice "with" "an"? "a" "of" INT "or" \
              ("greater" | "more" | "higher" | "less" | "fewer" | "lower")
"""


def _dice(children: list[Any]) -> Effect:
    found = next(c for c in children if isinstance(c, dict))
    value = int(next(str(c) for c in children if str(c).isdigit()))
    text = words(children)
    name = "attack_at_most" if text.endswith(("less", "fewer", "lower")) else "attack_at_least"
    return {**found, "filters": {**found.get("filters", {}), name: value}}


def _ko(children: list[Any]) -> list[Effect]:
    return [{"op": "ko", **children[0]}]


RULES = {"ko_by_attack": _ko, "attack_dice": _dice}
