"""evolve handlers of capture and control (DM-23.1, DM-23.2), merged into evolve.APPLY.

A capture or a control is a persistent effect on the die taken (`Lasting` "captured" or
"controlled", `source` the capturing or controlling die, `to` the zone it came from,
`amount` its owner for control) that lasts `until` RETURNS (`returns`: with how long it
lasts, DM-14.2): neither Cleanup, a new turn nor the die's KO ends it; only CaptureEnded and
ControlEnded do (abilities/effects/capture.py and control.py say when)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.model import events as ev
from games.engine.model.cards import TOKEN_PREFIX
from games.engine.model.changes import Changes, moves
from games.engine.model.state import FIELD_ZONES, Die, GameState, Lasting, Zone
from games.engine.model.zones import move

RETURNS = "returns"  # Lasting.until of captures and controls
CAPTURED, CONTROLLED = "captured", "controlled"


def returns(until: str, turn: int, seq: int = 0) -> str:
    """Lasting.until of a capture or control that lasts `until` (DiceCaptured.until):
    "returns" (the end of the turn), "returns:while_in_field", "returns:next_turn:<turn it
    started>" (it ends as its controller's next turn after that one begins),
    "returns:until_damage:<seq it started>" (it ends once its controller damages an opponent
    after that)."""
    if until == "next_turn":
        return f"{RETURNS}:next_turn:{turn}"
    if until == "until_damage":
        return f"{RETURNS}:until_damage:{seq}"
    return f"{RETURNS}:{until}" if until else RETURNS


def returning(x: Lasting) -> bool:
    """Is this persistent effect a capture or a control (ended only by its own rule)?"""
    return x.until.startswith(RETURNS)


def lasts(x: Lasting) -> tuple[str, int]:
    """(how long, the turn it started for "next_turn" or the seq for "until_damage") of a
    capture or control: "turn", "next_turn", "while_in_field" or "until_damage"."""
    parts = x.until.split(":")
    if len(parts) == 1:
        return "turn", 0
    return parts[1], int(parts[2]) if len(parts) > 2 else 0


def _origin(die: Die) -> str:
    """Where a die taken from `die.zone` returns (the Attack Zone is part of the Field Zone,
    DM-1.4; combat is over for it)."""
    return Zone.FIELD.value if die.zone in FIELD_ZONES else die.zone.value


def _without(s: GameState, effect: str, die: str) -> tuple[Lasting, ...]:
    return tuple(x for x in s.lasting if not (x.effect == effect and x.target == die))


def _captured(s: GameState, e: ev.DiceCaptured) -> Changes:
    dice, zones = dict(s.dice), dict(s.zones)
    # it no longer exists: its effects end, but for a control, which waits (control.py)
    lasting = [x for x in s.lasting if x.target not in e.dice or returning(x)]
    for die_id in e.dice:
        die = dice[die_id]
        key = (die.owner, die.zone)
        zones[key] = tuple(d for d in zones[key] if d != die_id)
        if die.card.startswith(TOKEN_PREFIX):  # a token leaving the Field Zone (DM-24.1)
            dice[die_id] = Die(die_id, die.card, die.copy, die.owner, Zone.GONE)
            continue
        dice[die_id] = Die(die_id, die.card, die.copy, die.owner, Zone.CAPTURED, die.face)
        place = (die.owner, Zone.CAPTURED)
        zones[place] = (*zones.get(place, ()), die_id)
        until = returns(e.until, s.turn, s.seq)
        lasting.append(Lasting(CAPTURED, die_id, e.by, e.player, until, 0, _origin(die)))
    return {"dice": dice, "zones": zones, "lasting": tuple(lasting)}


def _capture_ended(s: GameState, e: ev.CaptureEnded) -> Changes:
    die = s.dice[e.die]
    dice, zones = dict(s.dice), dict(s.zones)
    to = Zone(e.to)
    zones[(die.owner, Zone.CAPTURED)] = tuple(
        d for d in zones[(die.owner, Zone.CAPTURED)] if d != e.die
    )
    dice[e.die] = Die(e.die, die.card, die.copy, die.owner, to, die.face if to in FIELD_ZONES
                      or to is Zone.RESERVE else None)  # fmt: skip
    zones[(die.owner, to)] = (*zones.get((die.owner, to), ()), e.die)
    return {"dice": dice, "zones": zones, "lasting": _without(s, CAPTURED, e.die)}


def _control_taken(s: GameState, e: ev.ControlTaken) -> Changes:
    lasting = list(s.lasting)
    for die_id in e.dice:
        die = s.dice[die_id]
        owner = die.owner if die.owner is not None else s.next_seat(e.player)  # (Doubles)
        until = returns(e.until, s.turn)
        lasting.append(Lasting(CONTROLLED, die_id, e.by, e.player, until, owner, _origin(die)))
    dice, zones = move(s.dice, s.zones, e.dice, Zone.FIELD, e.player)
    return {"dice": dice, "zones": zones, "lasting": tuple(lasting)}


def _control_ended(s: GameState, e: ev.ControlEnded) -> Changes:
    lasting = {"lasting": _without(s, CONTROLLED, e.die)}
    if s.dice[e.die].zone is Zone.GONE:  # a token that ceased to exist (DM-24.1)
        return lasting
    return {**moves(s, (e.die,), Zone(e.to), e.player), **lasting}


APPLY_TAKEOVER: dict[type[ev.Event], Callable[[GameState, Any], Changes]] = {
    ev.DiceCaptured: _captured,
    ev.CaptureEnded: _capture_ended,
    ev.ControlTaken: _control_taken,
    ev.ControlEnded: _control_ended,
}
