"""Active (DM-18.1): a card is active while one or more of its dice are in the Field Zone.

A die that is a copy of another die ("copy the die", DM-23.3: the copied text "in place of its
own") is not a die of its own card for this; the copied card's activity through a copy is
abilities/texts.py's (`lent`). Nor is a die with no text (abilities/textless.py)."""

from __future__ import annotations

from games.engine.abilities.textless import textless
from games.engine.abilities.texts import copies_on
from games.engine.model.state import GameState, Zone

_FIELD_ZONES = (Zone.FIELD, Zone.ATTACK)  # (a constant: a member's look-up on its class is slow)


def is_active(state: GameState, player: int | None, card: str) -> bool:
    """DM-18.1 (the Attack Zone is part of the Field Zone, DM-1.4)."""
    for zone in _FIELD_ZONES:
        for die_id in state.zones.get((player, zone), ()):  # (`in_zone` inlined: hot)
            die = state.dice[die_id]
            if die.card == card and not (
                state.lasting and (_a_copy(state, die_id) or textless(state, die))
            ):
                return True
    return False


def _a_copy(state: GameState, die_id: str) -> bool:
    copies = copies_on(state, die_id)
    return bool(copies) and copies[0][0] == "copy_die"
