"""Swiss pairing speed: block matching vs the complete-graph reference on synthetic events.

Each event is played with pair_round itself from a fixed seed (45% / 45% / 10% win-loss-draw,
one drop so the field is odd and needs a bye), then the next round is timed (best of 3 wall
clock, plus CPU time of the best run, because the machine is shared). The complete graph is
timed for 1,024 players only: at 4,096 it has 8.4 million edges and rustworkx needs ~8 s even
for a sparse graph of that size, so it would take far beyond 60 s; it is reported as skipped.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator

from tournaments.pairing import (
    Cost,
    Entrant,
    PairingRequest,
    PairingResult,
    pair_round,
    pair_round_complete_graph,
)

EVENTS = ((1024, 6), (4096, 8), (16384, 10))
COMPLETE_GRAPH_LIMIT = 1024


def synthetic_event(players: int, rounds: int, seed: int = 2024) -> PairingRequest:
    """The request for round `rounds + 1` of a Swiss event played with random results."""
    rng = random.Random(seed)
    ids = [f"p{k:05d}" for k in range(players)]
    points = dict.fromkeys(ids, 0)
    opponents: dict[str, set[str]] = {p: set() for p in ids}
    had_bye = dict.fromkeys(ids, False)
    active = list(ids)

    def request(round_number: int) -> PairingRequest:
        order = sorted(active, key=lambda p: (-points[p], p))
        return PairingRequest(
            round_number,
            tuple(
                Entrant(p, points[p], rank, frozenset(opponents[p]), had_bye[p])
                for rank, p in enumerate(order)
            ),
            f"bench-{seed}",
        )

    for round_number in range(1, rounds + 1):
        for pairing in pair_round(request(round_number)).pairings:
            a, b = pairing.a, pairing.b
            if b is None:
                points[a] += 3
                had_bye[a] = True
                continue
            opponents[a].add(b)
            opponents[b].add(a)
            roll = rng.random()
            if roll < 0.45:
                points[a] += 3
            elif roll < 0.9:
                points[b] += 3
            else:
                points[a] += 1
                points[b] += 1
        if round_number == 1:
            active.remove(rng.choice(active))  # one drop: an odd field from round 2 on
    return request(rounds + 1)


def timed(
    pair: Callable[[PairingRequest], PairingResult], request: PairingRequest, repeat: int
) -> tuple[float, float, PairingResult]:
    """Best wall-clock time of `repeat` runs, that run's CPU time, and the result."""
    best = (float("inf"), 0.0)
    result: PairingResult | None = None
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        result = pair(request)
        best = min(best, (time.perf_counter() - wall, time.process_time() - cpu))
    assert result is not None
    return best[0], best[1], result


def run() -> Iterator[tuple[str, float, str]]:
    """Time pair_round on 1k/4k/16k fields and compare with the complete graph where feasible."""
    for players, rounds in EVENTS:
        request = synthetic_event(players, rounds)
        name = f"pairing.{players}p.round{rounds + 1}"
        wall, cpu, fast = timed(pair_round, request, repeat=3)
        yield f"{name}.swiss.seconds", wall, "s"
        yield f"{name}.swiss.cpu_seconds", cpu, "s"
        yield f"{name}.swiss.widened", fast.widened, "retries"
        yield f"{name}.swiss.rematches", fast.rematches, "pairs"
        yield f"{name}.swiss.cross_group_pairs", Cost.unpack(fast.objective).cross_pairs, "pairs"
        if players > COMPLETE_GRAPH_LIMIT:
            yield f"{name}.complete.skipped", 1, "flag"
            continue
        ref_wall, _, reference = timed(pair_round_complete_graph, request, repeat=1)
        yield f"{name}.complete.seconds", ref_wall, "s"
        yield f"{name}.complete_over_swiss.ratio", ref_wall / wall, "x"
        yield f"{name}.objective_equal", int(fast.objective == reference.objective), "bool"
