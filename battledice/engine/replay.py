"""Replay: fold a log into a state, deciding every batch again.

Each decision event is turned back into its action and run; the events the engine produces
must stand in the log, field for field. Without the seed (before it is revealed) outcomes of
chance are checked for legality only, and a sealed load cannot be read: it is applied as
recorded, its contents unknown until the dice are opened.
"""

from __future__ import annotations

import gc
from collections.abc import Mapping, Sequence
from itertools import repeat
from typing import Any

import msgspec

from battledice.engine import actions as A
from battledice.engine import chance
from battledice.engine import errors as E
from battledice.engine import events as ev
from battledice.engine.decide import empty_dice, run
from battledice.engine.errors import CorruptLog, IllegalAction
from battledice.engine.evolve import evolve
from battledice.engine.flow import Batch, advance, awaiting
from battledice.engine.setup import initial_state
from battledice.engine.state import AT_STAGING, GameState, replace


def parse(records: Sequence[Mapping[str, Any]]) -> list[tuple[int, ev.Event]]:
    """(seq, event) for each record; CorruptLog at the first that is unreadable. The events
    after the first are decoded in one msgspec call (fields and types checked); where that
    fails, record by record for the position of the first bad one."""
    # (C-level maps and sets: no loop of ours, and no generator, over the records)
    if records and set(map(type, records)) <= {dict}:
        rest = list(map(dict, records[1:]))
        seqs = list(map(dict.pop, rest, repeat("seq"), repeat(None)))
        types = map(dict.get, rest, repeat("type"))  # (any JSON value: compared, not hashed)
        if set(map(type, seqs)) <= {int} and ev.GENESIS not in types:
            first = _parse_one(0, records[0])
            try:
                events = ev.events_from_dicts(rest)
            except (msgspec.ValidationError, TypeError, ValueError):
                pass  # read one by one below, for the position
            else:
                return [first, *zip(seqs, events, strict=True)]
    return [_parse_one(position, record) for position, record in enumerate(records)]


def _parse_one(position: int, record: Mapping[str, Any]) -> tuple[int, ev.Event]:
    try:
        seq = record["seq"]
        if type(seq) is not int:
            raise TypeError("seq is a number")
        return seq, ev.event_from_dict(dict(record))
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise CorruptLog(E.LOG_UNREADABLE, f"unreadable event: {error}", position) from error


def rewind_points(records: Sequence[Mapping[str, Any]], *, seed: str | None = None) -> list[int]:
    """The seqs a judge may rewind to: each event that ends a batch, before the last one."""
    kept: dict[int, GameState] = {}
    replay(records, seed=seed, keep=kept)
    return sorted(seq for seq in kept if seq < len(records) - 1)


def replay(
    records: Sequence[Mapping[str, Any]],
    *,
    seed: str | None = None,
    to_seq: int | None = None,
    keep: dict[int, GameState] | None = None,
) -> GameState:
    """The state after the log (or after event `to_seq`); CorruptLog where it fails.
    `keep` receives the state after each batch, by the seq of its last event."""
    # As Dice Masters' replay (games/engine/log/replay.py): a replay makes many short-lived
    # objects and no reference cycles (frozen states and events), so the cyclic garbage
    # collector only costs time here; it is paused for the replay, resumed whatever happens.
    collecting = gc.isenabled()
    if collecting:
        gc.disable()
    try:
        return _replay(records, seed, to_seq, keep)
    finally:
        if collecting:
            gc.enable()


