"""A die rerolled in the Field Zone to a face that cannot stay there leaves it (DM-22.1/22.3):
the move to the Reserve Pool, and its announcement as a die leaving the Field Zone
(abilities/left_field.py: Aftershock, "when any character die leaves the Field Zone"), by the
player whose effect rerolled it. Apart from flow/decide.py, so the reroll's outcome and the
doors a die leaves by are read in one place."""

from __future__ import annotations

from games.engine.abilities import hooks, left_field
from games.engine.model import events as ev
from games.engine.model.batch import Batch
from games.engine.model.state import FIELD_ZONES, Zone


def off_the_field(b: Batch, faces: tuple[tuple[str, int], ...], player: int | None) -> None:
    """Dice just rolled (`faces`) that are in a Field Zone on a face that cannot be there
    (energy, or an action face of a character die) move to their owner's Reserve Pool; a
    Continuous action die rerolled to an action face stays (at home there, DM-8.14).
    `player`: whose roll it was (the effect's controller), the one they left because of."""
    state = b.state
    leaving: dict[int, list[str]] = {}
    for die_id, _ in faces:
        die = state.dice[die_id]
        if die.zone not in FIELD_ZONES or state.is_character(die) or die.owner is None:
            continue
        if state.is_action(die) and hooks.action_die_destination(state, die_id) in FIELD_ZONES:
            continue
        leaving.setdefault(die.owner, []).append(die_id)
    if not leaving:
        return
    were = left_field.in_field(state, [d for dice in leaving.values() for d in dice])
    for owner, dice in sorted(leaving.items()):
        b.emit(ev.DiceMoved(owner, tuple(dice), Zone.RESERVE.value, "rerolled"))
    if were and player is not None:
        left_field.moved(b, were, player)
