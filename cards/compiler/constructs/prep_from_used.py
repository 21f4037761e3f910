"""A die of your choice prepped from your Used Pile: "prep a die from your Used Pile" (000
glossary: Prep is placing a die in your Prep Area), read as the move the controller chooses
("move a die from your Used Pile to your Prep Area", constructs/moves.py; chosen, not
targeted, DM-13.1)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: prep_from_used
prep_from_used: "prep" number _dice "from" "your" "used" "pile"
"""


def _prep(children: list[Any]) -> list[Effect]:
    if first(children, int) != 1:
        raise NotRead("choice")  # several: which ones is a choice of many
    return [{"op": "move_die", "target": "choose_your_die", "filters": {"zone": "used"},
             "zone": "prep"}]  # fmt: skip


RULES = {"prep_from_used": _prep}
