"""Replay: fold a log into a state, validating every event on the way.

A log is a list of batches. A batch starts with a decision event (a player's choice or a
random outcome), which is turned back into its action and decided again; every event the
engine produces must then stand in the log, field for field, in the same order. The first
event that does not is where the log stops being valid (CorruptLog.seq). A log recorded under
another rules edition than today's that fails so is RulesEditionChanged (model/edition.py).
"""

from __future__ import annotations

import gc
from collections.abc import Mapping, Sequence
from typing import Any

from games.engine.flow.decide import run_waiting
from games.engine.flow.randomness import Keyed, seed_hash
from games.engine.flow.rulings import rewind
from games.engine.flow.setup import initial_state
from games.engine.log.codec import parse_columns
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.actions import ACTION_MAKERS, JudgeRewind
from games.engine.model.cards import CardDef
from games.engine.model.edition import FIRST_RULES_EDITION, RULES_EDITION
from games.engine.model.errors import CorruptLog, IllegalAction, RulesEditionChanged
from games.engine.model.evolve import evolve
from games.engine.model.state import GameState


def replay(
    records: Sequence[Mapping[str, Any]],
    cards: Mapping[str, CardDef],
    *,
    seed: str | None = None,
    to_seq: int | None = None,
    validate: bool = True,
) -> GameState:
    """The state after the log (or after event `to_seq`). With `validate`, every batch is
    decided again; with a revealed `seed`, every random outcome must be the seed's.
    CorruptLog where it fails; RulesEditionChanged (a CorruptLog) when the log was recorded
    under another rules edition: it could not be re-validated under today's rules."""
    # Performance: a replay allocates many short-lived objects and creates no reference
    # cycles (immutable states and events), so the cyclic garbage collector only costs time
    # here (15-25%); it is paused for the replay and resumed after, whatever happens.
    collecting = gc.isenabled()
    if collecting:
        gc.disable()
    try:
        return _replay(records, cards, seed, to_seq, validate)
    finally:
        if collecting:
            gc.enable()


def rewind_points(
    records: Sequence[Mapping[str, Any]], cards: Mapping[str, CardDef], *, seed: str | None = None
) -> list[int]:
    """The seqs a judge may rewind the game to: every event that ends a batch (the game then
    waited for a decision or for chance), before the last event. Validates like `replay`."""
    checkpoints: dict[int, GameState] = {}
    collecting = gc.isenabled()
    if collecting:
        gc.disable()
    try:
        _replay(records, cards, seed, None, True, checkpoints)
    finally:
        if collecting:
            gc.enable()
    head = len(records) - 1
    return sorted(seq for seq in checkpoints if seq < head)


def _replay(
    records: Sequence[Mapping[str, Any]],
    cards: Mapping[str, CardDef],
    seed: str | None,
    to_seq: int | None,
    validate: bool,
    keep: dict[int, GameState] | None = None,
) -> GameState:
    seqs, logged = parse_columns(records)
    if not logged or not isinstance(logged[0], ev.GameCreated) or seqs[0] != 0:
        raise CorruptLog(E.LOG_NOT_GENESIS, "a log starts with GameCreated at seq 0", 0)
    genesis = logged[0]
    assert isinstance(genesis, ev.GameCreated)
    if genesis.version != ev.LOG_FORMAT_VERSION:
        raise CorruptLog(E.LOG_VERSION, f"log format {genesis.version} is not supported", 0)
    if seed is not None and genesis.seed_hash and seed_hash(seed) != genesis.seed_hash:
        raise CorruptLog(E.LOG_SEED, "the seed does not match the published commitment", 0)
    edition = genesis.rules_edition
    if edition < FIRST_RULES_EDITION:
        raise CorruptLog(E.LOG_ILLEGAL, f"rules edition {edition} does not exist", 0)
    try:
        return _fold(genesis, seqs, logged, cards, seed, to_seq, validate, keep)
    except CorruptLog as error:
        # Today's rules refuse the log. Under the edition it was recorded under they may not
        # have: say that it could not be re-validated, not that it is corrupt.
        if edition == RULES_EDITION or error.code in _NOT_RULES:
            raise
        raise RulesEditionChanged(error, edition, RULES_EDITION) from error


# Failures no change of the rules can cause (the log's own numbering).
_NOT_RULES = frozenset({E.LOG_SEQ_GAP})


