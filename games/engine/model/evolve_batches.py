"""evolve handlers of fielding (which remembers the dice paid for it, 001:L345-348) and of
the 2014 rules' decisions made several at once, "to spend a generic die completely"
(001:L309-311, L341-342, L826-827), merged into evolve.APPLY; each returns the next state
(evolve.py says why)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from games.engine.model import events as ev
from games.engine.model.changes import acted, pay
from games.engine.model.state import GameState, Zone
from games.engine.model.zones import move

_USED, _FIELD = Zone.USED, Zone.FIELD


def _character_fielded(s: GameState, e: ev.CharacterFielded) -> GameState:
    return _fielded(s, e.player, (e.die,), e.paid, e.virtual)


def _fielded_instead(s: GameState, e: ev.CharacterFieldedInstead) -> GameState:
    return _fielded(s, e.player, (e.die,), e.paid, e.virtual)  # its price follows


def _fielded(
    s: GameState, player: int, fielded: tuple[str, ...], paid: Any, virtual: int
) -> GameState:
    """One or several characters fielded with one payment; the dice paid are remembered,
    since the fielded dice's "when fielded" effects never select them (001:L345-348,
    abilities/targets.py)."""
    changes = pay(s, player, paid, virtual)
    dice, zones = move(changes["dice"], changes["zones"], fielded, _FIELD)
    return replace(
        s,
        seq=s.seq + 1,
        **acted(s, player),
        dice=dice,
        zones=zones,
        players=changes["players"],
        lasting=changes.get("lasting", s.lasting),  # borrowed energy used up (changes.py)
        paid_to_field=(fielded, tuple([die for die, _ in paid])),
        fielded=(*s.fielded, *[(player, die) for die in fielded]),
    )


def _dice_purchased(s: GameState, e: ev.DicePurchased) -> GameState:
    changes = pay(s, e.player, e.paid, 0)
    dice, zones = move(changes["dice"], changes["zones"], e.dice, _USED, e.player)  # DM-8.8
    players = changes["players"]
    purchased = (*s.purchased, *((e.player, die) for die in e.dice))
    return replace(
        s, seq=s.seq + 1, **acted(s, e.player), dice=dice, zones=zones, players=players,
        purchased=purchased,
    )  # fmt: skip


def _characters_fielded(s: GameState, e: ev.CharactersFielded) -> GameState:
    return _fielded(s, e.player, e.dice, e.paid, 0)


def _globals_used(s: GameState, e: ev.GlobalsUsed) -> GameState:
    used = (*s.globals_used, *((e.player, e.card, e.ability),) * e.times)
    changes = {**pay(s, e.player, e.paid, 0), **acted(s, e.player)}
    return replace(s, seq=s.seq + 1, **changes, globals_used=used)


APPLY_BATCHES: dict[type[ev.Event], Callable[[GameState, Any], GameState]] = {
    ev.CharacterFielded: _character_fielded,
    ev.CharacterFieldedInstead: _fielded_instead,
    ev.DicePurchased: _dice_purchased,
    ev.CharactersFielded: _characters_fielded,
    ev.GlobalsUsed: _globals_used,
}
