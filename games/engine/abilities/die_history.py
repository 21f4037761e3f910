"""Two filters of what a die's card holds or what befell it this turn (issue 16, card text):

- `damaged_this_turn`: "target character die that has already been damaged this turn": a die
  some damage was dealt to since the last Cleanup and not prevented (GameState.hits keeps
  each damage event until Cleanup, DM-16.2, DM-19.1; a prevented hit is taken back);
- `has_global`: "each character die that has a Global Ability on its card": a die whose card
  (the text it has now: its own, or a copy's, DM-23.3) has a Global Ability (DM-8.18).

With value False, the other dice. Registered in `FILTERS` here, as abilities/kod_this_turn.py
is (abilities/targets.py imports this module)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS, card_of
from games.engine.model.state import Die, GameState


def _damaged_this_turn(state: GameState, die: Die, value: Any) -> bool:
    return any(h.target == die.id and h.amount > 0 for h in state.hits) is bool(value)


def _has_global(state: GameState, die: Die, value: Any) -> bool:
    return bool(card_of(state, die).globals) is bool(value)


FILTERS["damaged_this_turn"] = _damaged_this_turn
FILTERS["has_global"] = _has_global
