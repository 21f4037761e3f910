"""Where a move's time goes on the server: cProfile of POST /api/games/<id>/actions/.

`python -m tests.benchmarks.profile_move [N] [--time]` (DATABASE_URL=postgres://...; REDIS_URL
as the server would have it) creates a `<name>_profile` database next to DATABASE_URL's, migrates
it, starts games between two token users and plays N moves (300) through Django's WSGI
handler in this process, with the production middleware and settings (DEBUG=0), exactly as
gunicorn hands a request over. Moves are played round the games as the API benchmark's
clients do (each answer gives the next player's actions; `?choices=0&view=0` as they ask, unless
PROFILE_CHOICES=1 or PROFILE_VIEW=1). The first moves warm the caches
and are not profiled. Prints the wall-clock and CPU ms per move and the functions that took
the most CPU time (cumulative and own, and the callees of PROFILE_CALLEES, a regular
expression), so that a change to the move path is measured, not guessed. `--time` only
times the moves, without the profiler's own cost. PROFILE_DUMP=FILE also writes the raw
profile (pstats) there. `--instructions` (implies `--time`) counts the CPU instructions the
moves take under valgrind's callgrind, instrumenting only the timed moves (not Django's start
nor the warm-up): a figure a busy shared machine does not blur, for before/after comparisons.
`--stages` (no profiler) prints the thread CPU of each of a move's pieces (STAGE_POINTS), so
that where the time goes is seen without cProfile's own cost, which inflates call-heavy code
such as Django's several times.
"""

from __future__ import annotations

import cProfile
import gc
import hashlib
import io
import itertools
import json
import os
import pstats
import random
import secrets
import subprocess
import sys
import threading
import time
from typing import Any

from tests.benchmarks.bench_api import ROOT, BenchDatabase

GAMES = 20
WARM_UP = 60
# As the API benchmark's clients: no choice description in the answer (PROFILE_CHOICES=1 asks)
# and of the view only whose decision comes next (PROFILE_VIEW=1 asks for the whole view).
QUERY = "&".join(
    part
    for part, variable in (("choices=0", "PROFILE_CHOICES"), ("view=0", "PROFILE_VIEW"))
    if os.environ.get(variable) != "1"
)
# `--time`: no profiler, only the ms per move (the profiler's own cost inflates what it sees).
STAGES = "--stages" in sys.argv
PROFILED = not {"--time", "--instructions", "--stages"} & set(sys.argv)
INSTRUCTIONS = "--instructions" in sys.argv


def _environ(
    method: str, path: str, token: str, body: bytes = b"", query: str = ""
) -> dict[str, Any]:
    return {
        "REQUEST_METHOD": method,
        "PATH_INFO": path,
        "QUERY_STRING": query,
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "HTTP_HOST": "127.0.0.1",
        "HTTP_ACCEPT": "application/json",
        "HTTP_AUTHORIZATION": f"Token {token}",
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(body)),
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.input": io.BytesIO(body),
        "wsgi.url_scheme": "http",
        "wsgi.errors": sys.stderr,
        "SERVER_PROTOCOL": "HTTP/1.1",
    }


def _call(handler: Any, environ: dict[str, Any]) -> tuple[int, Any]:
    status: list[str] = []
    chunks = handler(environ, lambda s, headers, exc_info=None: status.append(s))
    raw = b"".join(chunks)
    if hasattr(chunks, "close"):
        chunks.close()
    return int(status[0].split()[0]), json.loads(raw) if raw else None


class _Collector:
    """The garbage collector's CPU time while moves are played (gc.callbacks)."""

    def __init__(self) -> None:
        self.seconds, self.runs, self.by_generation = 0.0, 0, [0, 0, 0]
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.process_time()
            return
        self.seconds += time.process_time() - self._started
        self.runs += 1
        self.by_generation[info["generation"]] += 1


