"""Live streams at scale: the database queries that open streams cost, polling (no Redis)
against Redis pub/sub (games/live.py, games/live_bus.py), and how soon a move reaches them.

A fresh `<name>_bench_live` database (next to DATABASE_URL's; in memory on SQLite) holds one
game between two bots. STREAMS streams (50) of that game are read in threads of this process
for SECONDS seconds (6) while a bot makes a move every MOVE_EVERY seconds (1); every SQL
statement the streams run is counted. Then the same with LIVE_REDIS_URL set to REDIS_URL.

Figures, per mode (poll, redis): live.MODE.queries_per_stream_s (the database load one open
stream makes), live.MODE.move_to_stream_p50_ms and _max_ms (from a move's commit to its
records leaving every stream). The redis figures need REDIS_URL (else `skipped`).
BENCH_LIVE_STREAMS and BENCH_LIVE_SECONDS change the load.
"""

from __future__ import annotations

import os
import statistics
import threading
import time
from collections.abc import Iterator
from typing import Any

STREAMS = int(os.environ.get("BENCH_LIVE_STREAMS", "50"))
SECONDS = float(os.environ.get("BENCH_LIVE_SECONDS", "6"))
MOVE_EVERY = 1.0


def measure(game_pk: Any, start_seq: int, moves: bool) -> tuple[float, list[float]]:
    """Queries per stream-second, and the move-to-stream latencies (ms)."""
    from django.db import connection

    from games import live, services

    queries = [0] * STREAMS  # statements each stream ran, its first read included
    arrivals: list[dict[int, float]] = [{} for _ in range(STREAMS)]
    ready = threading.Barrier(STREAMS + 1)

    def read(index: int) -> None:
        def count(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
            queries[index] += 1
            return execute(sql, params, many, context)

        try:
            with connection.execute_wrapper(count):
                stream = live._events(game_pk, start_seq)
                next(stream)  # subscribed (with a bus) and the first line out
                ready.wait()
                for chunk in stream:
                    if chunk.startswith("id: "):
                        arrivals[index][int(chunk[4 : chunk.index("\n")])] = time.monotonic()
        finally:
            connection.close()

    live.STREAM_SECONDS = SECONDS
    threads = [threading.Thread(target=read, args=(i,)) for i in range(STREAMS)]
    for thread in threads:
        thread.start()
    ready.wait()
    began = time.monotonic()
    committed: dict[int, float] = {}
    while moves and time.monotonic() - began < SECONDS - 1.5:
        time.sleep(MOVE_EVERY)
        game = services.autoplay(game_pk, max_actions=1)
        committed[game.head_seq] = time.monotonic()
    for thread in threads:
        thread.join()
    latencies = []
    for seen in arrivals:
        for seq, at in committed.items():
            reached = [t for s, t in seen.items() if s >= seq]
            if reached:
                latencies.append((min(reached) - at) * 1000)
    return sum(queries) / STREAMS / SECONDS, latencies


def run() -> Iterator[tuple[str, Any, str]]:
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test.utils import setup_databases, teardown_databases

    from games import live_bus, services

    default = settings.DATABASES["default"]
    if connection.vendor == "postgresql":
        default.setdefault("TEST", {})["NAME"] = f"{default['NAME']}_bench_live"
    old = setup_databases(verbosity=0, interactive=False)
    redis_url = settings.REDIS_URL
    try:
        make = get_user_model().objects.create_user
        for mode, url in (("poll", ""), ("redis", redis_url)):
            if mode == "redis" and not url:
                yield "live.redis", "skipped", "(no REDIS_URL)"
                continue
            settings.LIVE_REDIS_URL = url
            live_bus.reset()
            game = services.start_game(make(f"{mode}-one"), make(f"{mode}-two"))
            per_second, _ = measure(game.pk, game.head_seq, moves=False)
            yield f"live.{mode}.idle.queries_per_stream_s", per_second, "queries/s"
            per_second, latencies = measure(game.pk, game.head_seq, moves=True)
            yield f"live.{mode}.moving.queries_per_stream_s", per_second, "queries/s"
            if latencies:
                yield f"live.{mode}.move_to_stream_p50_ms", statistics.median(latencies), "ms"
                yield f"live.{mode}.move_to_stream_max_ms", max(latencies), "ms"
    finally:
        live_bus.reset()
        teardown_databases(old, verbosity=0)
