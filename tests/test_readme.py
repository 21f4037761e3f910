"""Every command in the README's `sh` blocks runs as printed on a fresh checkout (issue 15,
items 2 and 3), so the docs cannot rot again.

The commands run in a copy of this checkout (its files, a fresh `git init`, this `.venv` and
`node_modules` linked in) with a newcomer's environment: no DATABASE_URL, REDIS_URL, DEBUG,
SECRET_KEY or DJANGO_SETTINGS_MODULE, so the default SQLite file of the copy, eager Celery
and manage.py's development default are what is tested. A printed command with placeholders
(`GAME_ID`, `path/to/cards.php`, `[--to SEQ]`) or a long run (`--games 1000`) is instantiated:
each instance must match the printed line with placeholders, paths and numbers filled in and
bracketed options kept or dropped (`pattern`), and every printed command needs an instance.
`make run` serves on a free `PORT` and `make test` runs one small test file (`PYTEST_ARGS`).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import signal
import socket
import sqlite3
import subprocess
import time
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PLACEHOLDER = re.compile(r"[A-Z][A-Z_]*(=[A-Z_]+)?")
# A newcomer's shell has none of these; MAKEFLAGS & co. would pass an outer `make test
# PYTEST_ARGS=...` down to the `make` this test runs, over the environment's PYTEST_ARGS.
NEWCOMER_UNSET = (
    "DATABASE_URL", "REDIS_URL", "DEBUG", "SECRET_KEY", "DJANGO_SETTINGS_MODULE",
    "MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES",
)  # fmt: skip
DATA = "tests/cards/data"
PY = ".venv/bin/python manage.py"

# Printed command -> the command lines run for it ({logs}: a temporary directory, {game}: a
# game of the copy's database). Docker's lines are tested apart (test_deploy_lines).
INSTANCES: dict[str, list[str]] = {
    "make run": ["make run"],
    "make test": ["make test"],
    f"{PY} simulate --games 10 --seed 7 --out /tmp/logs": [
        f"{PY} simulate --games 2 --seed 7 --out {{logs}}"
    ],
    f"{PY} simulate --set ocr --games 1000": [f"{PY} simulate --set ocr --games 3"],
    f"{PY} replay /tmp/logs/game-0000.jsonl [--to SEQ] [--json]": [
        f"{PY} replay {{logs}}/game-0000.jsonl",
        f"{PY} replay {{logs}}/game-0000.jsonl --to 5 --json",
    ],
    f"{PY} simulate_tournament --players 32 --seed 1 [--results-only] [--json]": [
        f"{PY} simulate_tournament --players 4 --seed 1",
        f"{PY} simulate_tournament --players 8 --seed 1 --results-only --json",
    ],
    f"{PY} audit GAME_ID": [f"{PY} audit {{game}}"],
    f"{PY} import_teambuilder path/to/cards.php [--set ARRAY=CODE] [--only xfc]": [
        f"{PY} import_teambuilder {DATA}/teambuilder_sample.php",
        f"{PY} import_teambuilder {DATA}/teambuilder_sample.php --set tbx=xfc --only xfc",
    ],
    f"{PY} import_cards path/to/cards.csv": [f"{PY} import_cards {DATA}/spreadsheet_sample.csv"],
    "cp deploy/env.example deploy/.env": ["cp deploy/env.example deploy/.env"],
}
DEPLOY = "docker compose"


def readme_commands() -> list[str]:
    """The command lines of the README's sh blocks, comments dropped, in order."""
    blocks = re.findall(r"^```sh\n(.*?)^```", README.read_text(), flags=re.S | re.M)
    lines = (line for block in blocks for line in block.splitlines())
    return [" ".join(tokens) for line in lines if (tokens := shlex.split(line, comments=True))]


