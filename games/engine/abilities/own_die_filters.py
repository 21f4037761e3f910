"""Filters that name dice by the resolving ability's own die (issue 16, card text), as
abilities/own_level.py compares levels with it:

- `not_own` (true): any die but that die itself: "give another <name> +1A" (another die
  of the same card is "another" too: it is a die, not the card, that the text sets apart).
- `blocking_own`: the die is one of the own die's blockers (declared as blocking it, DM-9.3,
  and both still in the Attack Zone): "KO one character blocking <this>"; false: it is not
  ("target opposing character die not blocking <this>").

The own die is the source die of the trigger resolving now, the head of the queue (DM-15.3;
flow/decide.py resolves `triggers[0]`). With no trigger, no die blocks it and every die
is another. Registered in `FILTERS` here (abilities/targets.py imports this module)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS
from games.engine.model.state import Die, GameState, Zone


def own_die(state: GameState) -> str:
    """The resolving ability's own die ("" with none)."""
    return state.triggers[0].source_die if state.triggers else ""


def _not_own(state: GameState, die: Die, value: Any) -> bool:
    return (die.id != own_die(state)) is bool(value)


def blocks_own(state: GameState, die: Die) -> bool:
    """Is `die` declared as a blocker of the own die, both still in the Attack Zone?"""
    own = own_die(state)
    combat = state.combat
    source = state.dice.get(own) if own else None
    if source is None or combat is None or Zone.ATTACK not in (die.zone, source.zone):
        return False
    if die.zone is not source.zone:
        return False
    return any(b == die.id and a == own for b, a in combat.pairs())


def _blocking_own(state: GameState, die: Die, value: Any) -> bool:
    return blocks_own(state, die) is bool(value)


FILTERS["not_own"] = _not_own
FILTERS["blocking_own"] = _blocking_own
