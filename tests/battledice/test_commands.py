"""`manage.py replay` on Battle Dice logs: the log's first event picks the system."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from django.core.management import call_command

CASES = Path(__file__).resolve().parent / "cases"


def replay(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as done:
        call_command("replay", *args, stdout=out, stderr=err)
    return int(done.value.code), out.getvalue(), err.getvalue()


def test_the_worked_example_replays_with_its_summary() -> None:
    code, out, err = replay(str(CASES / "standard_example.jsonl"))
    assert (code, err) == (0, "")
    assert "valid:" in out and "standard game, round 2, 3 battles" in out
    code, out, _ = replay(str(CASES / "basic_example.jsonl"), "--json")
    assert code == 0 and json.loads(out)["system"] == "battledice"


def test_a_record_off_the_schema_stops_the_log_there(tmp_path: Path) -> None:
    lines = (CASES / "basic_example.jsonl").read_text().splitlines()
    record = json.loads(lines[5])
    record["dice"] = "all of them"
    lines[5] = json.dumps(record)
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines) + "\n")
    code, _, err = replay(str(path))
    assert code == 1 and "invalid at seq 5" in err and "log/unreadable" in err


def test_an_unknown_ruleset_in_the_first_event_is_unreadable(tmp_path: Path) -> None:
    lines = (CASES / "basic_example.jsonl").read_text().splitlines()
    genesis = json.loads(lines[0])
    genesis["rules"] = "mb-1999"
    path = tmp_path / "other.jsonl"
    path.write_text(json.dumps(genesis) + "\n")
    code, _, err = replay(str(path))
    assert code == 2 and "mb-1999" in err
