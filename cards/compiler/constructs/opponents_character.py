""" "One target opponent's character" (target opposing character die, DM-13.1) and "one
opponent's character" (an opposing character die, chosen but not targeted). Its own
words, not the dice phrases' determiner (constructs/targets.py `dice_det`), which "opponent's"
after it would make overlap with "your opponent's"."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend target: opponents_character
!opponents_character: "one" "target"? "opponent's" "character"
"""
KINDS = {"target": "target_opposing_die", "one": "choose_opposing_die"}


def _opponents_character(children: list[Any]) -> Effect:
    return {"target": KINDS["target" if "target" in words(children) else "one"]}


RULES = {"opponents_character": _opponents_character}
