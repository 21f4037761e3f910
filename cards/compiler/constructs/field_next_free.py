"""The next fielding paid for by nobody, said as a command: "field your next character die
for free" (Awaken's own words; DM-8.10: a fielding cost may be made nothing). The same
persistent effect on the player as "the next character die you field is free to field"
(constructs/cost_changes.py `cost_next`: the engine's `free_next_field`, abilities/costs.py),
used up by the next character die the player fields; with no time said, whenever that is
(duration `until_used`), with "this turn" until Cleanup. A kind of die ("your next (aff)
character die") or a level stays text only: the command names any character die."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: field_next_free
field_next_free: "field" "your" "next" ("character" "die" | "character") "for" "free" \
                 field_next_when?
!field_next_when: "this" "turn"
"""


def _free(children: list[Any]) -> list[Effect]:
    lasts = {} if children else {"duration": "until_used"}
    return [{"op": "free_next_field", "amount": 0, "target": "you", **lasts}]


RULES = {"field_next_free": _free, "field_next_when": lambda c: "turn"}
