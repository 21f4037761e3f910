"""Every character and every opponent (issue 16): "deal 1 damage to all characters and
opposing players" names each character die in a Field Zone (`all_characters`, DM-13.3: not
chosen) and the opponent (the engine's two-player `opponent`, as "each opponent" is read):
two effects, in that order, as constructs/damage_more.py reads "all characters and
players". Only after "all characters": "target die and opposing players" names no kind."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead

GRAMMAR = r"""
%extend targets: and_opposing_players
// (as damage_more.py's "and players": the list's own "and" and this one's are both shifts)
and_opposing_players: target "and" "opposing" "players"
%extend target: bare_opponent
bare_opponent: "opponent"  // (a card's shortening: "deal 1 damage to opponent")
"""


def _and_opposing(children: list[Any]) -> list[Effect]:
    dice = children[0]
    if dice.get("target") != "all_characters":
        raise NotRead("target")
    return [dice, {"target": "opponent"}]


RULES: dict[str, Any] = {
    "and_opposing_players": _and_opposing,
    "bare_opponent": lambda c: {"target": "opponent"},
}
