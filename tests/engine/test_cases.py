"""Golden logs, perft-style: every `cases/*.jsonl` replays to the final state in its sibling
`*.expected.json`; every `cases/illegal/*.jsonl` fails with the expected CorruptLog code at
the expected seq (style.md "For Overcrush" 12)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cards.catalog import catalog
from games.engine.api import waiting_for
from games.engine.log.codec import read_jsonl
from games.engine.log.replay import replay
from games.engine.model.errors import CorruptLog

CASES = Path(__file__).parent / "cases"
LEGAL = sorted(CASES.glob("*.jsonl"))
ILLEGAL = sorted((CASES / "illegal").glob("*.jsonl"))


def expected_of(log: Path) -> dict:
    return json.loads(log.with_name(log.name.removesuffix(".jsonl") + ".expected.json").read_text())


def test_there_are_cases():
    """The runner must not pass by finding nothing."""
    assert LEGAL and len(ILLEGAL) >= 8


@pytest.mark.parametrize("log", LEGAL, ids=lambda p: p.stem)
def test_legal_log_replays_to_its_expected_state(log: Path):
    """A stored log replays (every batch decided again) to its expected life, turn and
    outcome."""
    expected = expected_of(log)
    records = read_jsonl(log.read_text().splitlines())
    state = replay(records, catalog())
    assert len(records) == expected.get("events", len(records))
    assert [p.life for p in state.players] == expected["life"]
    assert state.turn == expected["turn"]
    outcome = expected["outcome"]
    if outcome is None:
        assert state.outcome is None
        pending = waiting_for(state)
        if "waiting_for" in expected:
            assert {"kind": pending.kind, "player": pending.player} == expected["waiting_for"]
    else:
        assert state.outcome is not None
        assert state.outcome.winner == outcome["winner"]
        assert state.outcome.termination.value == outcome["termination"]


@pytest.mark.parametrize("log", ILLEGAL, ids=lambda p: p.stem)
def test_illegal_log_fails_at_the_expected_event(log: Path):
    """A log that breaks one rule at one event is refused there, with the rule's code."""
    expected = expected_of(log)
    records = read_jsonl(log.read_text().splitlines())
    with pytest.raises(CorruptLog) as info:
        replay(records, catalog())
    assert (info.value.code, info.value.seq) == (expected["code"], expected["seq"])
    if expected["seq"] > 0:
        replay(records[: expected["seq"]], catalog(), to_seq=expected["seq"] - 1)  # valid before
