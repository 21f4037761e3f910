"""A move's answer asks its questions once (issue 18): inside `sharing(state)` the legal
actions and the choice description reuse `decide`'s verdicts, the energy sources and the
batches, and say exactly what they say apart."""

from __future__ import annotations

import pytest

from cards.catalog import catalog
from games.engine.flow.decide import decide
from games.engine.flow.setup import initial_state
from games.engine.flow.shared import accepted, remembered, sharing
from games.engine.flow.turn import awaiting
from games.engine.model import actions as A
from games.engine.model.evolve import evolve
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import DEMO_FORMAT, game_seed, play
from games.systems.dicemasters import DiceMasters

CARDS = catalog()


def _decision_points(options: GameOptions | None, seed: str, every: int = 5):
    """(state, player) at every `every`-th event of a greedy game where a player decides."""
    events, _ = play(CARDS, seed, options=options)
    state = None
    for n, event in enumerate(events):
        state = initial_state(event, CARDS) if n == 0 else evolve(state, event)
        pending = awaiting(state)
        if n % every == 0 and pending is not None and pending.player is not None:
            yield state, pending.player


@pytest.mark.parametrize(
    "options",
    [None, GameOptions(team_format=DEMO_FORMAT, rules="dm-2014")],
    ids=["today", "dm-2014"],
)
def test_an_answer_lists_what_its_parts_list_apart(options: GameOptions | None) -> None:
    system = DiceMasters()
    seen = 0
    for state, player in _decision_points(options, game_seed("shared", 1)):
        apart = (system.legal_actions(state, player), system.choices(state, player))
        assert system.decisions(state, player) == apart
        seen += 1
    assert seen > 20


def test_verdicts_are_decides_own() -> None:
    state, player = next(
        (s, p)
        for s, p in _decision_points(None, game_seed("shared", 2), every=1)
        if awaiting(s).kind == "priority"  # type: ignore[union-attr]
    )
    passing, conceding = A.PassPriority(player=player), A.Concede(player=1 - player)
    wrong = A.PassPriority(player=1 - player)  # not theirs to decide
    decide(state, passing)
    for inside in (False, True):
        with sharing(state) if inside else _nothing():
            assert accepted(state, passing) and accepted(state, conceding)
            assert not accepted(state, wrong)
            assert not accepted(state, wrong)  # a refusal is remembered as one


def test_remembered_only_for_the_shared_state() -> None:
    states = [s for s, _ in _decision_points(None, game_seed("shared", 3))][:2]
    calls: list[int] = []

    def compute() -> int:
        calls.append(1)
        return len(calls)

    with sharing(states[0]):
        assert remembered(states[0], "k", compute) == remembered(states[0], "k", compute) == 1
        assert remembered(states[1], "k", compute) == 2  # another state: worked out again
    assert remembered(states[0], "k", compute) == 3  # the block is over: nothing kept


class _nothing:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None
