"""Standings speed: 16,384 players x 10 rounds with exact tiebreakers (budget 0.5 s).

Random pairings each round (results include draws, unfinished games and a few drops), then
compute_standings is timed: best of 5 wall clock, and that run's CPU time (the machine is
shared, so wall time alone can mislead).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

from tournaments.standings import MatchRecord, PlayerRecord, compute_standings

PLAYERS, ROUNDS = 16384, 10
RESULTS = ((2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1), (1, 0, 1), (0, 0, 1))


def synthetic_results(
    players: int = PLAYERS, rounds: int = ROUNDS, seed: int = 7
) -> tuple[list[PlayerRecord], list[MatchRecord]]:
    """A random event: each round active players are shuffled and paired; byes when odd."""
    rng = random.Random(seed)
    ids = [f"p{k:05d}" for k in range(players)]
    dropped: dict[str, int] = {}
    matches: list[MatchRecord] = []
    for r in range(1, rounds + 1):
        active = [p for p in ids if p not in dropped]
        rng.shuffle(active)
        if len(active) % 2:
            matches.append(MatchRecord(r, active.pop(), None))
        for k in range(0, len(active), 2):
            matches.append(MatchRecord(r, active[k], active[k + 1], *rng.choice(RESULTS)))
        for p in rng.sample(active, 8):
            dropped[p] = r
    return [PlayerRecord(p, dropped.get(p)) for p in ids], matches


def run() -> Iterator[tuple[str, float, str]]:
    """Time compute_standings on 16,384 players x 10 rounds."""
    players, matches = synthetic_results()
    best = (float("inf"), 0.0)
    for _ in range(5):
        wall, cpu = time.perf_counter(), time.process_time()
        rows = compute_standings(players, matches)
        best = min(best, (time.perf_counter() - wall, time.process_time() - cpu))
    assert len(rows) == PLAYERS
    yield f"standings.{PLAYERS}p.{ROUNDS}rounds.seconds", best[0], "s"
    yield f"standings.{PLAYERS}p.{ROUNDS}rounds.cpu_seconds", best[1], "s"
    yield f"standings.{PLAYERS}p.{ROUNDS}rounds.matches", len(matches), "matches"
