"""Property tests over bot games with our own set (`ocr`, cards/data/ocr.json): its keywords,
abilities, action dice and Globals, not only the demo cards of test_properties.py.

Teams: the standard teams that between them bring every card of the set
(sim/teams.py covering_teams); a game puts team i against team i + 1. Each test's docstring
states the property it checks."""

from __future__ import annotations

import copy
import typing
from functools import cache
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import event as note
from hypothesis import strategies as st

from cards.catalog import catalog
from games.engine import actions as A
from games.engine import events as ev
from games.engine.api import legal_actions
from games.engine.flow.decide import decide, run
from games.engine.flow.setup import initial_state
from games.engine.flow.turn import RANDOM_KINDS, awaiting
from games.engine.log.codec import dumps_jsonl, parse, read_jsonl, to_records
from games.engine.log.replay import replay
from games.engine.model.actions import action_from_event
from games.engine.model.errors import IllegalAction
from games.engine.model.evolve import evolve
from games.engine.model.state import GameOptions, GameState
from games.engine.sim.simulate import game_seed, play
from games.engine.sim.teams import set_teams

from .test_properties import any_value, check_dice, mutated_field
from .test_schema import validator

CARDS = catalog()
TEAMS = set_teams(CARDS, "ocr")
BOTS = [("greedy", "greedy"), ("random", "random"), ("greedy", "random"), ("random", "greedy")]
few = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def ocr_game(
    n: int, pair: int, bots: tuple[str, str], life: int
) -> tuple[str, tuple[dict[str, Any], ...], GameState]:
    """(seed, log records, final state) of bot game `n`: team `pair` against the next."""
    one, two = TEAMS[pair % len(TEAMS)], TEAMS[(pair + 1) % len(TEAMS)]
    seed = game_seed("properties-ocr", n)
    events, final = play(
        CARDS,
        seed,
        bots,
        GameOptions(starting_life=life),
        teams=(one[0], two[0]),
        basic_actions=(one[1], two[1]),
    )
    return seed, tuple(to_records(events)), final


def test_the_teams_bring_every_card_of_the_set() -> None:
    ours = {card_id for card_id, card in CARDS.items() if card.set_code == "ocr"}
    brought = {card for team, bacs in TEAMS for card in (*(c for c, _ in team), *bacs)}
    assert brought == ours


@few
@given(
    n=st.integers(0, 2**32),
    pair=st.integers(0, len(TEAMS) - 1),
    bots=st.sampled_from(BOTS),
    life=st.sampled_from([20, 10]),
)
def test_ocr_games_validate_conserve_dice_and_replay_to_the_same_state(
    n: int, pair: int, bots: tuple[str, str], life: int
) -> None:
    """A bot game with our own set ends; every record it writes validates against the
    published JSON Schema; in every state along it each die is in exactly one zone, no die
    appears or vanishes and each player has 8 Sidekick dice (DM-3.1); its log, written as
    JSON Lines and read back, replays (validated, with the seed) to the game's final state,
    and folds (evolve only) to the same state but for the seed."""
    seed, records, final = ocr_game(n, pair, bots, life)
    assert final.over and records[-1]["type"] == "GameEnded"
    for record in records:
        errors = [e.message for e in validator().iter_errors(record)]
        assert not errors, (record, errors)
    events = [e for _, e in parse(records)]
    assert isinstance(events[0], ev.GameCreated)
    state = initial_state(events[0], CARDS, seed)
    all_dice = set(state.dice)
    check_dice(state, all_dice)
    for event in events[1:]:
        state = evolve(state, event)
        check_dice(state, all_dice)
    assert state == final
    lines = read_jsonl(dumps_jsonl(records).splitlines())
    assert replay(lines, CARDS, seed=seed) == final
    assert replay(lines, CARDS, validate=False) == msgspec.structs.replace(final, seed=None)


FIXED = [(7, 0, ("greedy", "greedy"), 20), (8, 2, ("random", "random"), 10), (9, 4, BOTS[2], 20)]


@cache
def decision_states(index: int) -> tuple[GameState, ...]:
    """The settled states of a fixed ocr game (where a decision or an outcome of chance was
    due): before each batch, found the way replay finds them."""
    seed, records, final = ocr_game(*FIXED[index])
    events = [e for _, e in parse(records)]
    state = initial_state(events[0], CARDS, seed)  # type: ignore[arg-type]
    found = []
    i = 1
    while i < len(events):
        found.append(state)
        produced, state = run(state, action_from_event(events[i]))
        assert produced == events[i : i + len(produced)]
        i += len(produced)
    assert state == final
    return tuple(found)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(FIXED) - 1), data=st.data())
def test_ocr_legal_actions_are_accepted_and_mutated_ones_refused_without_change(
    index: int, data: st.DataObject
) -> None:
    """In a state an ocr game reached: an action from legal_actions is accepted (its decision
    event first); a mutation of it (one field changed) that is not legal is refused with
    IllegalAction; decide never changes the state either way."""
    state = data.draw(st.sampled_from(decision_states(index)))
    pending = awaiting(state)
    assert pending is not None
    snapshot = copy.deepcopy(state)
    decider = None if pending.kind in RANDOM_KINDS else pending.player
    options = [a for a in legal_actions(state, decider) if not isinstance(a, A.Concede)]
    action = data.draw(st.sampled_from(options or list(legal_actions(state, decider))))
    events = decide(state, action)
    assert state == snapshot and type(events[0]) is action.event
    other = mutated_field(action, data, state)
    if other == action or other in legal_actions(state, other.player):
        note("mutation still legal")
        return
    with pytest.raises(IllegalAction):
        decide(state, other)
    assert state == snapshot


def random_action(data: st.DataObject, state: GameState) -> A.Action:
    """Any action type with any values of its fields' types (ids and names of this game)."""
    cls = data.draw(st.sampled_from(sorted(A.ACTIONS.values(), key=lambda c: c.name)))
    hints = typing.get_type_hints(cls)
    values = {
        f.name: any_value(hints[f.name], data, state)
        for f in msgspec.structs.fields(cls)
        if f.name != "player"
    }
    return cls(player=data.draw(st.sampled_from([0, 1, None])), **values)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(FIXED) - 1), data=st.data())
def test_random_actions_are_refused_with_a_reason_or_accepted_and_never_change_the_state(
    index: int, data: st.DataObject
) -> None:
    """Any action at all (any type, any field values of the right types) in a state an ocr
    game reached: decide either refuses it with IllegalAction (a reason code, never another
    exception) or accepts it; the state object never changes."""
    state = data.draw(st.sampled_from(decision_states(index)))
    snapshot = copy.deepcopy(state)
    action = random_action(data, state)
    try:
        decide(state, action)
        note(f"accepted: {action.name}")
    except IllegalAction as refused:
        assert refused.code and "/" in refused.code
        note(f"refused: {refused.code}")
    assert state == snapshot
