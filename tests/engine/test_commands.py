"""`manage.py replay` and `manage.py simulate` (games/management/commands)."""

from __future__ import annotations

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from games.engine.sim.simulate import game_seed

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> tuple[int, str, str]:
    out, err = StringIO(), StringIO()
    with pytest.raises(SystemExit) as exit_info:
        call_command(*args, stdout=out, stderr=err)
    return exit_info.value.code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sim")
    code, stdout, _ = run(
        "simulate", "--games", "3", "--seed", "7", "--out", str(out), "--bots", "greedy,random"
    )
    assert code == 0, stdout
    return out


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def write(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def test_simulate_writes_n_logs_that_replay_with_their_seeds(games: Path) -> None:
    logs = sorted(games.glob("game-*.jsonl"))
    assert [p.name for p in logs] == ["game-0000.jsonl", "game-0001.jsonl", "game-0002.jsonl"]
    summary = json.loads((games / "summary.json").read_text())
    assert summary["games"] == 3 and summary["bots"] == ["greedy", "random"]
    for index, log in enumerate(logs):
        seed = log.with_suffix(".seed").read_text().strip()
        assert seed == game_seed("7", index) == summary["results"][index]["seed"]
        code, out, err = run("replay", str(log), "--seed", seed)
        assert code == 0, err
        assert f"valid: {len(lines(log))} events" in out
        assert "outcome:" in out and "wins by life" in out


def test_simulate_prints_a_line_per_game_and_a_summary(tmp_path: Path) -> None:
    code, out, _ = run("simulate", "--games", "2", "--seed", "x", "--life", "10")
    assert code == 0
    rows = out.strip().splitlines()
    assert len(rows) == 3
    assert rows[0].startswith("game-0000") and "events" in rows[0] and "turns" in rows[0]
    assert game_seed("x", 1) in rows[1]
    assert rows[2].startswith("2 games (greedy vs greedy, life 10)")
    assert list(tmp_path.iterdir()) == []


def test_simulate_is_reproducible(tmp_path: Path) -> None:
    run("simulate", "--games", "1", "--seed", "3", "--out", str(tmp_path / "a"))
    run("simulate", "--games", "1", "--seed", "3", "--out", str(tmp_path / "b"))
    a, b = (tmp_path / d / "game-0000.jsonl" for d in "ab")
    assert a.read_text() == b.read_text()


def test_simulate_refuses_an_unknown_bot() -> None:
    code, _, err = run("simulate", "--games", "1", "--bots", "greedy,genius")
    assert code == 2 and "--bots" in err


def test_a_valid_log_exits_0_with_the_final_state(games: Path) -> None:
    code, out, err = run("replay", str(games / "game-0000.jsonl"))
    assert (code, err) == (0, "")
    assert out.startswith("valid: ")
    assert "step game_over" in out and "life: Bot A" in out
    assert "checked for legality only" in out  # no --seed


def test_to_gives_the_state_at_that_seq(games: Path) -> None:
    log = games / "game-0000.jsonl"
    code, out, _ = run("replay", str(log), "--to", "40")
    assert code == 0
    assert out.startswith(f"state at seq 40 (of {len(lines(log))})")
    code, out, _ = run("replay", str(log), "--to", "40", "--json")
    assert code == 0 and json.loads(out)["seq"] == 41
    code, out, _ = run("replay", str(log), "--to", "0", "--json")
    assert code == 0 and json.loads(out)["turn"] == 0


def test_json_prints_the_judge_view(games: Path) -> None:
    log = games / "game-0001.jsonl"
    seed = log.with_suffix(".seed").read_text().strip()
    code, out, _ = run("replay", str(log), "--json", "--seed", seed)
    assert code == 0
    data = json.loads(out)
    assert data["outcome"]["termination"] == "life"
    assert data["seq"] == len(lines(log))
    assert isinstance(data["players"][1]["zones"]["bag"], list)  # the judge sees every bag
    assert data["seed"] == seed  # revealed to the judge once the game is over


def test_an_edited_consequence_exits_1_with_its_seq_and_code(games: Path, tmp_path: Path) -> None:
    records = lines(games / "game-0000.jsonl")
    seq = next(r["seq"] for r in records if r["type"] == "TurnBegan" and r["turn"] == 3)
    records[seq]["player"] = 1 - records[seq]["player"]
    code, out, err = run("replay", str(write(tmp_path / "edited.jsonl", records)))
    assert code == 1 and out == ""
    assert f"invalid at seq {seq} (TurnBegan): log/event_does_not_follow" in err


def test_an_edited_roll_exits_1_with_the_seed_mismatch(games: Path, tmp_path: Path) -> None:
    log = games / "game-0002.jsonl"
    seed = log.with_suffix(".seed").read_text().strip()
    records = lines(log)
    seq = next(r["seq"] for r in records if r["type"] == "DiceRolled")
    die, face = records[seq]["faces"][0]
    records[seq]["faces"][0] = [die, (face + 1) % 6]
    edited = write(tmp_path / "edited.jsonl", records)
    code, _, err = run("replay", str(edited), "--seed", seed)
    assert code == 1
    assert f"invalid at seq {seq} (DiceRolled): random/seed_mismatch" in err
    code, _, _ = run("replay", str(edited))  # without the seed another roll is legal
    assert code == 0


def test_a_removed_event_exits_1_at_its_position(games: Path, tmp_path: Path) -> None:
    records = lines(games / "game-0000.jsonl")
    del records[100]
    code, _, err = run("replay", str(write(tmp_path / "cut.jsonl", records)))
    assert code == 1 and "invalid at seq 100" in err and "log/seq_gap" in err


def test_a_malformed_record_exits_1_with_the_schema_reason(games: Path, tmp_path: Path) -> None:
    records = lines(games / "game-0000.jsonl")
    seq = next(r["seq"] for r in records if r["type"] == "DiePurchased")
    records[seq]["paid"] = 7
    code, _, err = run("replay", str(write(tmp_path / "bad.jsonl", records)))
    assert code == 1
    assert f"invalid at seq {seq} (DiePurchased): log/unreadable: paid: 7 is not" in err


def test_a_wrong_seed_or_other_cards_fail_at_seq_0(games: Path, tmp_path: Path) -> None:
    log = str(games / "game-0000.jsonl")
    code, _, err = run("replay", log, "--seed", "00" * 32)
    assert code == 1 and "invalid at seq 0 (GameCreated): random/seed_mismatch" in err
    cards = tmp_path / "cards"
    cards.mkdir()
    data = json.loads((ROOT / "cards" / "data" / "demo.json").read_text())
    data["cards"][0]["cost"] = data["cards"][0].get("cost", 0) + 1
    (cards / "demo.json").write_text(json.dumps(data))
    code, _, err = run("replay", log, "--cards", str(cards))
    assert code == 1 and "log/card_definitions_differ" in err


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (None, "cannot read"),
        ("this is not json\n", "not JSON Lines"),
        ("", "empty log"),
        ('{"seq": 0, "type": "TurnBegan", "turn": 1, "player": 0}\n', "not a GameCreated"),
        ("[1, 2]\n", "not a GameCreated"),
    ],
)
def test_an_unreadable_file_exits_2(tmp_path: Path, content: str | None, reason: str) -> None:
    path = tmp_path / "log.jsonl"
    if content is not None:
        path.write_text(content)
    code, out, err = run("replay", str(path))
    assert code == 2 and out == ""
    assert err.startswith("unreadable: ") and reason in err


