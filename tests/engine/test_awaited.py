"""What the game waits for, worked out once per state while a caller shares it (flow/memo.py,
issue 18): a move's answer asks it of the same state four or five times. The remembered
answer is the one working it out gives (DM-5: the turn's steps and decisions follow from
the state alone) for every state of whole bot games; outside `sharing`, or for another state
(an equal copy included), it is worked out at every ask."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from cards.catalog import catalog
from games.engine.flow import turn
from games.engine.flow.memo import sharing
from games.engine.flow.setup import initial_state
from games.engine.flow.turn import advance, awaiting
from games.engine.model.batch import Batch
from games.engine.model.evolve import evolve
from games.engine.sim.simulate import game_seed, play


def _states(n: int, count: int | None = None) -> list[Any]:
    events, _ = play(catalog(), game_seed("awaited", n))
    state = initial_state(events[0], catalog(), None)
    states = []
    for event in events[1:count]:
        state = evolve(state, event)
        states.append(state)
    return states


@pytest.fixture
def worked_out(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The states `awaiting` worked out (rather than remembered), in order."""
    asked: list[Any] = []

    def counting(b: Batch) -> Any:
        asked.append(b.state)
        return advance(b)

    monkeypatch.setattr(turn, "advance", counting)
    return asked


def test_shared_the_answer_is_worked_out_once_and_is_the_worked_out_one(
    worked_out: list[Any],
) -> None:
    for state in _states(0)[-150:]:
        fresh = advance(Batch(state))
        worked_out.clear()
        with sharing(state):
            assert awaiting(state) == fresh
            assert awaiting(state) == fresh
            assert awaiting(state) == fresh
        assert worked_out == [state]


def test_not_shared_or_another_state_is_worked_out_at_every_ask(worked_out: list[Any]) -> None:
    """Near misses: no `sharing`; a different state inside another's; an equal copy."""
    states = _states(1, 40)
    first, second = states[10], states[20]

    def asks(state: Any) -> int:
        return sum(s is state for s in worked_out)

    awaiting(first)
    awaiting(first)
    assert asks(first) == 2
    with sharing(first):
        assert awaiting(second) == advance(Batch(second))
        awaiting(second)
    assert asks(second) == 2
    copy = msgspec.structs.replace(first)
    with sharing(first):
        assert awaiting(copy) == awaiting(first)
        awaiting(first)
    assert asks(copy) == 1 and asks(first) == 3
