"""evolve handlers of the events that move dice or change them (rolls, damage, applied
effects), merged into evolve.APPLY; each returns the next state (evolve.py says why)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from typing import Any

from msgspec.structs import replace

from games.engine.model import events as ev
from games.engine.model.changes import acted, pay, players_with
from games.engine.model.hits import recorded
from games.engine.model.state import GameState, Lasting, Modifier, Zone
from games.engine.model.zones import ROLLED, ZONE_NAMED, move, zone_named

_BAG, _PREP, _USED = Zone.BAG, Zone.PREP, Zone.USED


def _bag_refilled(s: GameState, e: ev.BagRefilled) -> GameState:
    dice, zones = move(s.dice, s.zones, e.dice, _BAG)
    return replace(s, seq=s.seq + 1, dice=dice, zones=zones)


def _dice_drawn(s: GameState, e: ev.DiceDrawn) -> GameState:
    # To a zone; or to a keyword that takes dice out to look at them (Corrupt): they stay in
    # the bag unless the keyword moves them.
    to = zone_named(e.to) if e.to in ev.DRAW_DESTINATIONS else _BAG
    dice, zones = move(s.dice, s.zones, e.dice, to)
    return replace(
        s,
        seq=s.seq + 1,
        dice=dice,
        zones=zones,
        # the step's own draw; an effect's draw does not count (DM-6.3)
        drawn=s.drawn + len(e.dice) if s.chance is None else s.drawn,
        chance=None,
        random_draws=s.random_draws + 1,
    )


def _dice_rolled(s: GameState, e: ev.DiceRolled) -> GameState:
    dice = dict(s.dice)
    cards = s.cards
    energy: list[str] = []  # rerolled to a face that is not a character (DM-22.4)
    for die_id, face in e.faces:
        die = dice[die_id]
        if cards[die.card].faces[face].kind != "character":  # DM-22.4: rerolled to energy
            dice[die_id] = replace(die, face=face, damage=0, modifiers=())
            energy.append(die_id)
        else:
            dice[die_id] = replace(die, face=face)
    return replace(
        s,
        seq=s.seq + 1,
        dice=dice,
        random_draws=s.random_draws + 1,
        chance=None,
        lasting=_lasting_without(s, energy),
    )


def _reroll_chosen(s: GameState, e: ev.RerollChosen) -> GameState:
    """The chosen dice are picked up to be rolled again: their faces are unknown until then."""
    dice = dict(s.dice)
    for die_id in e.dice:
        dice[die_id] = replace(dice[die_id], face=None)
    taken = s.players[e.player].rerolls + 1  # (the step's own, then extra ones)
    return replace(s, seq=s.seq + 1, dice=dice, players=players_with(s, e.player, rerolls=taken))


def _die_purchased(s: GameState, e: ev.DiePurchased) -> GameState:
    changes = pay(s, e.player, e.paid, e.virtual)
    dice, zones = move(changes["dice"], changes["zones"], (e.die,), _USED, e.player)  # DM-8.8
    purchased = (*s.purchased, (e.player, e.die))
    return replace(
        s, seq=s.seq + 1, **acted(s, e.player), dice=dice, zones=zones,
        players=changes["players"], purchased=purchased,
        lasting=changes.get("lasting", s.lasting),  # borrowed energy used up (changes.py)
    )  # fmt: skip


def _die_fabricated(s: GameState, e: ev.DieFabricated) -> GameState:
    """As a purchase with nothing paid: the KO'd dice follow as events of their own."""
    return _die_purchased(s, ev.DiePurchased(e.player, e.card, e.die, ()))


def _action_die_used(s: GameState, e: ev.ActionDieUsed) -> GameState:
    if e.paid or e.virtual:  # what its use cost (abilities/energy_taxes.py, DM-8.1)
        s = replace(s, **pay(s, e.player, e.paid, e.virtual))
    to = zone_named(e.to)
    used = (*s.used_actions, (e.player, e.die))
    if to is s.dice[e.die].zone:  # 2014: it stays while its effect applies (001:L331-332)
        return replace(s, seq=s.seq + 1, **acted(s, e.player), used_actions=used)
    dice, zones = move(s.dice, s.zones, (e.die,), to)  # DM-8.14
    return replace(
        s, seq=s.seq + 1, **acted(s, e.player), dice=dice, zones=zones, used_actions=used
    )


def _dice_moved(s: GameState, e: ev.DiceMoved) -> GameState:
    to = ZONE_NAMED.get(e.to) if type(e.to) is str else None  # (`zone_named` inlined: hot)
    if to is None:
        to = zone_named(e.to)
    dice, zones = move(s.dice, s.zones, e.dice, to)
    lasting = s.lasting
    if lasting and to not in ROLLED:  # gone from play: its persistent effects end (DM-14.2)
        lasting = _lasting_without(s, e.dice)
    fielded = (*s.fielded, *zip(repeat(e.player), e.dice)) if e.fielding else s.fielded
    return replace(s, seq=s.seq + 1, dice=dice, zones=zones, lasting=lasting, fielded=fielded)


