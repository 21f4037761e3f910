"""The floor under a move: a bare psycopg transaction doing the database work a move must.

A move has to lock its game's row (or compare-and-set it), store its events and move the
head, durably. Here that is done with nothing else around it: per transaction
`SELECT ... FOR UPDATE` of the game row, one INSERT of the events (the very payloads real
moves of the same run appended, so the rows are the same size), `UPDATE` of the head, COMMIT
(synchronous, as the event log is). One psycopg connection per client thread, statements
prepared after a few runs as psycopg does by default. The floor games are games of their own
in the benchmark database (started like the others, so their rows are real rows); what is
stored in them is never read, and the database is dropped afterwards.

`drive_floor` runs the same number of client threads as the moves it is compared with, over
as many games, so that the two see the same concurrency; the API benchmark interleaves the
two in short slices so that both see the same load from the rest of a shared machine.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from typing import Any

import psycopg

LOCK = "SELECT head_seq, head_hash FROM games_game WHERE id = %s FOR UPDATE"
MOVE_HEAD = "UPDATE games_game SET head_seq = %s, head_hash = %s WHERE id = %s"
INSERT = (
    "INSERT INTO games_gameevent (game_id, seq, type, payload, prev_hash, hash, actor_id,"
    " created_at) VALUES {values}"
)
ROW = "(%s, %s, %s, %s::jsonb, %s, %s, %s, now())"


def floor_transaction(
    connection: psycopg.Connection, game_id: str, events: list[dict[str, Any]], actor: int
) -> None:
    """Lock the game row, insert `events` after its head, move the head, commit."""
    with connection.transaction(), connection.cursor() as cursor:
        cursor.execute(LOCK, [game_id])
        head_seq, prev_hash = cursor.fetchone()  # type: ignore[misc]
        params: list[Any] = []
        digest = prev_hash
        for offset, event in enumerate(events, start=1):
            payload = json.dumps({**event, "seq": head_seq + offset})
            digest = hashlib.sha256(digest.encode() + payload.encode()).hexdigest()
            params += [game_id, head_seq + offset, event["type"], payload, prev_hash, digest]
            params.append(actor)
            prev_hash = digest
        cursor.execute(INSERT.format(values=", ".join([ROW] * len(events))), params)
        cursor.execute(MOVE_HEAD, [head_seq + len(events), digest, game_id])


def drive_floor(
    url: str,
    games: list[str],
    clients: int,
    seconds: float,
    samples: list[list[dict[str, Any]]],
    actor: int,
    totals: Any,
) -> None:
    """`floor_transaction`s from `clients` threads, each going round its share of `games`,
    for `seconds`; each inserts the events of one of `samples` (real moves' answers) in turn.
    Latencies (ms) go to `totals.post`, the count to `totals.count`."""
    deadline = time.monotonic() + seconds

    def run(mine: list[str], offset: int) -> None:
        latencies: list[float] = []
        try:
            with psycopg.connect(url, autocommit=True) as connection:
                turn = offset
                while time.monotonic() < deadline:
                    events = samples[turn % len(samples)]
                    started = time.perf_counter()
                    floor_transaction(connection, mine[turn % len(mine)], events, actor)
                    latencies.append((time.perf_counter() - started) * 1000)
                    turn += 1
        except BaseException as error:  # reported after the run
            totals.errors.append(error)
        finally:
            with totals.lock:
                totals.post.samples += latencies
                totals.count += len(latencies)

    started = time.monotonic()
    threads = [
        threading.Thread(target=run, args=(games[index::clients], index))
        for index in range(min(clients, len(games)))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 30)
    totals.seconds += time.monotonic() - started
    if totals.errors:
        raise RuntimeError(f"floor benchmark client failed: {totals.errors[0]!r}")
