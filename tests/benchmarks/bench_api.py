"""Moves per second through the HTTP API on PostgreSQL, beside a trivial endpoint and the floor.

A real gunicorn (2 workers, gthread with 8 threads as deployed; BENCH_API_WORKER_CLASS and
BENCH_API_THREADS change it; loopback) serves a benchmark database created, migrated and
dropped here (`<name>_bench`, next to DATABASE_URL's database). Two users with API tokens
play GAMES live online games (50). CLIENTS client threads (8) share them out and go round
their games, one move in each in turn, as a table of players would: GET legal-actions of the
player the game waits for (known from the previous answer), then POST one of them (a random
legal non-concede action, with expected_seq; `?choices=0`: they never read the choice
description, BENCH_API_CHOICES=1 asks for it; `&view=0`: of the view they read only whose
decision comes next, BENCH_API_VIEW=1 asks for the whole view), for MOVE_SECONDS. A finished
game is replaced by a new one (created by staff through the API). Then the same threads call
GET /api/health/ (no database, no cache) for HEALTH_SECONDS: the cost of the request path
alone on the same server, in the same run, so the ratio of the two stays meaningful on a
busy machine.

The floor (tests/benchmarks/floor.py): between those slices, the same number of client
threads over as many games of their own run a bare psycopg transaction doing what a move
must (lock the game row, insert the events real moves of this run appended, move the head,
commit), and the same again with one client on one game beside one client moving in one
game. `api.move_vs_floor.<games>g` is a move's p50 over the floor's p50 at the same
concurrency: what the application adds to the database work it cannot avoid.

Figures: api.moves_per_s, api.health_per_s, api.move_ratio (moves/s over health req/s; the
issue's goal is at least 0.3), api.move_p95_ms and api.move_p50_ms (POST actions, goal p95
under 100 ms), api.legal_actions_p50_ms/p95_ms, the counts, and for 1 and GAMES games
api.floor_ms.<g>g, api.move_p50_ms.<g>g and api.move_vs_floor.<g>g (goal at most 2).
BENCH_API_GAMES, BENCH_API_CLIENTS, BENCH_API_SECONDS change the load.

Only on PostgreSQL (DATABASE_URL=postgres://...); otherwise one `skipped` figure. With
REDIS_URL set the server keeps its state snapshots in Redis as well as in each process.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import secrets
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import dj_database_url

from tests.benchmarks.floor import drive_floor

ROOT = Path(__file__).resolve().parents[2]
GAMES = int(os.environ.get("BENCH_API_GAMES", "50"))  # live games
CLIENTS = int(os.environ.get("BENCH_API_CLIENTS", "8"))  # concurrent client threads
WORKERS = 2
WORKER_CLASS = os.environ.get("BENCH_API_WORKER_CLASS", "gthread")  # as deployed
THREADS = int(os.environ.get("BENCH_API_THREADS", "8"))
KEEPALIVE = os.environ.get("BENCH_API_KEEPALIVE", "30")
MOVE_SECONDS = float(os.environ.get("BENCH_API_SECONDS", "15"))
# The clients read only the answer's actions and whose decision comes next: they ask for no
# choice description (`choices=0`) and no more of the view (`view=0`). BENCH_API_CHOICES=1
# and BENCH_API_VIEW=1 ask for them (both: the whole answer, as the browser has it).
WITH_CHOICES = os.environ.get("BENCH_API_CHOICES", "0") == "1"
WITH_VIEW = os.environ.get("BENCH_API_VIEW", "0") == "1"
ANSWER_QUERY = "&".join(
    part for part, wanted in (("choices=0", not WITH_CHOICES), ("view=0", not WITH_VIEW)) if wanted
)
ANSWER_QUERY = f"?{ANSWER_QUERY}" if ANSWER_QUERY else ""
HEALTH_SECONDS = 5.0
FLOOR_SECONDS = MOVE_SECONDS / 3  # the floor's p50 settles sooner than the moves'
SOLO_SECONDS = MOVE_SECONDS / 3  # one game: moves and floor each
SLICES = 5
TIMEOUT = 30.0

SETUP = """
import json, django
django.setup()
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from games import services
User = get_user_model()
staff = User.objects.create_user("bench-staff", is_staff=True)
one, two = User.objects.create_user("bench-one"), User.objects.create_user("bench-two")
games = [str(services.start_game(one, two).pk) for _ in range({games} + 1)]
floor = [str(services.start_game(one, two).pk) for _ in range({games} + 1)]
print(json.dumps({{
    "tokens": [Token.objects.create(user=u).key for u in (one, two, staff)],
    "users": [one.pk, two.pk],
    "games": games,
    "floor": floor,
}}))
"""


def run() -> Iterator[tuple]:
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith(("postgres://", "postgresql://")):
        yield "api.skipped", 0, "needs-DATABASE_URL=postgres://"
        return
    with BenchDatabase(url) as bench_url, Server(bench_url) as server:
        setup = server.manage_python(SETUP.format(games=GAMES))
        tables = [Table(game) for game in setup["games"][:GAMES]]
        solo = [Table(setup["games"][GAMES])]  # the one game played alone
        floor_games, solo_floor = setup["floor"][:GAMES], setup["floor"][GAMES:]
        moves, health, floor = Totals(), Totals(), Totals()
        solo_moves, solo_floor_totals = Totals(), Totals()
        warm = Totals()
        drive_moves(server.port, setup, tables, 1.0, warm)  # warm up both workers
        samples = warm.records
        actor = setup["users"][0]

        def floor_slice(games: list[str], clients: int, seconds: float, totals: Totals) -> None:
            drive_floor(bench_url, games, clients, seconds, samples, actor, totals)

        # Moves, the floor and health checks take turns in short slices, so that all see the
        # same load from the rest of a shared machine and their ratios mean something.
        for _ in range(SLICES):
            drive_moves(server.port, setup, tables, MOVE_SECONDS / SLICES, moves)
            floor_slice(floor_games, CLIENTS, FLOOR_SECONDS / SLICES, floor)
            drive_health(server.port, HEALTH_SECONDS / SLICES, health)
            drive_moves(server.port, setup, solo, SOLO_SECONDS / SLICES, solo_moves, clients=1)
            floor_slice(solo_floor, 1, SOLO_SECONDS / SLICES, solo_floor_totals)
    yield "api.games", GAMES, "live games"
    yield "api.clients", CLIENTS, "client threads"
    yield f"api.workers.{WORKER_CLASS}.{THREADS}threads", WORKERS, "gunicorn workers"
    yield "api.cache", 1 if os.environ.get("REDIS_URL") else 0, "1=redis"
    yield "api.answer_choices", int(WITH_CHOICES), "1=asked (BENCH_API_CHOICES)"
    yield "api.answer_view", int(WITH_VIEW), "1=whole view asked (BENCH_API_VIEW)"
    yield "api.moves_per_s", moves.rate, "moves/s"
    yield "api.health_per_s", health.rate, "req/s"
    ratio = moves.rate / health.rate if health.rate else 0.0
    yield "api.move_ratio", ratio, "moves/health", ">=0.3"
    yield "api.move_p95_ms", moves.post.p95, "ms", "<100"
    yield "api.move_p50_ms", moves.post.median, "ms"
    yield "api.legal_actions_p50_ms", moves.get.median, "ms"
    yield "api.legal_actions_p95_ms", moves.get.p95, "ms"
    yield "api.health_p50_ms", health.get.median, "ms"
    yield "api.moves.total", moves.count, "moves"
    yield "api.moves.refused", moves.refused, "responses"
    yield "api.games_finished", moves.finished, "games"
    for games, move, bare in ((1, solo_moves, solo_floor_totals), (GAMES, moves, floor)):
        yield f"api.floor_ms.{games}g", bare.post.median, "ms"
        yield f"api.floor_p95_ms.{games}g", bare.post.p95, "ms"
        yield f"api.move_p50_ms.{games}g", move.post.median, "ms"
        vs = move.post.median / bare.post.median
        yield f"api.move_vs_floor.{games}g", vs, "x", "<=2"
    yield "api.floor_transactions", floor.count + solo_floor_totals.count, "transactions"


# --- the database and the server -----------------------------------------------------------


class BenchDatabase:
    """A fresh `<name>_bench` database on DATABASE_URL's server, dropped on exit."""

    def __init__(self, url: str) -> None:
        self.config = dj_database_url.parse(url)
        self.name = f"{self.config['NAME']}_bench"
        self.url = url.rsplit("/", 1)[0].split("?")[0] + f"/{self.name}"

    def _admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(
            host=self.config["HOST"] or "127.0.0.1",
            port=self.config["PORT"] or 5432,
            user=self.config["USER"],
            password=self.config["PASSWORD"] or None,
            dbname="postgres",
            autocommit=True,
        ) as admin:
            admin.execute(sql)

    def __enter__(self) -> str:
        self._admin(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
        self._admin(f'CREATE DATABASE "{self.name}"')
        return self.url

    def __exit__(self, *exc: object) -> None:
        self._admin(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


class Server:
    """gunicorn on a free loopback port against the benchmark database."""

    def __init__(self, database_url: str) -> None:
        self.env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "DEBUG": "0",
            "SECRET_KEY": secrets.token_urlsafe(50),  # production settings need a real one
            # Production settings, but no rate limits: the benchmark measures the server.
            "THROTTLE_LOGIN_RATE": "",
            "THROTTLE_WRITE_RATE": "",
            "ALLOWED_HOSTS": "127.0.0.1",
            "LOG_LEVEL": "WARNING",
            "DJANGO_SETTINGS_MODULE": "config.settings",
        }
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.process: subprocess.Popen | None = None

    def manage_python(self, code: str) -> Any:
        done = subprocess.run(
            [sys.executable, "-c", code],
            cwd=ROOT, env=self.env, capture_output=True, text=True, timeout=120, check=True,
        )  # fmt: skip
        return json.loads(done.stdout.strip().splitlines()[-1])

    def __enter__(self) -> Server:
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
            cwd=ROOT, env=self.env, check=True, timeout=300,
        )  # fmt: skip
        self.process = subprocess.Popen(
            [
                sys.executable, "-m", "gunicorn", "config.wsgi",
                "-b", f"127.0.0.1:{self.port}", "-w", str(WORKERS),
                "--worker-class", WORKER_CLASS, "--threads", str(THREADS),
                "--keep-alive", KEEPALIVE, "--log-level", "warning",
            ],
            cwd=ROOT, env=self.env, start_new_session=True,
        )  # fmt: skip
        deadline = time.monotonic() + TIMEOUT
        while True:
            try:
                client = Client(self.port)
                if client.request("GET", "/api/health/")[0] == 200:
                    client.close()
                    return self
            except OSError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("gunicorn did not start")
            time.sleep(0.2)

    def __exit__(self, *exc: object) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


