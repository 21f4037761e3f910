"""Moving dice between zones, keeping the `(owner, zone) -> dice` index in step (DM-4).

Leaving the rolled zones forgets a die's face; leaving the Field Zone for the Reserve Pool
ends its damage and applied effects (DM-14.1). Nothing here changes the mappings it is
given.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import filterfalse

from msgspec.structs import replace

from games.engine.model.cards import TOKEN_PREFIX
from games.engine.model.state import Die, Zone

Dice = Mapping[str, Die]
Zones = Mapping[tuple[int | None, Zone], tuple[str, ...]]

# Enum members as module constants: in Python 3.11 `Zone.BAG` costs a slow metaclass lookup.
_RESERVE, _FIELD, _ATTACK = Zone.RESERVE, Zone.FIELD, Zone.ATTACK
_REMOVED, _GONE = Zone.REMOVED, Zone.GONE
ROLLED = (_RESERVE, _FIELD, _ATTACK, _REMOVED)  # zones where a die keeps its face
_FIELD_OR_ATTACK = (_FIELD, _ATTACK)
ZONE_NAMED = {z.value: z for z in Zone}


def zone_named(value: str) -> Zone:
    zone = ZONE_NAMED.get(value) if type(value) is str else None
    return zone if zone is not None else Zone(value)


def moved(die: Die, to: Zone, owner: int | None) -> Die:
    """The die in its new zone: unrolled zones forget the face; leaving the Field Zone for
    the Reserve Pool, or to be set aside until end of turn, ends damage and applied effects
    (DM-14.1)."""
    if to not in ROLLED:
        return Die(die.id, die.card, die.copy, owner, to)
    if (to is _RESERVE or to is _REMOVED) and die.zone in _FIELD_OR_ATTACK:
        return Die(die.id, die.card, die.copy, owner, to, die.face, 0, (), die.partially_spent)
    return Die(
        die.id,
        die.card,
        die.copy,
        owner,
        to,
        die.face,
        die.damage,
        die.modifiers,
        die.partially_spent,
    )


def move(
    dice: Dice, zones: Zones, die_ids: Sequence[str], to: Zone, owner: int | None = None
) -> tuple[Dice, Zones]:
    """New (dice, zones) with `die_ids` moved to `to` (to `owner` if given, else staying
    with their owner), in the order given; a die named twice moves once. Moving no die
    gives the same mappings back (no attacker, no blocker)."""
    if not die_ids:
        return dice, zones
    if len(die_ids) == 1:
        return _move_one(dice, zones, die_ids[0], to, owner)
    first = dice[die_ids[0]]
    if first.zone not in _FIELD_OR_ATTACK:  # (the usual moves of several dice: one zone)
        here = zones.get((first.owner, first.zone), ())
        if here == die_ids or (len(set(die_ids)) == len(die_ids) and set(here).issuperset(die_ids)):
            return _move_from(dice, zones, first, here, die_ids, to, owner)
    new_dice = dict(dice)
    new_zones = dict(zones)
    leaving: dict[tuple[int | None, Zone], list[str]] = {}
    arriving: list[str] = []  # to (owner, to) when `owner` is given, else grouped below
    out_of_field = to is not _FIELD and to is not _ATTACK
    forget = to not in ROLLED  # (a bag, a pile: only the die's identity goes with it)
    for die_id in dict.fromkeys(die_ids):  # (in order, once each)
        die = new_dice[die_id]
        new_owner = die.owner if owner is None else owner
        leaving.setdefault((die.owner, die.zone), []).append(die_id)
        if out_of_field and die.card.startswith(TOKEN_PREFIX):  # it ceases to exist (DM-24.1)
            new_dice[die_id] = Die(die_id, die.card, die.copy, new_owner, _GONE)
            continue
        arriving.append(die_id)
        if forget:  # (`moved` inlined for the most common moves of several dice)
            new_dice[die_id] = Die(die_id, die.card, die.copy, new_owner, to)
        else:
            new_dice[die_id] = moved(die, to, new_owner)
    for key, gone in leaving.items():
        new_zones[key] = _without(new_zones[key], gone)
    if owner is not None or len(leaving) == 1:  # (one owner: the usual case)
        if arriving:
            key = (new_dice[arriving[0]].owner, to)
            new_zones[key] = (*new_zones.get(key, ()), *arriving)
        return new_dice, new_zones
    by_owner: dict[int | None, list[str]] = {}
    for die_id in arriving:
        by_owner.setdefault(new_dice[die_id].owner, []).append(die_id)
    for new_owner, added in by_owner.items():
        key = (new_owner, to)
        new_zones[key] = (*new_zones.get(key, ()), *added)
    return new_dice, new_zones


def _move_one(
    dice: Dice, zones: Zones, die_id: str, to: Zone, owner: int | None
) -> tuple[Dice, Zones]:
    """`move` of one die (most moves: a purchase, a fielding, an action die, a KO): no
    grouping by zone, and the zone it leaves loses it without a search of the others."""
    die = dice[die_id]
    new_owner = die.owner if owner is None else owner
    new_dice = dict(dice)
    new_zones = dict(zones)
    here = new_zones[die.owner, die.zone]
    index = here.index(die_id)
    new_zones[die.owner, die.zone] = here[:index] + here[index + 1 :]
    if to is not _FIELD and to is not _ATTACK and die.card.startswith(TOKEN_PREFIX):
        new_dice[die_id] = Die(die_id, die.card, die.copy, new_owner, _GONE)  # (DM-24.1)
    else:  # (`moved`, inlined for a die going where it forgets its face: most single moves)
        new_dice[die_id] = (
            moved(die, to, new_owner)
            if to in ROLLED
            else Die(die_id, die.card, die.copy, new_owner, to)
        )
        new_zones[new_owner, to] = (*new_zones.get((new_owner, to), ()), die_id)
    return new_dice, new_zones


def _move_from(
    dice: Dice,
    zones: Zones,
    first: Die,
    here: tuple[str, ...],
    die_ids: Sequence[str],
    to: Zone,
    owner: int | None,
) -> tuple[Dice, Zones]:
    """`move` of distinct dice that are all in one zone (`here`, `first`'s) out of the Field
    Zone: a draw, a payment, a whole zone (a Clear, a bag refilled, the Roll and Reroll
    Step's end). One owner, and no token among them (DM-24.1: a token exists in the Field
    Zone only), so no grouping by zone."""
    new_owner = first.owner if owner is None else owner
    new_dice = dict(dice)
    if to in ROLLED and new_owner == first.owner:  # (`moved` inlined: none of them leaves
        for die_id in die_ids:  # the Field Zone; a copy changing only the zone, made in C)
            new_dice[die_id] = replace(dice[die_id], zone=to)
    elif to in ROLLED:
        for die_id in die_ids:
            new_dice[die_id] = replace(dice[die_id], owner=new_owner, zone=to)
    else:  # (`moved` inlined: only the die's identity goes with it)
        for die_id in die_ids:
            die = dice[die_id]
            new_dice[die_id] = Die(die_id, die.card, die.copy, new_owner, to)
    new_zones = dict(zones)
    # (`_without` inlined for a whole zone: a Clear, a roll's end, a bag refilled)
    left = () if len(die_ids) == len(here) else _without(here, die_ids)
    new_zones[first.owner, first.zone] = left
    new_zones[new_owner, to] = (*new_zones.get((new_owner, to), ()), *die_ids)
    return new_dice, new_zones


def vanished(dice: Dice, zones: Zones, die_ids: Iterable[str]) -> tuple[Dice, Zones]:
    """(dice, zones) with the tokens among `die_ids` that are out of the Field Zone gone: "As
    soon as they leave the Field Zone they no longer exist" (DM-24.1)."""
    gone = [
        d
        for d in die_ids
        if dice[d].card.startswith(TOKEN_PREFIX) and dice[d].zone not in _FIELD_OR_ATTACK
    ]
    if not gone:
        return dice, zones
    new_dice = dict(dice)
    new_zones = dict(zones)
    for d in gone:
        die = dice[d]
        key = (die.owner, die.zone)
        new_zones[key] = tuple(x for x in new_zones[key] if x != d)
        new_dice[d] = Die(d, die.card, die.copy, die.owner, _GONE)
    return new_dice, new_zones


def _without(here: tuple[str, ...], gone: Sequence[str]) -> tuple[str, ...]:
    """A zone's dice once `gone` (each in it once) have left: most moves take one die or the
    whole zone, which need no search."""
    if len(gone) == len(here):
        return ()
    if len(gone) == 1:
        index = here.index(gone[0])
        return here[:index] + here[index + 1 :]
    return tuple(filterfalse(set(gone).__contains__, here))  # (no closure cell)
