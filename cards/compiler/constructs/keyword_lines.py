"""Keywords whose printed line carries their ability: "Energize - <effect>", "Impulse -
<effect>", "Aftershock: <effect>" (the keyword's module triggers it; its effect is the
card's; `self` in an Impulse or Aftershock line is not read: that die is not where it was
used; Energize's `self` is the die that rolled its double energy face, in the Reserve Pool).
The reminder text in the last parenthesis is left out before the line is read
(cards/compiler/lines.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: keyword_opening
!keyword_opening: ("energize" | "impulse" | "aftershock") ("-" | ":")
    | "crosspulse" ("-" | ":") (crosspulse_when ",")?
// Crosspulse's own occasion said again after it: "when you purchase this die / a <self> die"
crosspulse_when: "when" "you" ("purchase" | "buy") ("self" | "a" "self" "die")
"""


def _opening(children: list[Any]) -> Opening:
    keyword = str(next(c for c in children if isinstance(c, Token)))
    if keyword == "crosspulse":  # `self` is the die purchased, as "when purchased" (DM-8.8)
        return Opening("keyword", trigger=Trigger(keyword))
    if keyword == "energize":  # `self` is the die that energized, where it rolled (own_die.py)
        return Opening("keyword", trigger=Trigger(keyword, selves="die"))
    return Opening("keyword", trigger=Trigger(keyword, selves="none"))


RULES = {"keyword_opening": _opening, "crosspulse_when": lambda c: None}
