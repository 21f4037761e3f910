"""A character die's A set to a number (the engine's set_attack, DM-14.1;
games/engine/abilities/effects/swap_stats.py): "target character die's A becomes 1 (until
end of turn)", "target character die has its A changed to 5 until the end of turn". An
applied effect: until Cleanup whatever the text adds; later and static bonuses still add
(docs/rulings.md "A becomes N"). D, "equal to" another value, or doubling stay text only."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from cards.compiler.constructs.reroll import dice_only
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: set_attack
set_attack: targets "has" ("its" | "his" | "her") "a" "changed" "to" INT duration?
"""
# "target character die's A becomes 1": said the way the grammar reads it (a possessive
# "target ... die's" at the head of an effect would overlap every "target ..." phrase)
_BECOMES = re.compile(r"\b(target (?:opposing )?character die)'s a becomes (\d+)")


def phrased(words: str) -> str:
    """ "target character die's a becomes N" -> "target character die has its a changed to
    N" (the one phrasing the grammar reads)."""
    return _BECOMES.sub(r"\1 has its a changed to \2", words)


def _set(children: list[Any]) -> list[Effect]:
    named = children[0]
    value = int(next(c for c in children if isinstance(c, Token) and c.type == "INT"))
    return dice_only([{"op": "set_attack", "amount": value, **t} for t in named])


RULES = {"set_attack": _set}
