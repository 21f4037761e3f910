"""KO by A (engine filters attack_at_least / attack_at_most, DM-16.4): "KO target character
die with A of 5 or greater", "KO all character dice with an A of 2 or less". Read after KO
only (a filter on the dice phrase would overlap "... with Global Abilities")."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: ko_by_attack
!ko_by_attack: ("ko" | "knock" "out") targets "with" ("a" | "an")? "a" "of" INT "or" \
               ("greater" | "more" | "higher" | "less" | "fewer" | "lower")
"""


def _ko(children: list[Any]) -> list[Effect]:
    found = next(c for c in children if isinstance(c, list))
    value = int(next(str(c) for c in children if str(c).isdigit()))
    text = words(children)
    name = "attack_at_most" if text.endswith(("less", "fewer", "lower")) else "attack_at_least"
    if any(not t["target"].startswith(("target_", "all_", "choose_")) for t in found):
        raise NotRead("target")  # a player, this die: no A to test
    return [{"op": "ko", **t, "filters": {**t.get("filters", {}), name: value}} for t in found]


RULES = {"ko_by_attack": _ko}
