"""Recording a whole round's results on PostgreSQL: report and confirm every match.

A fresh `<name>_results_bench` database (next to DATABASE_URL's) is migrated; a paper
best-of-3 event of PLAYERS players gets round 1 paired by `generation.generate_round`, then
each match is reported by one player and confirmed by the other through the services, one
transaction per call as the API does. The figure that matters is `round_seconds`: the issue
measured 39 s at 512 players and more than 600 s at 4,096 while each confirmation re-read the
whole round. `queries_per_match` counts the SQL statements of one report plus one confirm.

Only on PostgreSQL (DATABASE_URL=postgres://…); otherwise one `skipped` figure. Set
BENCH_RESULTS_PLAYERS=512,1024 to time other field sizes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

from tests.benchmarks.bench_api import ROOT, BenchDatabase

PLAYERS = (4096,)

SCRIPT = """
import datetime, json, random, time
import django
django.setup()
from django.contrib.auth import get_user_model
from django.db import connection
from tournaments import events
from tournaments.results import reporting
from tournaments.rounds import generation
from tournaments.models import Registration, Round, Tournament
from tournaments.simulation import random_score

players = {players}
User = get_user_model()
organizer = User.objects.create_user("bench-organizer")
tournament = events.create_tournament(
    organizer, name="bench", date=datetime.date.today(), seed="bench-results",
    match_structure=Tournament.MatchStructure.BEST_OF_THREE,
)
users = User.objects.bulk_create([User(username=f"bench-{{k:05d}}") for k in range(players)])
Registration.objects.bulk_create(
    [Registration(tournament=tournament, user=u, display_name=u.username) for u in users]
)
started = time.perf_counter()
round_ = generation.generate_round(tournament.pk, 1)
generated = time.perf_counter() - started
matches = list(
    round_.matches.exclude(player_b=None).select_related("player_a__user", "player_b__user")
)
rng = random.Random(players)
statements = []

def count(run, sql, *args):
    statements.append(sql)
    return run(sql, *args)

started = time.perf_counter()
for index, match in enumerate(matches):
    a, b, draws = random_score(rng, 3)
    if index == 0:
        with connection.execute_wrapper(count):
            reporting.report_result(match, match.player_a.user, a, b, draws)
            reporting.confirm_result(match, match.player_b.user)
        continue
    reporting.report_result(match, match.player_a.user, a, b, draws)
    reporting.confirm_result(match, match.player_b.user)
elapsed = time.perf_counter() - started
assert Round.objects.get(pk=round_.pk).status == Round.Status.COMPLETE
print(json.dumps({{
    "matches": len(matches), "seconds": elapsed, "generate_seconds": generated,
    "queries_per_match": len(statements),
}}))
"""


def run() -> Iterator[tuple[str, Any, str]]:
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith(("postgres://", "postgresql://")):
        yield "results.skipped", 0, "needs-DATABASE_URL=postgres://"
        return
    wanted = os.environ.get("BENCH_RESULTS_PLAYERS")
    sizes = tuple(int(n) for n in wanted.split(",")) if wanted else PLAYERS
    for players in sizes:
        figures = _one_round(url, players)
        name = f"results.{players}p"
        yield f"{name}.round_seconds", figures["seconds"], "s"
        yield f"{name}.matches", figures["matches"], "matches"
        yield f"{name}.per_match_ms", 1000 * figures["seconds"] / figures["matches"], "ms"
        yield f"{name}.queries_per_match", figures["queries_per_match"], "queries"
        yield f"{name}.generate_round_seconds", figures["generate_seconds"], "s"


def _one_round(url: str, players: int) -> dict[str, Any]:
    database = BenchDatabase(url)
    database.name = database.name.removesuffix("_bench") + "_results_bench"
    database.url = database.url.rsplit("/", 1)[0] + f"/{database.name}"
    with database as bench_url:
        env = {
            **os.environ,
            "DATABASE_URL": bench_url,
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "LOG_LEVEL": "WARNING",
        }
        env.pop("REDIS_URL", None)  # eager Celery: nothing here queues a task
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "--noinput", "-v0"],
            cwd=ROOT, env=env, check=True, timeout=300,
        )  # fmt: skip
        done = subprocess.run(
            [sys.executable, "-c", SCRIPT.format(players=players)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=3600, check=True,
        )  # fmt: skip
        return json.loads(done.stdout.strip().splitlines()[-1])
