"""Replay of Battle Dice logs: golden logs (the books' worked examples), what a bad log is
refused with, the log schema, and that a log of one game system never replays as another."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from battledice import engine as mb
from battledice.engine import errors as E
from battledice.engine import events as ev
from battledice.engine.schema import log_schema
from games import engine as dm
from tests.battledice import test_basic_game, test_standard_game

CASES = Path(__file__).resolve().parent / "cases"
GOLDEN = {
    "basic_example.jsonl": test_basic_game.play_example_battle,
    "standard_example.jsonl": test_standard_game.play_the_books_example,
}


def read(name: str) -> list[dict]:
    return [json.loads(line) for line in (CASES / name).read_text().splitlines() if line]


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_the_books_examples_are_golden_logs(name: str) -> None:
    """The stored logs are exactly what playing the examples gives, and they replay."""
    played = GOLDEN[name]().records()
    assert read(name) == played
    assert mb.replay(read(name)).seq == len(played)


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_every_record_of_the_golden_logs_matches_the_schema(name: str) -> None:
    validator = jsonschema.Draft202012Validator(log_schema())
    for record in read(name):
        validator.validate(record)


def test_a_changed_consequence_is_refused_where_it_stands() -> None:
    records = read("basic_example.jsonl")
    won = next(r for r in records if r["type"] == "BattleWon")
    won["totals"] = [9, 6]
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(records)
    assert (caught.value.code, caught.value.seq) == (E.LOG_MISMATCH, won["seq"])


def test_a_gap_and_a_missing_genesis_are_refused() -> None:
    records = read("basic_example.jsonl")
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(records[:3] + records[4:])
    assert caught.value.code == E.LOG_SEQ_GAP
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(records[1:])
    assert caught.value.code == E.LOG_NOT_GENESIS


def test_state_at_any_seq_replays_to_that_event() -> None:
    records = read("standard_example.jsonl")
    for seq in (0, 5, len(records) // 2, len(records) - 1):
        assert mb.replay(records, to_seq=seq).seq == seq + 1


def test_a_log_of_one_game_system_never_replays_as_another() -> None:
    """Issue 8: a Battle Dice log is not a Dice Masters game, nor the reverse."""
    battle_dice = read("basic_example.jsonl")
    with pytest.raises(dm.CorruptLog) as caught:
        dm.replay(battle_dice, {})
    assert caught.value.seq == 0  # an event type it does not know, at the very first line
    assert caught.value.code in ("log/unreadable", "log/no_game_created")
    dice_masters = [
        json.loads(line)
        for line in (
            Path(dm.__file__).resolve().parents[2]
            / "tests"
            / "engine"
            / "cases"
            / "xmen_forever_example.jsonl"
        )
        .read_text()
        .splitlines()
        if line
    ]
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(dice_masters)
    assert caught.value.seq == 0
    assert caught.value.code in (E.LOG_UNREADABLE, E.LOG_NOT_GENESIS)


def test_a_record_that_does_not_decode_is_refused_at_its_own_seq() -> None:
    """The records after the first are decoded in one call (issue 18); the one that does not
    decode is still named: an unknown field, an unknown type, a second genesis, a field of
    the wrong type."""
    records = read("standard_example.jsonl")
    middle = len(records) // 2
    for change in ({"extra": 1}, {"type": "NoSuchEvent"}, {"type": ev.GENESIS}):
        forged = [dict(r) for r in records]
        forged[middle] = {**forged[middle], **change}
        with pytest.raises(mb.CorruptLog) as caught:
            mb.replay(forged)
        assert caught.value.seq == middle, change
    forged = [dict(r) for r in records]
    decided = next(r for r in forged if "player" in r and r["seq"] > 0)
    decided["player"] = str(decided["player"])
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(forged)
    assert (caught.value.code, caught.value.seq) == (E.LOG_UNREADABLE, decided["seq"])


def test_every_event_of_a_batch_is_checked_not_only_its_decision() -> None:
    """An automatic event forged after a decision that stands is refused where it stands
    (a batch is compared whole, then event by event for the seq)."""
    records = read("standard_example.jsonl")
    automatic = [r for r in records[1:] if not ev.REGISTRY[r["type"]].decision]
    for record in (automatic[0], automatic[-1]):
        forged = [dict(r) for r in records]
        target = forged[record["seq"]]
        key = next(k for k in target if k not in ("seq", "type"))
        value = target[key]
        target[key] = value + 1 if type(value) is int else ([] if value else [1])
        with pytest.raises(mb.CorruptLog) as caught:
            mb.replay(forged)
        assert (caught.value.code, caught.value.seq) == (E.LOG_MISMATCH, record["seq"])


def test_the_first_events_records_are_checked_at_every_replay() -> None:
    """Its figures and dice are remembered by their JSON text (issue 18): the same log reads
    the same, and a record changed in place is read again and refused."""
    records = read("standard_example.jsonl")
    assert mb.replay(records) == mb.replay(read("standard_example.jsonl"))
    records[0]["figures"][0]["stats"][0] = 9  # no stat is above 6 (MB-3)
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(records)
    assert (caught.value.code, caught.value.seq) == (E.LOG_UNREADABLE, 0)
    records[0]["figures"][0]["stats"][0] = 2
    records[0]["dice"][0]["name"] = ""
    with pytest.raises(mb.CorruptLog) as caught:
        mb.replay(records)
    assert (caught.value.code, caught.value.seq) == (E.LOG_UNREADABLE, 0)
