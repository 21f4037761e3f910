"""Judges' rulings: appended to the log like every other fact, never editing history.

A judge may annotate an event, correct a player's life total, or rewind the game to the
state after an earlier event (the rewind is itself an event; what came before it stays in
the log). Rewinding needs the earlier state, so it is decided here from both states rather
than by `decide`, and replayed by `replay` from the states it has seen.
"""

from __future__ import annotations

from msgspec.structs import replace

from games.engine.flow.turn import advance
from games.engine.model import actions as A
from games.engine.model import errors as E
from games.engine.model import events as ev
from games.engine.model.actions import JudgeAnnotate, JudgeRewind, JudgeSetLife
from games.engine.model.batch import Batch
from games.engine.model.errors import IllegalAction
from games.engine.model.events import RulingAnnotated, RulingLifeSet, RulingRewound
from games.engine.model.state import GameState

RULING_NEEDS_HISTORY = "ruling/rewind_needs_history"
RULING_BAD_SEQ = "ruling/bad_seq"
RULING_BAD_LIFE = "ruling/bad_life"
RULING_NOT_SETTLED = "ruling/not_a_decision_point"
RULING_GAME_OVER = "ruling/game_over"


RULING_ACTIONS = (JudgeAnnotate, JudgeSetLife, JudgeRewind)


def decide_ruling(b: Batch, action: A.Action) -> None:
    """Annotations and life corrections (called by `decide.run` at any time)."""
    state = b.state
    if isinstance(action, JudgeAnnotate):
        if not 0 <= action.about_seq < state.seq:
            raise IllegalAction(RULING_BAD_SEQ, f"no event {action.about_seq} to annotate")
        b.emit(RulingAnnotated(action.judge, action.about_seq, action.text))
        return
    if isinstance(action, JudgeSetLife):
        if state.over:
            raise IllegalAction(RULING_GAME_OVER, "the game is over: rewind it first")
        life = action.life
        if action.target not in range(state.seats) or not 0 <= life <= state.options.starting_life:
            raise IllegalAction(RULING_BAD_LIFE, "life between 0 and the starting life")
        b.emit(RulingLifeSet(action.judge, action.target, action.life, action.reason))
        return
    raise IllegalAction(RULING_NEEDS_HISTORY, "a rewind is decided with the earlier state")


def rewind(
    current: GameState, target: GameState, action: JudgeRewind
) -> tuple[list[ev.Event], GameState]:
    """The rewind event and the state after it: `target` (the state right after event
    `to_seq`, a point where the game waited for a decision), carrying the log's next seq."""
    if not 0 <= action.to_seq < current.seq - 1:
        raise IllegalAction(RULING_BAD_SEQ, f"cannot rewind to {action.to_seq}")
    if target.seq != action.to_seq + 1:
        raise IllegalAction(RULING_BAD_SEQ, "the earlier state is not the one after to_seq")
    probe = Batch(target)
    advance(probe)
    if probe.events:
        raise IllegalAction(
            RULING_NOT_SETTLED, f"event {action.to_seq} is in the middle of a batch", "replay"
        )
    event = RulingRewound(action.judge, action.to_seq, action.reason)
    return [event], replace(target, seq=current.seq + 1)


__all__ = [
    "RULING_ACTIONS",
    "E",
    "JudgeAnnotate",
    "JudgeRewind",
    "JudgeSetLife",
    "RulingAnnotated",
    "RulingLifeSet",
    "RulingRewound",
    "decide_ruling",
    "rewind",
]
