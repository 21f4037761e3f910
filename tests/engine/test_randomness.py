"""Seeded randomness (online play): every draw and roll is an event derived from the secret
seed, so a revealed seed re-derives and checks the log (docs/rulings.md)."""

import pytest

from cards.catalog import catalog
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import create_game, resolve_random, step, waiting_for
from games.engine.flow.randomness import seed_hash
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model.errors import CorruptLog, IllegalAction
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import game_seed, play

from .helpers import BACS, TEAMS

SEED = game_seed(7, 0)


def test_step_records_seeded_outcomes_as_events():
    """Online, `step` plays every random outcome the seed gives and logs it as an event;
    the genesis carries only the seed's hash, a commitment (docs/rulings.md)."""
    state, events = create_game(
        ("A", "B"), TEAMS, BACS, catalog(), GameOptions(team_format="demo"), seed=SEED
    )
    assert events[0].seed_hash == seed_hash(SEED) and SEED not in str(events[0].to_dict())
    toss, state = step(state, resolve_random(state))
    winner = toss[0].player
    events, state = step(state, A.ChooseFirstPlayer(player=winner, go_first=True))
    drawn = [e for e in events if isinstance(e, ev.DiceDrawn)]
    assert [len(d.dice) for d in drawn] == [3, 1] and drawn[1].to == "oop"
    assert [e for e in events if isinstance(e, ev.DiceRolled)]
    assert waiting_for(state).kind == "reroll"


def test_a_seeded_game_replays_with_its_seed_and_not_with_another():
    """A whole seeded game replays to the same state with its seed; another seed fails the
    published commitment at seq 0, and without a commitment the first random outcome is
    refused (random/seed_mismatch)."""
    events, final = play(catalog(), SEED)
    records = to_records(events)
    assert replay(records, catalog(), seed=SEED) == final
    assert [e for e in events if isinstance(e, ev.DiceRolled)]
    with pytest.raises(CorruptLog) as info:
        replay(records, catalog(), seed=game_seed(7, 1))
    assert (info.value.code, info.value.seq) == (E.LOG_SEED, 0)
    uncommitted = [{**records[0], "seed_hash": ""}, *records[1:]]
    with pytest.raises(CorruptLog) as info:
        replay(uncommitted, catalog(), seed=game_seed(7, 1))
    assert info.value.code == E.RANDOM_SEED_MISMATCH
    assert info.value.seq == 1  # the toss


def test_a_reported_outcome_must_be_the_seeds():
    """In a seeded game a random outcome other than the seed's is refused."""
    state, _ = create_game(
        ("A", "B"), TEAMS, BACS, catalog(), GameOptions(team_format="demo"), seed=SEED
    )
    right = resolve_random(state)
    wrong = A.ReportToss(player=1 - right.player)
    with pytest.raises(IllegalAction) as info:
        step(state, wrong)
    assert info.value.code == E.RANDOM_SEED_MISMATCH
    events, state = step(state, right)
    assert isinstance(events[0], ev.TossWon) and waiting_for(state).kind == "choose_order"
