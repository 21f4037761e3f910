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
from games.engine.model import errors as E
from games.engine.model.edition import FIRST_RULES_EDITION, RULES_EDITION
from games.engine.model.errors import CorruptLog, RulesEditionChanged

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


@pytest.mark.parametrize("stamped", [False, True], ids=["as_stored", "current_edition"])
@pytest.mark.parametrize("log", ILLEGAL, ids=lambda p: p.stem)
def test_illegal_log_fails_at_the_expected_event(log: Path, stamped: bool):
    """A log that breaks one rule at one event is refused there, with the rule's code.

    These logs were written before the rules edition was recorded (edition 1): as stored, a
    refusal by today's rules is reported as `log/rules_edition_changed` with today's reason
    kept as its cause; stamped with today's edition, the very same refusal is reported as
    itself. A seq gap is no matter of rules and is reported as itself either way."""
    expected = expected_of(log)
    records = read_jsonl(log.read_text().splitlines())
    if stamped:
        records[0] = {**records[0], "rules_edition": RULES_EDITION}
    edition = records[0].get("rules_edition", FIRST_RULES_EDITION)
    with pytest.raises(CorruptLog) as info:
        replay(records, catalog())
    error = info.value
    today = error.cause if isinstance(error, RulesEditionChanged) else error
    assert (today.code, today.seq) == (expected["code"], expected["seq"])
    if edition != RULES_EDITION and expected["code"] != E.LOG_SEQ_GAP:
        assert (error.code, error.seq) == (E.LOG_RULES_EDITION, expected["seq"])
        assert (error.recorded, error.current) == (edition, RULES_EDITION)
    else:
        assert not isinstance(error, RulesEditionChanged)
    if expected["seq"] > 0:
        replay(records[: expected["seq"]], catalog(), to_seq=expected["seq"] - 1)  # valid before
