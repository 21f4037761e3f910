"""Each player KOs one of their own character dice (DM-16.4 KO by an effect; DM-13.1 a
die chosen, not targeted): "each player chooses and KOs one of their character dice",
"each player KOs a character die they control". Two effects: the controller KOs one of
their dice (`choose_your_die`), then the opponent KOs one of theirs, their own pick
(`opponent_chooses_their_die`, the engine's abilities/choosers.py). Other dice phrases
("each player KOs a Sidekick") stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: each_player_ko
each_player_ko: "each" "player" ("chooses" "and")? ("kos" | "ko's") _their_character
_their_character: "one" "of" "their" "character" "dice" | "a" "character" "die" "they" "control"
"""


def _each(children: list[Any]) -> list[Effect]:
    return [
        {"op": "ko", "target": "choose_your_die"},
        {"op": "ko", "target": "opponent_chooses_their_die", "choice": 1},  # (its own answer)
    ]


RULES = {"each_player_ko": _each}
