"""Counting "for each ..." (DM-18.5): `EffectSpec.per` names a count; the effect's amount is
multiplied by it when the effect resolves (abilities/resolution.py) or, in a static ability,
whenever A and D are asked (abilities/stats.py). Counting "active characters" counts unique
characters with a die in the Field Zone; counting dice counts each die, only in the Field
Zone of the player named (DM-18.5). A new count is one entry in `COUNTS` and a test.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engine.abilities.hooks import counts_as_sidekick
from games.engine.model.state import FIELD_ZONES, GameState, Zone

Count = Callable[[GameState, int], int]  # (state, the effect's controller) -> how many


def _character_dice(state: GameState, player: int) -> list[str]:
    return [
        d
        for zone in FIELD_ZONES
        for d in state.in_zone(player, zone)
        if state.is_character(state.dice[d])
    ]


def _active_characters(state: GameState, player: int) -> int:
    """Unique characters (cards) with a die in the Field Zone (DM-18.1, DM-18.5)."""
    return len({state.dice[d].card for d in _character_dice(state, player)})


def _in_zone(zone: Zone, whose: int) -> Count:
    return lambda state, player: sum(
        len(state.in_zone(seat, zone))
        for seat in ((player,) if whose == 0 else state.opponents(player))
    )


COUNTS: dict[str, Count] = {
    "your_active_characters": _active_characters,
    "opposing_active_characters": lambda state, player: sum(
        _active_characters(state, seat) for seat in state.opponents(player)
    ),
    "your_character_dice": lambda state, player: len(_character_dice(state, player)),
    "opposing_character_dice": lambda state, player: sum(
        len(_character_dice(state, seat)) for seat in state.opponents(player)
    ),
    "all_character_dice": lambda state, player: sum(
        len(_character_dice(state, seat)) for seat in range(state.seats)
    ),
    "your_sidekick_dice": lambda state, player: sum(  # Ally dice count (hooks)
        counts_as_sidekick(state, state.dice[d]) for d in _character_dice(state, player)
    ),
    "dice_in_your_used_pile": _in_zone(Zone.USED, 0),
    "dice_in_opposing_used_pile": _in_zone(Zone.USED, 1),
    "dice_in_your_prep_area": _in_zone(Zone.PREP, 0),
}


def times(state: GameState, per: str, player: int) -> int:
    """How many times a "for each" effect of `player` applies now."""
    return COUNTS[per](state, player)
