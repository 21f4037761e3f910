"""The player whose turn it is (target kind `active_player`, DM-5: each turn is one player's):
"At the beginning of each player's turn, that player loses 2 life" ("gains"; "at the end of
each turn"), and "each player loses 1 life at the start of their turn" (said in that order
first, cards/compiler/word_order.py). "That player" names the turn's player only after a
trigger of every player's turn (turn_triggers.py `start_of_turn`, `end_of_turn`); after any
other trigger it stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import first
from cards.compiler.parts import Context, Effect, NotRead

TURN_PLAYER = "$turn_player"  # "that player": settled by the line's trigger
TURNS = ("start_of_turn", "end_of_turn")

GRAMMAR = r"""
%extend effect: turn_player_life
!turn_player_life: "that" "player" ("loses" | "gains") number "life"
"""


def _life(children: list[Any]) -> list[Effect]:
    op = "lose_life" if "loses" in [str(c) for c in children] else "gain_life"
    return [{"op": op, "amount": first(children, int), "target": "opponent", TURN_PLAYER: True}]


def _turn_player(effect: Effect, _: Any, context: Context) -> None:
    if context.trigger not in TURNS:
        raise NotRead("effect")  # "that player" of another occasion: not the turn's
    effect["target"] = "active_player"


RULES = {"turn_player_life": _life}
MARKS = {TURN_PLAYER: _turn_player}
