"""A character card's whole text ignored, its Globals too (the engine's `no_card_text`,
abilities/textless.py; docs/rulings.md "Card text ignored"):

"ignore all text on opposing character cards (Global Abilities included) until end of
turn", the parenthesis said either way ("(including global abilities)", or inside the
duration's: "(until end of turn, including global abilities)"): each character card of the
opponent's team (`all_opposing_cards`, DM-13.3: none chosen).

Until Cleanup (DM-14.2) or the duration said. Dice ("all text on opposing character
dice"), action cards, the player's own cards, and any static use ("while <self> is active,
ignore ...": no static reads it) stay text only. One targeted card ("target (grv) card
loses all text") is left out: a rule opening "target ... card" beside the dice's "target
... die" makes the LALR grammar read "target character die ..." wrongly."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: cards_text_ignored
cards_text_ignored: "ignore" "all" "text" "on" "opposing" "character" "cards" _with_globals? \
                    duration?
                  | "ignore" "all" "text" "on" "opposing" "character" "cards" "(" turn "," \
                    "including" "global" "abilities" ")"
_with_globals: "(" "including" "global" "abilities" ")" | "," "including" "global" "abilities" ","
"""


def _all(children: list[Any]) -> list[Effect]:
    return [{"op": "no_card_text", "target": "all_opposing_cards", **duration_of(children)}]


RULES = {"cards_text_ignored": _all}
