"""Keywords whose printed line carries their ability: "Energize - <effect>", "Impulse -
<effect>", "Aftershock: <effect>" (the keyword's module triggers it; its effect is the
card's; `self` in it is not read: the die has left the Field Zone). The reminder text
in the last parenthesis is left out before the line is read (cards/compiler/lines.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: keyword_opening
!keyword_opening: ("energize" | "impulse" | "aftershock") ("-" | ":")
"""


def _opening(children: list[Any]) -> Opening:
    keyword = str(next(c for c in children if isinstance(c, Token)))
    return Opening("keyword", trigger=Trigger(keyword, selves="none"))


RULES = {"keyword_opening": _opening}
