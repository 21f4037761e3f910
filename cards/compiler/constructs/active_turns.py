"""A turn's start or end while this card is active (DM-5.2, DM-18.1): "While <self> is
active, at the start of your turn," is the turn trigger constructs/turn_triggers.py reads,
which waits for this card active already (the engine's turn triggers need it active);
"While active," says the same."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening

GRAMMAR = r"""
%extend opening: active_turn_opening
active_turn_opening: "while" ("self" "is")? "active" "," turn_trigger ","
"""


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", trigger=children[0])


RULES = {"active_turn_opening": _opening}