def _with_die(s: GameState, die_id: str, **changes: Any) -> GameState:
    dice = dict(s.dice)
    dice[die_id] = replace(dice[die_id], **changes)
    return replace(s, seq=s.seq + 1, dice=dice)


def _die_damaged(s: GameState, e: ev.DieDamaged) -> GameState:
    after = _with_die(s, e.die, damage=s.dice[e.die].damage + e.amount)
    return replace(after, marked=True, **recorded(s, e.die, e.source, e.amount, e.combat))


def _knocked_out(s: GameState, e: ev.DiceKnockedOut) -> GameState:
    kod = tuple(
        (p, d)
        for d in e.dice
        if d in s.dice
        for p in range(s.seats)
        if d in s.zones.get((p, s.dice[d].zone), ())
    )  # who controlled it (DM-9.11): the seat whose zone held it, not a walk over every zone
    faces = tuple((d, f) for d in e.dice if d in s.dice and (f := s.dice[d].face) is not None)
    dice, zones = move(s.dice, s.zones, e.dice, _PREP)
    return replace(
        s, seq=s.seq + 1, dice=dice, zones=zones, lasting=_lasting_without(s, e.dice),
        kod=(*s.kod, *kod), kod_faces=(*s.kod_faces, *faces),
        kod_stats=(*s.kod_stats, *e.stats) if e.stats else s.kod_stats,
    )  # fmt: skip


def _lasting_without(s: GameState, dice: Any) -> tuple[Lasting, ...]:
    """DM-14.2: a persistent effect on a die ends if the die is KO'd or rerolled to energy
    (a capture or a control ends by its own rule: until "returns", evolve_takeover.py)."""
    if not s.lasting:
        return s.lasting
    return _lasting_kept(s.lasting, dice)


def _lasting_kept(lasting: tuple[Lasting, ...], dice: Any) -> tuple[Lasting, ...]:
    """`lasting` less the effects on `dice` (the same tuple when none ends). (Apart: its
    generators would make `dice` a closure cell at every call of `_lasting_without`.)"""
    if not any(x.target in dice for x in lasting):
        return lasting
    return tuple(x for x in lasting if x.target not in dice or x.until.startswith("returns"))


def _die_spun(s: GameState, e: ev.DieSpun) -> GameState:
    return _with_die(s, e.die, face=e.face)


def _stats_modified(s: GameState, e: ev.StatsModified) -> GameState:
    modifier = Modifier(e.attack, e.defense, e.source)
    dice = dict(s.dice)
    dice[e.die] = replace(dice[e.die], modifiers=(*dice[e.die].modifiers, modifier))
    return replace(s, seq=s.seq + 1, dice=dice, marked=True)


def _cleaned_up(s: GameState, e: ev.TurnCleanedUp) -> GameState:
    """DM-10.1: all damage and applied effects end."""
    # (a die's id: its key; no die to look at when none was damaged or modified since the last)
    hurt = [die for die in s.dice.values() if die.damage or die.modifiers] if s.marked else ()
    dice = (
        {**s.dice, **{d.id: replace(d, damage=0, modifiers=()) for d in hurt}} if hurt else s.dice
    )
    lasting = s.lasting and tuple(x for x in s.lasting if x.until != "end_of_turn")  # DM-14.2
    changes = {"cleaned": True, "lasting": lasting, "hits": (), "hits_open": False}
    return replace(s, seq=s.seq + 1, dice=dice, marked=False, **changes)


def _die_recovered(s: GameState, e: ev.DieRecovered) -> GameState:
    if e.damage_only:  # "clear all damage" (effects/clear_damage.py)
        return _with_die(s, e.die, damage=0)
    return _with_die(s, e.die, damage=0, modifiers=())


APPLY_DICE: dict[type[ev.Event], Callable[[GameState, Any], GameState]] = {
    ev.BagRefilled: _bag_refilled,
    ev.DiceDrawn: _dice_drawn,
    ev.DiceRolled: _dice_rolled,
    ev.RerollChosen: _reroll_chosen,
    ev.DiePurchased: _die_purchased,
    ev.DieFabricated: _die_fabricated,
    ev.ActionDieUsed: _action_die_used,
    ev.DiceMoved: _dice_moved,
    ev.DieDamaged: _die_damaged,
    ev.DiceKnockedOut: _knocked_out,
    ev.DieSpun: _die_spun,
    ev.StatsModified: _stats_modified,
    ev.TurnCleanedUp: _cleaned_up,
    ev.DieRecovered: _die_recovered,
}