def test_an_unsupported_format_version_exits_2(games: Path, tmp_path: Path) -> None:
    records = lines(games / "game-0000.jsonl")
    records[0]["version"] = 99
    code, _, err = run("replay", str(write(tmp_path / "v99.jsonl", records)))
    assert code == 2 and "version 99" in err


def test_the_real_exit_statuses_are_0_1_and_2(games: Path, tmp_path: Path) -> None:
    records = lines(games / "game-0000.jsonl")
    records[5]["type"] = "Nonsense"
    cases = [
        (games / "game-0000.jsonl", 0),
        (write(tmp_path / "bad.jsonl", records), 1),
        (tmp_path / "missing.jsonl", 2),
    ]
    for path, status in cases:
        done = subprocess.run(
            [sys.executable, "manage.py", "replay", str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == status, (path, done.stdout, done.stderr)


def test_simulate_over_a_set_reports_engine_errors_and_keywords() -> None:
    """`simulate --set ocr` plays our own set's covering teams and lists each keyword its
    cards print: fired in how many games, implemented but never fired, or text only."""
    code, out, _ = run("simulate", "--set", "ocr", "--games", "4", "--seed", "kw")
    assert code == 0, out
    assert "4 games over set ocr" in out and "0 engine errors" in out
    assert "  overcrush " in out and "  fast " in out
    code, _, err = run("simulate", "--set", "nope", "--games", "1")
    assert code == 2 and "nope" in err
