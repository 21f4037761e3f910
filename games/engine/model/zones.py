"""Moving dice between zones, keeping the `(owner, zone) -> dice` index in step (DM-4).

Leaving the rolled zones forgets a die's face; leaving the Field Zone for the Reserve Pool
ends its damage and applied effects (DM-14.1).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine.model.state import (
    Die,
    GameState,
    Zone,
    make_die,
    with_changes,
)

ROLLED = (Zone.RESERVE, Zone.FIELD, Zone.ATTACK)
_FIELD_OR_ATTACK = (Zone.FIELD, Zone.ATTACK)
# Enum members as module constants: in Python 3.11 `Zone.BAG` costs a slow metaclass lookup.
_RESERVE, _FIELD, _ATTACK, _OOP, _USED, _BAG, _PREP = (
    Zone.RESERVE,
    Zone.FIELD,
    Zone.ATTACK,
    Zone.OOP,
    Zone.USED,
    Zone.BAG,
    Zone.PREP,
)
_ZONES = {z.value: z for z in Zone}


def zone_named(value: str) -> Zone:
    zone = _ZONES.get(value) if type(value) is str else None
    return zone if zone is not None else Zone(value)


# Dice off the rolled zones have no face, damage or effects: one shared (immutable) Die per
# place is enough, so moves there build no new object (performance).
_PARKED: dict[tuple[str, str, int, int | None, Zone], Die] = {}


def _moved(die: Die, to: Zone, new_owner: int | None) -> Die:
    """The die in its new zone: unrolled zones forget the face; leaving the Field Zone for
    the Reserve Pool ends damage and applied effects (DM-14.1)."""
    if to not in ROLLED:
        key = (die.id, die.card, die.copy, new_owner, to)
        parked = _PARKED.get(key)
        if parked is None:
            if len(_PARKED) > 100_000:
                _PARKED.clear()
            parked = _PARKED[key] = make_die(
                die.id, die.card, die.copy, new_owner, to, None, 0, (), False
            )
        return parked
    if to is _RESERVE and die.zone in _FIELD_OR_ATTACK:
        return make_die(
            die.id, die.card, die.copy, new_owner, to, die.face, 0, (), die.partially_spent
        )
    return make_die(
        die.id,
        die.card,
        die.copy,
        new_owner,
        to,
        die.face,
        die.damage,
        die.modifiers,
        die.partially_spent,
    )


def move_into(
    s: GameState,
    die_ids: Iterable[str],
    to: Zone,
    owner: int | None = None,
    changes: dict[str, Any] | None = None,
) -> None:
    """Move dice on the fresh copy `s` (keeping the zone index in step)."""
    ids = die_ids if isinstance(die_ids, tuple) else tuple(die_ids)
    dice = dict(s.dice)
    zones = dict(s.zones)
    if len(ids) == 1 or len(set(ids)) != len(ids):
        for die_id in ids:  # one die at a time (also a die named twice)
            die = dice[die_id]
            new_owner = die.owner if owner is None else owner
            old_key = (die.owner, die.zone)
            zones[old_key] = tuple([d for d in zones[old_key] if d != die_id])
            new_key = (new_owner, to)
            zones[new_key] = (*zones.get(new_key, ()), die_id)
            moved = _moved(die, to, new_owner)
            dice[die_id] = with_changes(moved, **changes) if changes else moved
    elif (
        owner is None
        and not changes
        and len({(d.owner, d.zone) for d in [dice[i] for i in ids]}) == 1
    ):
        # The usual move: dice from one place to one place (no change of owner).
        first = dice[ids[0]]
        old_key = (first.owner, first.zone)
        new_key = (first.owner, to)
        left = set(ids)
        zones[old_key] = tuple([d for d in zones[old_key] if d not in left])
        zones[new_key] = (*zones.get(new_key, ()), *ids)
        for die_id in ids:
            dice[die_id] = _moved(dice[die_id], to, first.owner)
    else:
        gone: dict[tuple[int | None, Zone], set[str]] = {}
        came: dict[tuple[int | None, Zone], list[str]] = {}
        for die_id in ids:
            die = dice[die_id]
            new_owner = die.owner if owner is None else owner
            old_key = (die.owner, die.zone)
            if old_key in gone:
                gone[old_key].add(die_id)
            else:
                gone[old_key] = {die_id}
            new_key = (new_owner, to)
            if new_key in came:
                came[new_key].append(die_id)
            else:
                came[new_key] = [die_id]
            moved = _moved(die, to, new_owner)
            dice[die_id] = with_changes(moved, **changes) if changes else moved
        for key, left in gone.items():
            zones[key] = tuple([d for d in zones[key] if d not in left])
        for key, added in came.items():
            zones[key] = (*zones.get(key, ()), *added)
    s.dice = dice
    s.zones = zones
