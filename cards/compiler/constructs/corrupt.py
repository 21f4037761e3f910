"""Corrupt X as an effect a trigger names (000:L775, the engine's keyword
games/engine/keywords/corrupt.py): "When <self> is fielded, Corrupt 2 (Target player draws
2 dice, places 1 in Used, and returns the rest)." Target player takes X dice from their bag,
puts one of them (their choice) in their Used Pile and returns the rest. The reminder, if
printed, must say the same X and one die; the card then has the keyword Corrupt X
(cards/compiler/__init__.py `keywords_given`), whose choice the engine runs."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: corrupt
corrupt: "corrupt" INT corrupt_reminder?
corrupt_reminder: "(" "target" "player" ("draws" | "takes") INT "dice" "," ("places" | "puts") \
                  INT "in" "used" ","? "and" "returns" "the" "rest" ")"
"""


def _corrupt(children: list[Any]) -> list[Effect]:
    amount = int(next(c for c in children if isinstance(c, Token)))
    reminder = next((c for c in children if isinstance(c, tuple)), None)
    if amount < 1 or (reminder is not None and reminder != (amount, 1)):
        raise NotRead("set_keyword:corrupt")  # a reminder that says another X, or 2 dice
    return [{"op": "corrupt", "amount": amount, "target": "target_player"}]


RULES = {
    "corrupt": _corrupt,
    "corrupt_reminder": lambda c: tuple(int(x) for x in c if isinstance(x, Token)),
}