def pattern(printed: str) -> re.Pattern[str]:
    """What an instance of a printed command may be: placeholders, paths (past the program)
    and numbers filled in, each bracketed option kept or dropped."""
    parts: list[str] = []
    for index, token in enumerate(printed.split()):
        core = token.strip("[]")
        if core.isdigit():
            rx = r"\d+"
        elif PLACEHOLDER.fullmatch(core) or (index >= 2 and "/" in core):
            rx = r"\S+"
        else:
            rx = re.escape(core)
        lead = "" if index == 0 else " "
        parts.append(f"(?:{lead}{rx}" if token.startswith("[") else f"{lead}{rx}")
        if token.endswith("]"):
            parts.append(")?")
    return re.compile("".join(parts))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh checkout of the working tree (mtimes kept, so make sees .venv as installed)."""
    copy = tmp_path_factory.mktemp("readme") / "overcrush"
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "-z"],
        cwd=ROOT, capture_output=True, check=True,
    ).stdout.decode().split("\0")  # fmt: skip
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, copy / name)
    subprocess.run(["git", "init", "-q"], cwd=copy, check=True)
    for linked in (".venv", "node_modules"):
        if (ROOT / linked).exists():
            (copy / linked).symlink_to(ROOT / linked)
    return copy


def newcomer_env(**extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in NEWCOMER_UNSET and not k.startswith(("PYTEST_", "STATE_CACHE", "LIVE_"))
    }
    return {**env, **extra}


def run(command: str, cwd: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        shlex.split(command), cwd=cwd, env=newcomer_env(**extra),
        capture_output=True, text=True, timeout=900,
    )  # fmt: skip


def game_of(checkout: Path) -> str:
    """A game of the copy's database (the demo's, seeded by `make run`)."""
    with sqlite3.connect(checkout / "db.sqlite3") as db:
        (key,) = db.execute("SELECT id FROM games_game ORDER BY created_at LIMIT 1").fetchone()
    return str(uuid.UUID(key))


@contextmanager
def served(checkout: Path, port: int) -> Iterator[subprocess.Popen[bytes]]:
    """`make run` as printed (PORT from the environment, as make reads it), stopped after."""
    log = (checkout / "make-run.log").open("wb")
    server = subprocess.Popen(
        ["make", "run"], cwd=checkout, env=newcomer_env(PORT=str(port)),
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    try:
        yield server
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        log.close()


def wait_for_home(port: int, server: subprocess.Popen[bytes], seconds: float) -> int:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and server.poll() is None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as answer:
                return answer.status
        except OSError:
            time.sleep(1)
    return 0


def test_every_printed_command_has_an_instance_that_matches_it() -> None:
    printed = [c for c in readme_commands() if not c.startswith(DEPLOY)]
    assert sorted(printed) == sorted(INSTANCES)
    for command, instances in INSTANCES.items():
        for instance in instances:
            filled = instance.format(logs="/tmp/x/logs", game=str(uuid.uuid4()))
            assert pattern(command).fullmatch(filled), (command, filled)


def test_the_readme_commands_run_as_printed_on_a_fresh_checkout(
    checkout: Path, tmp_path: Path
) -> None:
    port = free_port()
    with served(checkout, port) as server:
        status = wait_for_home(port, server, seconds=600)
    log = (checkout / "make-run.log").read_text(errors="replace")
    assert status == 200, log[-4000:]
    assert f"127.0.0.1:{port}" in log

    failures = []
    for printed in readme_commands():
        if printed.startswith(DEPLOY) or printed == "make run":
            continue
        for instance in INSTANCES[printed]:
            game = game_of(checkout) if "{game}" in instance else ""
            command = instance.format(logs=tmp_path / "logs", game=game)
            extra = {"PYTEST_ARGS": "tests/test_flush.py -q -p no:cacheprovider"}
            done = run(command, checkout, **extra)
            if done.returncode != 0:
                failures.append(f"$ {command}\n-> {done.returncode}\n{done.stderr[-3000:]}")
    assert failures == [], "\n\n".join(failures)
    assert (checkout / "deploy/.env").read_text() == (ROOT / "deploy/env.example").read_text()


def test_the_deploy_lines_are_valid_compose_commands(checkout: Path) -> None:
    """`docker compose` itself cannot run here without Docker; where it is installed, each
    printed line's file and services are checked with `docker compose config`."""
    lines = [c for c in readme_commands() if c.startswith(DEPLOY)]
    assert lines and all("-f deploy/compose.yaml" in line for line in lines)
    if shutil.which("docker") is None or run("docker compose version", checkout).returncode:
        pytest.skip("no docker compose here: the compose lines were not run")
    shutil.copy(checkout / "deploy/env.example", checkout / "deploy/.env")
    done = run("docker compose -f deploy/compose.yaml config --quiet", checkout)
    assert done.returncode == 0, done.stderr


def test_make_run_takes_a_port_and_installs_what_the_pages_tests_need(checkout: Path) -> None:
    """`make -n`: what `make run PORT=...` would do, in a checkout with no node_modules."""
    bare = checkout.parent / "bare"
    shutil.copytree(checkout, bare, symlinks=True, ignore=shutil.ignore_patterns("node_modules"))
    done = run("make -n run PORT=8765", bare)
    assert done.returncode == 0, done.stderr
    assert "runserver 127.0.0.1:8765" in done.stdout
    assert "npm ci" in done.stdout
    assert "runserver 127.0.0.1:8000" in run("make -n run", bare).stdout


@pytest.mark.parametrize(
    ("where", "setting"),
    [
        ("no .git: the deployed image", {}),
        ("a checkout configured for production", {"DJANGO_SETTINGS_MODULE": "config.settings"}),
        ("a checkout with DEBUG=0", {"DEBUG": "0"}),
    ],
)
def test_manage_py_stays_strict_wherever_someone_configured_it(
    checkout: Path, tmp_path: Path, where: str, setting: dict[str, str]
) -> None:
    """Development is manage.py's default only in an unconfigured checkout (manage.py)."""
    place = checkout
    if not setting:
        place = tmp_path / "image"
        shutil.copytree(checkout, place, symlinks=True, ignore=shutil.ignore_patterns(".git"))
    done = run(".venv/bin/python manage.py check", place, **setting)
    assert done.returncode != 0
    assert "SECRET_KEY is missing" in done.stderr
