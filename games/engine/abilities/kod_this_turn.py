"""The filter `kod_this_turn` (issue 16, card text): "character dice that were KO'd this
turn": a die among the character dice KO'd this turn (GameState.kod: by damage or by an
effect, DM-9.11, DM-16.4), whoever controlled it. With value False, a die not KO'd this turn.

Registered in `FILTERS` here, as abilities/own_level.py is (abilities/targets.py imports
this module)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS
from games.engine.model.state import Die, GameState


def _kod_this_turn(state: GameState, die: Die, value: Any) -> bool:
    return any(kod == die.id for _, kod in state.kod) is bool(value)


FILTERS["kod_this_turn"] = _kod_this_turn
