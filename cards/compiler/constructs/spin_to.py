"""Spinning to an end level (DM-21: a character die has levels 1 to 3, spins never pass the
ends): "spin all of your character dice to level 3" is spinning them up 2 levels, "spin
target character die to level 1" down 2; other levels (which depend on the die's own) are
not read."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend effect: spin_to
spin_to: "spin" targets "to" "level" INT
"""
ENDS = {3: "spin_up", 1: "spin_down"}


def _spin_to(children: list[Any]) -> list[Effect]:
    level = int(next(str(c) for c in children if isinstance(c, Token)))
    if level not in ENDS:
        raise NotRead("unparsed")
    return [{"op": ENDS[level], "amount": 2, **t} for t in children[0]]


RULES = {"spin_to": _spin_to}
