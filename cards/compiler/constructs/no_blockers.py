"""A player barred from declaring blockers (DM-9.4; engine games/engine/abilities/effects/
no_blockers.py; docs/rulings.md "No blockers"): "<player> may not declare blockers [this
turn]", "<player> can't declare any blockers until the start of your next turn". The bar is
on the player, so a die they field after it began is barred too. Only a player named alone
("your opponent", "target opponent", "each player", "they"); dice ("... may not declare
Sidekicks as blockers") stay text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import THEM, Effect, NotRead

OP = "cant_declare_blockers"

GRAMMAR = r"""
%extend effect: no_blockers
no_blockers: targets _cant "declare" "any"? "blockers" duration?
"""
_PLAYERS = ("opponent", "all_players", THEM)


def _barred(children: list[Any]) -> list[Effect]:
    named = children[0] if isinstance(children[0], list) else [children[0]]
    who = named[0].get("target") if len(named) == 1 and isinstance(named[0], dict) else None
    if who not in _PLAYERS or len(named[0]) != 1:
        raise NotRead("effect")
    return [{"op": OP, "target": who, **duration_of(children)}]


RULES: dict[str, Any] = {"no_blockers": _barred}
