"""A dice phrase narrowed by a clause after its noun (issue 16; the engine's filters of
abilities/die_history.py): "target character die that has already been damaged this turn"
(filter `damaged_this_turn`), "each character die that has a Global Ability on its card"
(filter `has_global`). The clause joins the phrase's other filters, for any effect taking
a target (as "with <keyword>" does, constructs/dice_kinds.py). Other clauses ("that has no
affiliation", "that has a 'while ... is active' ability") stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend target: dice_having
dice_having: dice "that" ("has" | "have") having
having: "already"? "been" "damaged" "this" "turn" -> having_damaged
      | "a" "global" "ability" "on" "its" "card" -> having_global
"""


def _having(children: list[Any]) -> Effect:
    dice: Effect = children[0]
    name = children[1]
    filters = dict(dice.get("filters", {}))
    if name in filters:
        raise NotRead("target")  # said twice
    return {**dice, "filters": {**filters, name: True}}


RULES = {
    "dice_having": _having,
    "having_damaged": lambda c: "damaged_this_turn",
    "having_global": lambda c: "has_global",
}
