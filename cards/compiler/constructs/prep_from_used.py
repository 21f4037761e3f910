"""A die of your choice prepped from your Used Pile: "prep a die from your Used Pile" (000
glossary: Prep is placing a die in your Prep Area), read as the move the controller chooses
("move a die from your Used Pile to your Prep Area", constructs/moves.py; chosen, not
targeted, DM-13.1); "prep up to 2 Sidekick dice from your Used Pile": 1 or 2 of them, chosen
(`up_to`, abilities/targets.py)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: prep_from_used | prep_some_used
prep_from_used: "prep" number _dice "from" "your" "used" "pile"
prep_some_used: "prep" "up" "to" number prep_kind? _dice "from" "your" "used" "pile"
!prep_kind: "sidekick" | "non-sidekick"
"""


def _prep(children: list[Any]) -> list[Effect]:
    if first(children, int) != 1:
        raise NotRead("choice")  # several: which ones is a choice of many
    return [{"op": "move_die", "target": "choose_your_die", "filters": {"zone": "used"},
             "zone": "prep"}]  # fmt: skip


def _some(children: list[Any]) -> list[Effect]:
    most = first(children, int)
    kind = next((str(c) for c in children if isinstance(c, str) and "sidekick" in c), "")
    filters: dict[str, Any] = {"zone": "used"}
    if kind:
        filters["sidekick"] = kind == "sidekick"
    effect: Effect = {"op": "move_die", "target": "choose_your_die", "filters": filters,
                      "zone": "prep"}  # fmt: skip
    if most > 1:
        effect["up_to"] = most
    return [effect]


RULES = {"prep_from_used": _prep, "prep_some_used": _some, "prep_kind": lambda c: str(c[0])}
