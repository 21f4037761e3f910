"""Active (DM-18.1): a card is active while one or more of its dice are in the Field Zone."""

from __future__ import annotations

from games.engine.model.state import GameState, Zone


def is_active(state: GameState, player: int | None, card: str) -> bool:
    """DM-18.1 (the Attack Zone is part of the Field Zone, DM-1.4)."""
    for zone in (Zone.FIELD, Zone.ATTACK):
        for die_id in state.in_zone(player, zone):
            if state.dice[die_id].card == card:
                return True
    return False
