"""The end of a round: every table's report and confirmation at once, through the API.

A fresh `<name>_rush_bench` database (next to DATABASE_URL's) is migrated; a paper best-of-3
event of PLAYERS players (4,096) gets round 1 paired by `generation.generate_round`, and each
player gets an API token. A real gunicorn as deployed (2 workers, gthread with 8 threads,
tests/benchmarks/bench_api.py's Server) serves it. CLIENTS client threads (50) take the
round's tables from one queue, as the tables finish: player A POSTs the report, then player
B POSTs the confirmation (2,048 of each). Every answer must be 201.

Figures: results.rush.seconds (from the first request to the last answer; goal under 60 s),
results.rush.p95_ms and p50_ms (per request; goal p95 under 500 ms), results.rush.failures
(answers other than 201 and errors; goal 0), and whether the round ended complete.

Only on PostgreSQL (DATABASE_URL=postgres://...); otherwise one `skipped` figure.
BENCH_RUSH_PLAYERS and BENCH_RUSH_CLIENTS change the size.
"""

from __future__ import annotations

import http.client
import json
import os
import queue
import statistics
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

from tests.benchmarks.bench_api import TIMEOUT, BenchDatabase, Server

PLAYERS = int(os.environ.get("BENCH_RUSH_PLAYERS", "4096"))
CLIENTS = int(os.environ.get("BENCH_RUSH_CLIENTS", "50"))

SETUP = """
import datetime, json, secrets
import django
django.setup()
from django.contrib.auth import get_user_model
from django.urls import resolve
from rest_framework.authtoken.models import Token
from tournaments import events
from tournaments.rounds import generation
from tournaments.models import Registration, Tournament

User = get_user_model()
organizer = User.objects.create_user("rush-organizer")
tournament = events.create_tournament(
    organizer, name="rush", date=datetime.date.today(), seed="bench-rush",
    match_structure=Tournament.MatchStructure.BEST_OF_THREE,
)
users = User.objects.bulk_create([User(username=f"rush-{{k:05d}}") for k in range({players})])
Registration.objects.bulk_create(
    [Registration(tournament=tournament, user=u, display_name=u.username) for u in users]
)
tokens = Token.objects.bulk_create([Token(key=secrets.token_hex(20), user=u) for u in users])
key = {{token.user_id: token.key for token in tokens}}
# (the pages' URLs have the same names as the API's: the paths, checked)
assert resolve("/api/matches/1/report/").func.view_class.__name__ == "ReportView"
assert resolve("/api/matches/1/confirm/").func.view_class.__name__ == "ConfirmView"
round_ = generation.generate_round(tournament.pk, 1)
matches = round_.matches.exclude(player_b=None).select_related("player_a", "player_b")
print(json.dumps({{
    "round": round_.pk,
    "report": "/api/matches/0/report/",
    "confirm": "/api/matches/0/confirm/",
    "matches": [
        [m.pk, key[m.player_a.user_id], key[m.player_b.user_id]] for m in matches
    ],
}}))
"""

CHECK = """
import json, django
django.setup()
from tournaments.models import Round
print(json.dumps(Round.objects.get(pk={round}).status == Round.Status.COMPLETE))
"""


def run() -> Iterator[tuple]:
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith(("postgres://", "postgresql://")):
        yield "results.rush.skipped", 0, "needs-DATABASE_URL=postgres://"
        return
    database = BenchDatabase(url)
    database.name = database.name.removesuffix("_bench") + "_rush_bench"
    database.url = database.url.rsplit("/", 1)[0] + f"/{database.name}"
    with database as bench_url, Server(bench_url) as server:
        setup = server.manage_python(SETUP.format(players=PLAYERS))
        rush = rush_round(server.port, setup)
        complete = server.manage_python(CHECK.format(round=setup["round"]))
    for failure in rush["first"]:
        print(f"rush: refused {failure}", file=sys.stderr)
    samples = rush["samples"]
    yield "results.rush.players", PLAYERS, "players"
    yield "results.rush.clients", CLIENTS, "client threads"
    yield "results.rush.requests", len(samples), "requests"
    yield "results.rush.seconds", rush["seconds"], "s", "<60"
    yield "results.rush.p50_ms", statistics.median(samples), "ms"
    p95 = statistics.quantiles(samples, n=20, method="inclusive")[18]
    yield "results.rush.p95_ms", p95, "ms", "<500"
    yield "results.rush.failures", rush["failures"], "requests", "<=0"
    yield "results.rush.round_complete", int(complete), "1=complete", ">=1"


def rush_round(port: int, setup: dict[str, Any]) -> dict[str, Any]:
    """Report and confirm every match from CLIENTS threads; the latencies, the failures and
    the seconds from the first request to the last answer."""
    tables: queue.Queue[list[Any]] = queue.Queue()
    for match in setup["matches"]:
        tables.put(match)
    samples: list[float] = []
    failures: list[str] = []
    lock = threading.Lock()

    def client() -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
        mine: list[float] = []
        try:
            while True:
                try:
                    match, token_a, token_b = tables.get_nowait()
                except queue.Empty:
                    return
                steps = (
                    (setup["report"], token_a, {"a_wins": 2, "b_wins": 1, "draws": 0}),
                    (setup["confirm"], token_b, None),
                )
                for path, token, body in steps:
                    status, ms, answer = post(
                        connection, path.replace("/0/", f"/{match}/"), token, body
                    )
                    mine.append(ms)
                    if status != 201:
                        with lock:
                            failures.append(f"{status} {answer[:200]!r}")
                        break
        except (OSError, http.client.HTTPException) as error:
            with lock:
                failures.append(repr(error))
        finally:
            connection.close()
            with lock:
                samples.extend(mine)

    started = time.monotonic()
    threads = [threading.Thread(target=client) for _ in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.monotonic() - started
    return {
        "samples": samples,
        "failures": len(failures),
        "seconds": seconds,
        "first": failures[:3],
    }


def post(
    connection: http.client.HTTPConnection, path: str, token: str, body: Any
) -> tuple[int, float, bytes]:
    """POST as the token's user on a keep-alive connection: status, ms, answer."""
    headers = {"Accept": "application/json", "Authorization": f"Token {token}"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    started = time.perf_counter()
    connection.request("POST", path, body=data, headers=headers)
    response = connection.getresponse()
    answer = response.read()
    return response.status, (time.perf_counter() - started) * 1000, answer
