"""A condition comparing levels with the die asked about: "if an opponent controls a higher
level character die" (kind `higher_level`, `whose`: opposing by default): one of that
player's character dice in a Field Zone (the Field or Attack Zone) shows a character face of
a higher level than the one the ability's own die shows (DM-1.4: a character face's level;
a die showing no character face has no level, so nothing is higher than it)."""

from __future__ import annotations

from typing import Any

from games.engine.model.cards import CharacterFace
from games.engine.model.state import FIELD_ZONES, GameState


def _level(state: GameState, die_id: str) -> int:
    die = state.dice.get(die_id)
    face = state.face_of(die) if die is not None else None
    return face.level if isinstance(face, CharacterFace) else 0


def higher_level(ctx: Any, condition: Any) -> bool:
    """A die of `whose` (opposing: the controller's opponents) above the asked die's level.
    (`ctx`: abilities/conditions.Context, not imported: conditions.py reads this.)"""
    state = ctx.state
    mine = _level(state, ctx.source_die)
    if not mine:
        return False
    whose = condition.get("whose", "opposing")
    seats = (ctx.controller,) if whose == "yours" else state.opponents(ctx.controller)
    return any(
        _level(state, die_id) > mine
        for seat in seats
        for zone in FIELD_ZONES
        for die_id in state.in_zone(seat, zone)
    )
