"""How much damage a die has dealt this turn (DM-19.1: the damage record, model/hits.py, keeps
each event until Cleanup, less what was prevented): the filter `dealt_at_least` ("if <this
die> dealt at least 2 damage, put it in your Prep Area"). Every target counts, players and
dice, combat and ability damage alike: the text names no target (docs/rulings.md "Damage a
die dealt")."""

from __future__ import annotations

from typing import Any

from games.engine.model.state import Die, GameState

NAME = "dealt_at_least"


def dealt_this_turn(state: GameState, die_id: str) -> int:
    """The damage the die dealt this turn that was not prevented."""
    return sum(h.amount for h in state.hits if h.source == die_id)


def dealt_at_least(state: GameState, die: Die, value: Any) -> bool:
    """The filter: at least `value` damage dealt this turn."""
    return dealt_this_turn(state, die.id) >= int(value)


def check(value: Any) -> str:
    """What is wrong with the filter's value (the loader's check): a whole number from 1."""
    whole = isinstance(value, int) and not isinstance(value, bool) and value >= 1
    return "" if whole else "a whole number of damage, 1 or more"
