"""An opponent's roll of several dice (issue 16): "(While <self> is active,) whenever your
opponent rolls 2 or more dice at once," is each single roll of two or more dice by an
opponent (the engine's `when_opponent_rolls_two_or_more`, abilities/rolls_at_once.py),
while this card is active (DM-18.1). Another count, or a roll of yours, stays text only.
An opponent's roll (or reroll) of a die or dice made outside (or "other than during") a
Roll and Reroll Step is any roll of theirs then (`when_opponent_rolls_outside_roll_step`; lane tg).
Every "when" is written out: constructs/opponent_attacks.py reads the same first words."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import NotRead, Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'
_OPPONENT = '("your" "opponent" | "an" "opponent")'

GRAMMAR = rf"""
%extend trigger: opponent_rolls_several | opponent_rolls_outside
opponent_rolls_outside: {_WHILE}? {_W} {_OPPONENT} "rolls" ("or" "rerolls")? ("a" "die" | "dice") \
                        ("other" "than" "during" | "outside") ("the" | "a" | "their") "roll" \
                        "and" "reroll" "step"
opponent_rolls_several: {_WHILE}? {_W} {_OPPONENT} "rolls" (INT | "two") "or" "more" "dice" \
                        "at" "once"
"""


def _several(children: list[Any]) -> Trigger:
    counts = [c for c in children if isinstance(c, Token) and c.type == "INT"]
    if counts and int(counts[0]) != 2:
        raise NotRead("trigger:other")
    return Trigger("when_opponent_rolls_two_or_more", selves="player")


RULES: dict[str, Any] = {
    "opponent_rolls_several": _several,
    # any roll of theirs outside a Roll and Reroll Step ("that opponent" / "them": theirs)
    "opponent_rolls_outside": lambda c: Trigger(
        "when_opponent_rolls_outside_roll_step", selves="player", theirs=True
    ),
}
