"""An opponent's roll of several dice (issue 16): "(While <self> is active,) whenever your
opponent rolls 2 or more dice at once," is each single roll of two or more dice by an
opponent (the engine's `when_opponent_rolls_two_or_more`, abilities/rolls_at_once.py),
while this card is active (DM-18.1). Another count, or a roll of yours, stays text only.
Every "when" is written out: constructs/opponent_attacks.py reads the same first words."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'
_OPPONENT = '("your" "opponent" | "an" "opponent")'

GRAMMAR = rf"""
%extend trigger: opponent_rolls_several
opponent_rolls_several: {_WHILE}? {_W} {_OPPONENT} "rolls" (INT | "two") "or" "more" "dice" \
                        "at" "once"
"""


def _several(children: list[Any]) -> Trigger:
    counts = [c for c in children if isinstance(c, Token) and c.type == "INT"]
    if counts and int(counts[0]) != 2:
        raise NotRead("trigger:other")
    return Trigger("when_opponent_rolls_two_or_more", selves="player")


RULES: dict[str, Any] = {"opponent_rolls_several": _several}
