""" "An opposing player" ("deal 3 damage to an opposing player", "<self> deals 1 damage to
an opposing player", a card's shortening "to opposing player"): your opponent, the one who
plays next (as "your opponent" is in Doubles, docs/rulings.md "Doubles"); chosen, not
targeted (DM-13.1: only "target" targets), which a player's choice of one opponent in a
two-player game makes no choice at all."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend target: opposing_player
opposing_player: dice_det? dice_mod "player"  // (a card's shortening: "to opposing player")
"""


def _opposing_player(children: list[Any]) -> Effect:
    if len(children) == 1:
        children = [("det", "an"), *children]  # "deal 1 damage to opposing player"
    if children[0] != ("det", "an") or children[1] != ("flag", "opposing"):
        raise NotRead("target")  # "each opposing player", "an active player"
    return {"target": "opponent"}


RULES = {"opposing_player": _opposing_player}