# --- the clients ---------------------------------------------------------------------------


class Client:
    """One keep-alive HTTP/1.1 connection."""

    def __init__(self, port: int, token: str | None = None) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
        self.headers = {"Accept": "application/json"}
        if token:
            self.headers["Authorization"] = f"Token {token}"

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any, float]:
        headers = dict(self.headers)
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        started = time.perf_counter()
        self.connection.request(method, path, body=data, headers=headers)
        response = self.connection.getresponse()
        raw = response.read()
        elapsed = (time.perf_counter() - started) * 1000
        return response.status, json.loads(raw) if raw else None, elapsed

    def close(self) -> None:
        self.connection.close()


class Latencies:
    def __init__(self) -> None:
        self.samples: list[float] = []

    @property
    def median(self) -> float:
        return statistics.median(self.samples) if self.samples else float("nan")

    @property
    def p95(self) -> float:
        if len(self.samples) < 2:
            return self.median
        return statistics.quantiles(self.samples, n=20, method="inclusive")[18]


class Totals:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.post, self.get = Latencies(), Latencies()
        self.count = self.refused = self.finished = 0
        self.seconds = 0.0
        self.errors: list[BaseException] = []
        self.records: list[list[dict[str, Any]]] = []  # events of moves (the floor's rows)

    @property
    def rate(self) -> float:
        return self.count / self.seconds if self.seconds else 0.0