def _replay(
    records: Sequence[Mapping[str, Any]],
    seed: str | None,
    to_seq: int | None,
    keep: dict[int, GameState] | None,
) -> GameState:
    events = parse(records)
    if not events or not isinstance(events[0][1], ev.BattleDiceGameCreated) or events[0][0]:
        raise CorruptLog(E.LOG_NOT_GENESIS, f"a log starts with {ev.GENESIS} at seq 0", 0)
    genesis = events[0][1]
    assert isinstance(genesis, ev.BattleDiceGameCreated)
    if genesis.version != ev.LOG_FORMAT_VERSION:
        raise CorruptLog(E.LOG_VERSION, f"log format {genesis.version} is not supported", 0)
    if seed is not None and genesis.seed_hash and chance.seed_hash(seed) != genesis.seed_hash:
        raise CorruptLog(E.LOG_SEED, "the seed does not match the published commitment", 0)
    try:
        state = initial_state(genesis, seed)
    except (IllegalAction, TypeError, ValueError) as error:
        raise CorruptLog(E.LOG_ILLEGAL, str(error), 0) from error
    last = len(events) if to_seq is None else min(len(events), to_seq + 1)
    seqs = [seq for seq, _ in events[:last]]
    if seqs != list(range(last)):  # (in one comparison: from here on, a seq is its index)
        index = next(i for i, seq in enumerate(seqs) if seq != i)
        raise CorruptLog(E.LOG_SEQ_GAP, f"expected seq {index}, found {seqs[index]}", index)
    # The automatic events that follow the first event (a round starts) form its batch.
    opening = Batch(state)
    advance(opening)
    if _check(events, 1, opening.events, last, to_seq):
        return _evolved(state, events, 1, last)
    state = opening.state
    # The states a judge may rewind to, kept only when asked for or when the log rewinds
    # (a replay that keeps every state holds the whole game in memory).
    logged = [event for _, event in events]
    rewinds = keep is not None or ev.RulingRewound in set(map(type, logged))
    checkpoints: dict[int, GameState] = keep if keep is not None else {}
    checkpoints[len(opening.events)] = state
    i = 1 + len(opening.events)
    while i < last:
        event = logged[i]
        if not event.decision:
            raise CorruptLog(E.LOG_MISMATCH, f"{event.type} follows from no decision here", i)
        kind = type(event)
        try:
            if kind is ev.RulingRewound:
                produced, after = _rewound(state, checkpoints, event)  # type: ignore[arg-type]
            elif kind is ev.DiceLoaded and state.seed is None and state.online:
                produced, after = _sealed_load(state, event)  # type: ignore[arg-type]
            else:
                produced, after = run(state, _action_of(state, event))
        except IllegalAction as error:
            raise CorruptLog(error.code, error.message, i, error.rule) from error
        except (TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
            raise CorruptLog(E.LOG_UNREADABLE, f"malformed {event.type}: {error!r}", i) from None
        end = i + len(produced)
        # The usual case, the whole batch standing in the log, in one comparison.
        if not (end <= last and logged[i:end] == produced) and _check(
            events, i, produced, last, to_seq
        ):
            return _evolved(state, events, i, last)
        state = after
        i = end
        if rewinds:
            checkpoints[i - 1] = state
    return state


def _check(
    events: list[tuple[int, ev.Event]],
    i: int,
    produced: list[ev.Event],
    last: int,
    to_seq: int | None,
) -> bool:
    """CorruptLog unless the log holds the produced events from position `i`; True when the
    log is read only up to `to_seq` and that falls inside the batch."""
    for offset, expected in enumerate(produced):
        if i + offset >= last:
            if to_seq is None:
                raise CorruptLog(E.LOG_TRUNCATED, f"{expected.type} is missing", i + offset)
            return True
        found = events[i + offset][1]
        if found != expected:
            raise CorruptLog(
                E.LOG_MISMATCH,
                f"expected {expected.to_dict()}, found {found.to_dict()}",
                i + offset,
            )
    return False


def _evolved(state: GameState, events: list[tuple[int, ev.Event]], i: int, last: int) -> GameState:
    """A judge's "state at seq N" in the middle of a batch: the logged events applied."""
    for _, event in events[i:last]:
        state = evolve(state, event)
    return state


def _action_of(state: GameState, event: ev.Event) -> A.Action:
    if type(event) is ev.DiceLoaded:
        if not state.online:
            return A.Load(player=event.player, dice=event.dice)
        assert state.seed is not None
        loads = chance.unseal(state.seed, state.seals, event.player, event.sealed)
        return A.Load(player=event.player, loads=loads)
    return A.action_from_event(event)


def _sealed_load(state: GameState, event: ev.DiceLoaded) -> tuple[list[ev.Event], GameState]:
    """An online load replayed without the seed: the dice must be a legal choice; what is in
    them stays unknown until they are opened."""
    pending = awaiting(state)
    if pending is None or pending.kind != "load" or pending.player != event.player:
        raise IllegalAction(E.WRONG_STEP, "no load is due from this player")
    figures = state.pieces_of(event.player, AT_STAGING)
    usable = set(empty_dice(state, event.player))
    count = min(len(figures), len(usable))
    if len(set(event.dice)) != count or not set(event.dice) <= usable or not event.sealed:
        raise IllegalAction(E.LOAD_BAD_DICE, f"{count} of the player's empty dice", "MB-26")
    b = Batch(state)
    b.emit(event)
    advance(b)
    return b.events, b.state


def _rewound(
    state: GameState, checkpoints: dict[int, GameState], event: ev.RulingRewound
) -> tuple[list[ev.Event], GameState]:
    target = checkpoints.get(event.to_seq)
    if target is None:
        raise IllegalAction(E.RULING_BAD_SEQ, f"no decision point at {event.to_seq}")
    return rewind(state, target, A.JudgeRewind(None, event.judge, event.to_seq, event.reason))


def rewind(
    current: GameState, target: GameState, action: A.JudgeRewind
) -> tuple[list[ev.Event], GameState]:
    """A judge's rewind: play goes on from `target`, the state after event `to_seq` (a point
    where the game waited for a decision), carrying the log's next seq."""
    if not 0 <= action.to_seq < current.seq - 1 or target.seq != action.to_seq + 1:
        raise IllegalAction(E.RULING_BAD_SEQ, f"cannot rewind to {action.to_seq}")
    probe = Batch(target)
    advance(probe)
    if probe.events:
        raise IllegalAction(E.RULING_NOT_SETTLED, f"event {action.to_seq} is mid-batch")
    event = ev.RulingRewound(action.judge, action.to_seq, action.reason)
    return [event], replace(target, seq=current.seq + 1)