def _thread_cpu() -> dict[str, float]:
    """CPU seconds of this process's Python threads by name (Linux's /proc), so the work done
    behind the requests (the snapshots' writer, the live bus's publisher) is seen apart."""
    ticks, found = os.sysconf("SC_CLK_TCK"), {}
    for thread in threading.enumerate():
        try:
            with open(f"/proc/self/task/{thread.native_id}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        seconds = (int(fields[11]) + int(fields[12])) / ticks  # utime + stime
        found[thread.name] = found.get(thread.name, 0.0) + seconds
    return found


def _profile(moves: int) -> None:
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from rest_framework.authtoken.models import Token

    from config.wsgi import application as handler  # as gunicorn loads it (gc.freeze too)
    from games import services

    _same_games_every_run()
    user_model = get_user_model()
    one, two = user_model.objects.create_user("p-one"), user_model.objects.create_user("p-two")
    tokens = [Token.objects.create(user=u).key for u in (one, two)]
    games = [str(services.start_game(one, two).pk) for _ in range(GAMES)]
    rng = random.Random(1)
    state: dict[str, tuple[int, int, list]] = {}

    def move(game: str) -> bool:
        known = state.get(game)
        if known is None:
            for seat in (0, 1):
                path = f"/api/games/{game}/legal-actions/"
                code, body = _call(handler, _environ("GET", path, tokens[seat]))
                choices = [a for a in body["actions"] if a["type"] != "concede"]
                if choices:
                    known = (seat, body["seq"], choices)
                    break
            else:
                return False
        seat, seq, choices = known
        data = json.dumps({"action": rng.choice(choices), "expected_seq": seq}).encode()
        code, body = _call(
            handler, _environ("POST", f"/api/games/{game}/actions/", tokens[seat], data, QUERY)
        )
        state.pop(game, None)
        if code == 201 and body["view"]["waiting_for"] is not None:
            nxt = body["view"]["waiting_for"]["player"]
            choices = [a for a in body.get("actions", []) if a["type"] != "concede"]
            if nxt == seat and choices:
                state[game] = (seat, body["seq"], choices)
        return code == 201

    turn = 0
    for _ in range(WARM_UP):
        move(games[turn % GAMES])
        turn += 1
    # CPU time of this process: what a move costs the server's cores (waiting for PostgreSQL
    # and Redis costs none), so a busy machine blurs it less than wall-clock time.
    profiler = cProfile.Profile(time.process_time)
    collector = _Collector()
    gc.callbacks.append(collector)
    played, started, cpu = 0, time.perf_counter(), time.process_time()
    threads = _thread_cpu()
    stages = _timed_stages() if STAGES else {}
    if PROFILED:
        profiler.enable()
    _instrument("on")
    for _ in range(moves):
        played += move(games[turn % GAMES])
        turn += 1
    _instrument("off")
    profiler.disable()
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    threads = {name: spent - threads.get(name, 0.0) for name, spent in _thread_cpu().items()}
    gc.callbacks.remove(collector)
    per = 1000 / max(played, 1)
    print(f"profile: {played} moves, {per * elapsed:.2f} ms wall, {per * cpu:.2f} ms CPU each")
    print("threads: " + ", ".join(f"{n} {per * s:.3f}" for n, s in sorted(threads.items())))
    print(
        f"gc: {per * collector.seconds:.3f} ms CPU a move in {collector.runs} collections"
        f" by generation {collector.by_generation}"
    )
    for name, (cpu_ns, calls) in sorted(stages.items(), key=lambda item: -item[1][0]):
        shown = f"{cpu_ns * per / 1e6:8.1f} us CPU a move, {calls * per / 1000:5.2f} calls"
        print(f"stage: {shown}  {name}")
    if not PROFILED:
        return
    if os.environ.get("PROFILE_DUMP"):  # the raw stats, for pstats or snakeviz
        profiler.dump_stats(os.environ["PROFILE_DUMP"])
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("cumulative").print_stats(60)
    stats.sort_stats("tottime").print_stats(30)
    # What the request path spends its time on, one level down at a time.
    stats.sort_stats("cumulative").print_callees(*CALLEES)
    print(out.getvalue())


# `--stages`: the pieces of a move timed apart (thread CPU, no profiler): (module, attribute,
# modules that imported it by name). A piece's time includes the pieces it calls; Django's
# request handling and the middleware are the WSGI call less the lean dispatch's pieces and
# the views (the handler chain holds its own bound methods: they cannot be wrapped here).
STAGE_POINTS = (
    ("django.core.handlers.wsgi", "WSGIHandler.__call__", ()),
    ("config.lean_api", "LeanDispatch._lean_start", ()),
    ("config.lean_api", "_rendered", ()),
    ("games.views", "ActionsView.lean_post", ()),
    ("games.views", "LegalActionsView.lean_get", ()),
    ("games.move_steps", "without_read", ("games.services",)),
    ("games.move_steps", "decided", ("games.services",)),
    ("games.move_steps", "answer", ("games.services",)),
    ("games.event_store", "append_at_version", ()),
    ("games.event_store", "_insert_and_move_head", ()),
    ("games.event_store", "find_game", ()),
    ("games.live_bus", "publish", ()),
    ("games.access", "cache_state", ("games.move_steps", "games.services")),
    ("games.systems.dicemasters", "DiceMasters.apply", ()),
    ("games.systems.dicemasters", "DiceMasters.view", ()),
    ("games.systems.dicemasters", "DiceMasters.legal_actions", ()),
    ("psycopg", "Cursor.execute", ()),
)


def _timed_stages() -> dict[str, list[int]]:
    """Wrap each of STAGE_POINTS with a thread CPU timer; {name: [ns, calls]}, filled as
    moves are played."""
    import functools
    import importlib

    found: dict[str, list[int]] = {}
    for module_name, dotted, importers in STAGE_POINTS:
        owner: Any = importlib.import_module(module_name)
        *path, attribute = dotted.split(".")
        for part in path:
            owner = getattr(owner, part)
        function = getattr(owner, attribute)
        totals = found.setdefault(f"{module_name}.{dotted}", [0, 0])

        def timed(*args: Any, _f: Any = function, _t: list[int] = totals, **kwargs: Any) -> Any:
            started = time.thread_time_ns()
            try:
                return _f(*args, **kwargs)
            finally:
                _t[0] += time.thread_time_ns() - started
                _t[1] += 1

        functools.update_wrapper(timed, function)
        setattr(owner, attribute, timed)
        for importer in importers:
            setattr(importlib.import_module(importer), attribute, timed)
    return found


def _same_games_every_run() -> None:
    """The games' seeds from a fixed sequence (not the server's random ones): with the moves'
    own fixed choices, every run plays the same games, so that two runs' call and instruction
    counts differ by the code, not by the games' paths (about 2% between random runs)."""
    from games import event_chain, event_store

    numbers = itertools.count()

    def fixed_seed() -> tuple[str, str]:
        seed = hashlib.sha256(f"profile-move-{next(numbers)}".encode()).hexdigest()
        return seed, event_chain.seed_commitment(seed)

    event_store.new_seed = fixed_seed  # type: ignore[assignment]  # (this process only)


def _instrument(state: str) -> None:
    """Under `--instructions`: callgrind counts from here ("on") to there ("off")."""
    if INSTRUCTIONS:
        subprocess.run(
            ["callgrind_control", "-i", state, str(os.getpid())],
            check=True, capture_output=True, timeout=300,
        )  # fmt: skip


def _instructions(out: str, moves: int) -> None:
    """The instructions callgrind counted (its `totals:` line), per move."""
    with open(out) as dump:
        total = sum(int(line.split()[1]) for line in dump if line.startswith("totals:"))
    os.unlink(out)
    print(f"instructions: {total / moves:,.0f} a move ({total:,} in {moves} moves)")


# The steps of a move whose callees are printed (regular expressions on function names).
CALLEES = (
    os.environ.get("PROFILE_CALLEES")
    or r"dispatch|_submitted|answer|decided|without_read|initial|_insert\b|_fetch_game",
)


def main() -> int:
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    if os.environ.get("PROFILE_INNER"):
        _profile(moves)
        return 0
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith(("postgres://", "postgresql://")):
        print("profile_move needs DATABASE_URL=postgres://...")
        return 1
    database = BenchDatabase(url)
    database.name = database.name.removesuffix("_bench") + "_profile"
    database.url = database.url.rsplit("/", 1)[0] + f"/{database.name}"
    with database as profile_url:
        env = {
            **os.environ,
            "DATABASE_URL": profile_url,
            "DEBUG": "0",
            "SECRET_KEY": secrets.token_urlsafe(50),
            "THROTTLE_LOGIN_RATE": "",
            "THROTTLE_WRITE_RATE": "",
            "ALLOWED_HOSTS": "127.0.0.1",
            "LOG_LEVEL": "WARNING",
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "PROFILE_INNER": "1",
        }
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
            cwd=ROOT, env=env, check=True, timeout=300,
        )  # fmt: skip
        command = [sys.executable, "-m", "tests.benchmarks.profile_move", *sys.argv[1:]]
        out = f"/tmp/profile_move.{os.getpid()}.callgrind"
        if INSTRUCTIONS:
            command = ["valgrind", "--tool=callgrind", "--instr-atstart=no",
                       f"--callgrind-out-file={out}", *command]  # fmt: skip
        code = subprocess.run(command, cwd=ROOT, env=env, check=False).returncode
        if INSTRUCTIONS and code == 0:
            _instructions(out, moves)
        return code


if __name__ == "__main__":
    raise SystemExit(main())
