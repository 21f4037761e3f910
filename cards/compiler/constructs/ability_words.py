"""Ability words: a label printed before an ability, with no rules of its own (the ability
is what follows it, whole): "Resistance - While active, at the end of your turn, if one
of your character dice was KO'd this turn, gain 2 life." The Civil War set prints
Resistance before abilities that all say their own condition ("if a character die you
control was KO'd this turn", constructs/kod_this_turn.py); the label adds nothing to them.
Enlistment, its other side, is printed before abilities an opponent may prevent ("... unless
your opponent KOs a character die they control", constructs/opponent_prevents.py). The Batman
set prints Common Ground before abilities that say their own (DCV) company ("whenever <self>
attacks with a (dcv) character die"). A keyword
of the glossary or a set keyword with rules (cards/compiler/reasons.SET_KEYWORDS) is never
one of these.
"""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening

GRAMMAR = r"""
%extend opening: ability_word
ability_word: _ability_label opening?
_ability_label: ("resistance" | "enlistment" | "common" "ground") ("-" | ":")
"""


def _word(children: list[Any]) -> Opening:
    inner = next((c for c in children if isinstance(c, Opening)), None)
    return inner if inner is not None else Opening("body")


RULES: dict[str, Any] = {"ability_word": _word}