def _fold(
    genesis: ev.GameCreated,
    seqs: list[int],
    logged: list[ev.Event],
    cards: Mapping[str, CardDef],
    seed: str | None,
    to_seq: int | None,
    validate: bool,
    keep: dict[int, GameState] | None,
) -> GameState:
    """The state after the log from `genesis` on, deciding every batch again if `validate`."""
    try:
        state = initial_state(genesis, cards, seed)
    except IllegalAction as error:
        raise CorruptLog(E.LOG_ILLEGAL, error.message, 0) from error
    last = len(logged) if to_seq is None else min(len(logged), to_seq + 1)
    if seqs[:last] != list(range(last)):  # (from here on, an event's seq is its index)
        index = next(i for i, seq in enumerate(seqs) if seq != i)
        raise CorruptLog(E.LOG_SEQ_GAP, f"expected seq {index}, found {seqs[index]}", index)
    rewinds = keep is not None or ev.RulingRewound in set(map(type, logged[1:last]))
    checkpoints = {} if keep is None else keep  # states a judge may rewind to
    checkpoints[0] = state
    if not validate:
        for seq in range(1, last):
            event = logged[seq]
            if isinstance(event, ev.RulingRewound):
                state = _rewound(state, checkpoints, event, seq)
            else:
                state = evolve(state, event)
            if rewinds:
                checkpoints[seq] = state
        return state
    waiting = None  # what `state` waits for, when the last decision told
    try:  # the seed's HMAC key, prepared once per game rather than per random outcome
        uniform = Keyed(seed).uniform if seed is not None else None
    except ValueError:  # not hex: the first random outcome's check says so, as before
        uniform = None
    i = 1
    rewound, deciding = ev.RulingRewound, _DECIDING  # (locals: read once per decision)
    while i < last:
        event = logged[i]  # (its seq is i)
        maker = deciding.get(type(event))  # (one look for the usual decision)
        if maker is None:
            if not event.decision:
                raise CorruptLog(
                    E.LOG_MISMATCH, f"{event.type} does not follow from any decision here", i
                )
            if type(event) is rewound:  # (no subclasses)
                state = _rewound(state, checkpoints, event, i)
                checkpoints[i] = state
                waiting = None
                i += 1
                continue
            maker = _unmade  # a decision no action makes (GameCreated): unreadable here
        try:
            produced, after, waiting = run_waiting(state, maker(event), waiting, uniform)
        except IllegalAction as error:
            raise CorruptLog(error.code, error.message, i, error.rule) from error
        except (TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
            # A field of the wrong JSON type (a number where dice are listed, say).
            raise CorruptLog(E.LOG_UNREADABLE, f"malformed {event.type}: {error!r}", i) from None
        end = i + len(produced)
        if end <= last and logged[i:end] == produced:
            state = after  # the usual case: the whole batch stands in the log
            i = end
            if rewinds:
                checkpoints[i - 1] = state
            continue
        for offset, expected in enumerate(produced):
            if i + offset >= last:
                if to_seq is None:
                    raise CorruptLog(E.LOG_TRUNCATED, f"{expected.type} is missing", i + offset)
                break
            found = logged[i + offset]
            if found != expected:
                raise CorruptLog(
                    E.LOG_MISMATCH,
                    f"expected {expected.to_dict()}, found {found.to_dict()}",
                    i + offset,
                )
        if i + len(produced) > last:
            for event in logged[i:last]:  # stop mid-batch for a judge's "state at seq N"
                state = evolve(state, event)
            return state
        state = after
        i += len(produced)
        if rewinds:
            checkpoints[i - 1] = state
    return state


# The action each decision event records, but a judge's rewind (replayed apart).
_DECIDING = {kind: make for kind, make in ACTION_MAKERS.items() if kind is not ev.RulingRewound}


def _unmade(event: ev.Event) -> Any:
    raise KeyError(type(event))  # (what looking up its maker raised)


def _rewound(
    state: GameState, checkpoints: dict[int, GameState], event: ev.RulingRewound, seq: int
) -> GameState:
    """A judge's rewind: the game goes on from the state after `to_seq` (a decision point)."""
    target = checkpoints.get(event.to_seq)
    if target is None:
        raise CorruptLog(E.LOG_ILLEGAL, f"no decision point at {event.to_seq} to rewind to", seq)
    action = JudgeRewind(player=None, judge=event.judge, to_seq=event.to_seq, reason=event.reason)
    try:
        produced, after = rewind(state, target, action)
    except IllegalAction as error:
        raise CorruptLog(error.code, error.message, seq, error.rule) from error
    if produced != [event]:
        raise CorruptLog(E.LOG_MISMATCH, "the rewind does not match", seq)
    return after
