"""The filter `lowest_cost` (issue 16, card text): "KO the lowest purchase cost opposing
character die". A character die in a Field Zone (the Field or the Attack Zone, DM-9.1)
whose card's purchase cost (DM-8.8; a Sidekick's card costs 0; a copy's, the copied card's:
filters.card_of) is no higher than that of any other character die its controller has
there. Dice tied for the lowest all match, so the player whose effect it is chooses among
them (docs/rulings.md, lane ec's calls). A die outside the Field Zone never matches.

Registered in `FILTERS` here, as abilities/own_level.py is (abilities/targets.py imports
this module)."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.filters import FILTERS, card_of
from games.engine.model.state import FIELD_ZONES, Die, GameState


def _holder(state: GameState, die: Die) -> int | None:
    """The seat whose Field Zone holds the die (its controller), None if none does."""
    for seat in range(state.seats):
        if any(die.id in state.in_zone(seat, zone) for zone in FIELD_ZONES):
            return seat
    return None


def _lowest(state: GameState, die: Die, value: Any) -> bool:
    seat = _holder(state, die)
    if seat is None or not state.is_character(die):
        return False
    costs = [
        card_of(state, state.dice[d]).cost
        for zone in FIELD_ZONES
        for d in state.in_zone(seat, zone)
        if state.is_character(state.dice[d])
    ]
    return (card_of(state, die).cost <= min(costs)) is bool(value)


FILTERS["lowest_cost"] = _lowest