class Table:
    """One live game as a client sees it: its id, who it waits for (None: ask both), and
    that player's legal actions when the last answer gave them (then no GET is needed)."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.next: int | None = None
        self.actions: list[dict[str, Any]] = []
        self.seq = -1


def ask(table: Table, players: list[Client], get: Latencies) -> tuple[int, Any, list] | None:
    """GET legal-actions of the player the game waits for (both if unknown): (seat, answer,
    non-concede actions), or None when neither has any (the game is over)."""
    seats = (0, 1) if table.next is None else (table.next, 1 - table.next)
    for seat in seats:
        path = f"/api/games/{table.game_id}/legal-actions/"
        status, body, ms = players[seat].request("GET", path)
        get.samples.append(ms)
        assert status == 200, (status, body)
        choices = [a for a in body["actions"] if a["type"] != "concede"]
        if choices:
            return seat, body, choices
    return None


def drive_moves(
    port: int,
    setup: dict[str, Any],
    tables: list[Table],
    seconds: float,
    totals: Totals,
    clients: int = CLIENTS,
) -> None:
    """Play moves from `clients` threads for `seconds`, adding to `totals`."""
    deadline = time.monotonic() + seconds

    def play(tables: list[Table], seed: int) -> None:
        rng = random.Random(seed)
        players = [Client(port, token) for token in setup["tokens"][:2]]
        staff = Client(port, setup["tokens"][2])
        post, get = Latencies(), Latencies()
        records: list[list[dict[str, Any]]] = []
        count = refused = finished = 0
        turn = 0
        try:
            while time.monotonic() < deadline:
                table = tables[turn % len(tables)]
                turn += 1
                choices = [a for a in table.actions if a["type"] != "concede"]
                if choices and table.next is not None:  # the last answer gave them
                    seat, body = table.next, {"seq": table.seq}
                elif not (found := ask(table, players, get)):
                    # The game is over: staff start another in its place.
                    finished += 1
                    status, body, _ = staff.request(
                        "POST",
                        "/api/games/",
                        {"player_one": setup["users"][0], "player_two": setup["users"][1]},
                    )
                    assert status == 201, (status, body)
                    table.game_id, table.next, table.actions = body["game"]["id"], None, []
                    continue
                else:
                    seat, body, choices = found
                action = {"action": rng.choice(choices), "expected_seq": body["seq"]}
                path = f"/api/games/{table.game_id}/actions/{ANSWER_QUERY}"
                status, body, ms = players[seat].request("POST", path, action)
                if status == 201:
                    post.samples.append(ms)
                    count += 1
                    if len(records) < 100:
                        records.append(body["events"])
                    waiting = body["view"]["waiting_for"]
                    table.next = None if waiting is None else waiting["player"]
                    table.actions = body.get("actions", []) if table.next == seat else []
                    table.seq = body["seq"]
                else:
                    refused += 1
                    table.next, table.actions = None, []
        except BaseException as error:  # reported after the run
            totals.errors.append(error)
        finally:
            for client in (*players, staff):
                client.close()
            with totals.lock:
                totals.post.samples += post.samples
                totals.get.samples += get.samples
                totals.records += records
                totals.count += count
                totals.refused += refused
                totals.finished += finished

    started = time.monotonic()
    threads = [
        threading.Thread(target=play, args=(tables[index::clients], hash((index, deadline))))
        for index in range(min(clients, len(tables)))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + TIMEOUT)
    totals.seconds += time.monotonic() - started
    if totals.errors:
        raise RuntimeError(f"API benchmark client failed: {totals.errors[0]!r}")


def drive_health(port: int, seconds: float, totals: Totals) -> None:
    """GET /api/health/ from CLIENTS threads for `seconds`, adding to `totals`."""
    deadline = time.monotonic() + seconds

    def call() -> None:
        client, samples = Client(port), []
        try:
            while time.monotonic() < deadline:
                status, _, ms = client.request("GET", "/api/health/")
                assert status == 200, status
                samples.append(ms)
        except BaseException as error:
            totals.errors.append(error)
        finally:
            client.close()
            with totals.lock:
                totals.get.samples += samples
                totals.count += len(samples)

    started = time.monotonic()
    threads = [threading.Thread(target=call) for _ in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + TIMEOUT)
    totals.seconds += time.monotonic() - started
    if totals.errors:
        raise RuntimeError(f"health benchmark client failed: {totals.errors[0]!r}")
