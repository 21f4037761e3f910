"""Exact lexicographic matching over an explicit candidate graph (rustworkx blossom)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import rustworkx as rx

from tournaments.pairing.records import Entrant
from tournaments.pairing.weights import Cost, weights_for

Pair = tuple[str, str | None]


def matching(nodes: int, edges: list[tuple[int, int, int]]) -> set[tuple[int, int]] | None:
    """Maximum-weight maximum-cardinality matching, or None when it is not perfect."""
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(nodes))
    graph.add_edges_from(edges)
    found = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    return found if 2 * len(found) == nodes else None


def cost_of(
    pairs: Sequence[Pair], by_id: Mapping[str, Entrant], bye_penalty: Mapping[str, int]
) -> Cost:
    """The cost of a pairing, independent of how it was found."""
    rematches = max_difference = cross = total = penalty = 0
    for a, b in pairs:
        if b is None:
            penalty = bye_penalty.get(a, 0)
            continue
        difference = abs(by_id[a].points - by_id[b].points)
        rematches += b in by_id[a].opponents
        max_difference = max(max_difference, difference)
        cross += difference > 0
        total += difference
    return Cost(rematches, penalty, max_difference, cross, total)


def solve_exact(
    players: Sequence[Entrant],
    bye_penalty: Mapping[str, int] | None,
    *,
    allow_rematch: bool,
) -> list[Pair] | None:
    """Lexicographically best pairing of `players` over the complete graph.

    `bye_penalty` maps each bye-eligible player to the number of eligible players ranked below
    it; it is needed exactly when the field is odd. Returns None when no perfect matching exists.
    The largest difference is found by bisecting a threshold over the distinct differences.
    """
    n = len(players)
    pairs: list[tuple[int, int, int, bool]] = []
    for i, a in enumerate(players):
        for j in range(i + 1, n):
            b = players[j]
            met = b.id in a.opponents or a.id in b.opponents
            if met and not allow_rematch:
                continue
            pairs.append((i, j, abs(a.points - b.points), met))
    penalties = bye_penalty or {}
    byes = [(i, penalties[p.id]) for i, p in enumerate(players) if p.id in penalties]
    if n % 2 == 0:
        byes = []
    nodes = n + n % 2
    weights = weights_for(nodes, max((d for _, _, d, _ in pairs), default=0), len(byes))
    bye_edges = [(i, n, weights.bye(len(byes), below)) for i, below in byes]
    by_id = {p.id: p for p in players}

    def run(threshold: int | None) -> tuple[list[Pair], Cost] | None:
        edges = [
            (i, j, weights.pair(d, met))
            for i, j, d, met in pairs
            if threshold is None or d <= threshold
        ]
        found = matching(nodes, edges + bye_edges)
        if found is None:
            return None
        result: list[Pair] = []
        for i, j in found:
            i, j = min(i, j), max(i, j)
            result.append((players[i].id, None if j == n else players[j].id))
        return result, cost_of(result, by_id, penalties)

    unrestricted = run(None)
    if unrestricted is None:
        return None
    best, best_cost = unrestricted
    levels = sorted({d for _, _, d, _ in pairs if d < best_cost.max_difference})
    lo, hi = 0, len(levels)  # levels[hi] stands for best_cost.max_difference
    while lo < hi:
        mid = (lo + hi) // 2
        attempt = run(levels[mid])
        if attempt is not None and attempt[1][:2] == best_cost[:2]:
            best, best_cost = attempt
            hi = mid
        else:
            lo = mid + 1
    return best
