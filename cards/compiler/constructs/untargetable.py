"""Untargetable (DM-13.1, effects/untargetable.py): "<dice> can't be targeted" (by anyone),
"... by opposing effects / by your opponent(s)" (the opponent's effects; "by opposing
action dice or abilities", every kind of them: constructs/untargetable_kinds.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.lasting import lasting
from cards.compiler.constructs.reroll import dice_only
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: untargetable_by_opponents | untargetable
untargetable_by_opponents: targets _cant "be" "targeted" "by" _opposing_effects duration?
_opposing_effects: "opposing" "effects" | "your" "opponent" | "your" "opponents"
// ("opposing action dice or abilities": every kind, constructs/untargetable_kinds.py)
untargetable: targets _cant "be" "targeted" duration?
"""


def _dice(op: str) -> Any:
    def build(children: list[Any]) -> list[Effect]:
        return dice_only(lasting(op)(children))

    return build


RULES = {
    "untargetable_by_opponents": _dice("cant_be_targeted_by_opponents"),
    "untargetable": _dice("cant_be_targeted"),
}
