"""Judges' rulings in the log: annotations, life corrections and rewinds (issue: disputes)."""

import pytest

from cards.catalog import catalog
from games.engine import actions as A
from games.engine.flow.decide import run
from games.engine.flow.rulings import rewind
from games.engine.log.codec import to_records
from games.engine.log.replay import replay
from games.engine.model.errors import CorruptLog, IllegalAction
from games.engine.model.events import REGISTRY
from games.engine.model.state import GameOptions
from games.engine.sim.simulate import game_seed, play


@pytest.fixture(scope="module")
def game():
    seed = game_seed("rulings", 0)
    events, state = play(catalog(), seed, options=GameOptions(starting_life=10, team_format="demo"))
    return seed, to_records(events), state


def _at(records, seed, n):
    """(last seq, state) of the longest whole-batch prefix of at most `n` events."""
    for end in range(n, 0, -1):
        try:
            return end - 1, replay(records[:end], catalog(), seed=seed)
        except CorruptLog:
            continue
    raise AssertionError("no whole batch")


def test_an_annotation_changes_nothing_but_the_sequence(game) -> None:
    """A judge's note is a fact in the log; the game state is otherwise the same."""
    seed, records, _ = game
    _, state = _at(records, seed, 40)
    events, after = run(state, A.JudgeAnnotate(player=None, judge="j", about_seq=12, text="ok"))
    assert [e.type for e in events] == ["RulingAnnotated"]
    assert after.seq == state.seq + 1
    assert after.players == state.players and after.dice == state.dice


def test_an_annotation_of_a_future_event_is_refused(game) -> None:
    seed, records, _ = game
    _, state = _at(records, seed, 40)
    with pytest.raises(IllegalAction) as refused:
        run(state, A.JudgeAnnotate(player=None, judge="j", about_seq=state.seq, text="?"))
    assert refused.value.code == "ruling/bad_seq"


def test_a_life_correction_to_zero_ends_the_game_for_the_opponent(game) -> None:
    """Setting a player's life to 0 is a correction; DM-11.1 then ends the game at once."""
    seed, records, _ = game
    _, state = _at(records, seed, 60)
    _, after = run(
        state, A.JudgeSetLife(player=None, judge="j", target=1, life=0, reason="miscount")
    )
    assert after.players[1].life == 0
    assert after.outcome is not None and after.outcome.winner == 0


def test_a_life_correction_above_the_starting_life_is_refused(game) -> None:
    """DM-11.3: no life beyond the starting amount, judges included."""
    seed, records, _ = game
    _, state = _at(records, seed, 60)
    with pytest.raises(IllegalAction) as refused:
        run(state, A.JudgeSetLife(player=None, judge="j", target=0, life=11, reason="x"))
    assert refused.value.code == "ruling/bad_life"


def test_a_rewind_continues_from_the_earlier_state_and_replays(game) -> None:
    """The log keeps everything; after the rewind event the game is the earlier state, and
    the events after it are validated against that state."""
    seed, records, final = game
    to_seq, target = _at(records, seed, 30)
    last, current = _at(records, seed, 80)
    events, after = rewind(
        current, target, A.JudgeRewind(player=None, judge="j", to_seq=to_seq, reason="misplay")
    )
    assert after.seq == current.seq + 1
    assert after.players == target.players and after.dice == target.dice
    log = records[: last + 1] + to_records(events, start=last + 1)
    # The game goes on from the rewound state exactly as it went on the first time.
    continued = [dict(r, seq=r["seq"] - to_seq + last + 1) for r in records[to_seq + 1 :]]
    replayed = replay(log + continued, catalog(), seed=seed)
    assert replayed.outcome == final.outcome
    assert replayed.players == final.players


def test_a_rewind_into_the_middle_of_a_batch_is_a_corrupt_log(game) -> None:
    """Only points where the game waited for a decision can be rewound to."""
    seed, records, _ = game
    last, _ = _at(records, seed, 80)
    middle = next(  # an event followed by a consequence of the same batch
        i for i in range(5, last) if not REGISTRY[records[i + 1]["type"]].decision
    )
    rewind_event = {
        "seq": last + 1,
        "type": "RulingRewound",
        "judge": "j",
        "to_seq": middle,
        "reason": "x",
    }
    with pytest.raises(CorruptLog) as corrupt:
        replay([*records[: last + 1], rewind_event], catalog(), seed=seed)
    assert corrupt.value.seq == last + 1


def test_a_seed_that_does_not_match_the_commitment_is_refused(game) -> None:
    """An online log replayed with a seed checks it against the published SHA-256."""
    _, records, _ = game
    with pytest.raises(CorruptLog) as corrupt:
        replay(records, catalog(), seed="00" * 32)
    assert corrupt.value.code == "log/seed_does_not_match_commitment"
