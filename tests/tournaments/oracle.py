"""Brute-force Swiss oracle and a tournament simulator shared by the pairing tests."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from tournaments.pairing import Entrant, PairingRequest, PairingResult, bye_penalties
from tournaments.pairing.weights import Cost

Pair = tuple[str, str | None]


def perfect_matchings(ids: Sequence[str]) -> Iterator[list[tuple[str, str]]]:
    """Every way to split an even list of ids into pairs."""
    if not ids:
        yield []
        return
    first, rest = ids[0], ids[1:]
    for k, partner in enumerate(rest):
        for tail in perfect_matchings(rest[:k] + rest[k + 1 :]):
            yield [(first, partner), *tail]


def all_pairings(entrants: Sequence[Entrant]) -> Iterator[list[Pair]]:
    """Every legal pairing: perfect matchings, plus a bye to an eligible player if odd."""
    ids = [e.id for e in entrants]
    if len(ids) % 2 == 0:
        yield from perfect_matchings(ids)
        return
    for e in entrants:
        if e.had_bye:
            continue
        rest = [i for i in ids if i != e.id]
        for matching in perfect_matchings(rest):
            yield [*matching, (e.id, None)]


def cost(pairs: Sequence[Pair], entrants: Sequence[Entrant]) -> Cost:
    """The lexicographic cost the engine minimises, recomputed independently: rematches, bye
    penalty, largest difference, pairs across score groups (floaters), total difference."""
    by_id = {e.id: e for e in entrants}
    penalties = bye_penalties(entrants)
    rematches = max_d = cross = total = penalty = 0
    for a, b in pairs:
        if b is None:
            penalty = penalties[a]
            continue
        d = abs(by_id[a].points - by_id[b].points)
        rematches += b in by_id[a].opponents
        cross += by_id[a].points != by_id[b].points
        max_d, total = max(max_d, d), total + d
    return Cost(rematches, penalty, max_d, cross, total)


def best_cost(entrants: Sequence[Entrant]) -> Cost:
    """The optimum by enumeration (small fields only)."""
    return min(cost(p, entrants) for p in all_pairings(entrants))


def rematch_free_with_bye(entrants: Sequence[Entrant], bye: str) -> bool:
    """Whether the others can be paired without a rematch when `bye` takes the bye."""
    rest = [e for e in entrants if e.id != bye]
    by_id = {e.id: e for e in rest}
    return any(
        all(b not in by_id[a].opponents for a, b in m)
        for m in perfect_matchings([e.id for e in rest])
    )


def as_pairs(result: PairingResult) -> list[Pair]:
    """The result as (a, b) tuples."""
    return [(p.a, p.b) for p in result.pairings]


@dataclass
class Simulation:
    """A Swiss event played with random results, drops and late entries."""

    rng: random.Random
    points: dict[str, int] = field(default_factory=dict)
    opponents: dict[str, set[str]] = field(default_factory=dict)
    had_bye: dict[str, bool] = field(default_factory=dict)
    active: list[str] = field(default_factory=list)
    round_number: int = 1

    def enter(self, player: str) -> None:
        """A (late) entrant starts on 0 points."""
        self.points[player] = 0
        self.opponents[player] = set()
        self.had_bye[player] = False
        self.active.append(player)

    def request(self, seed: str = "seed") -> PairingRequest:
        """The pairing request for the next round, ranked by points then id."""
        order = sorted(self.active, key=lambda p: (-self.points[p], p))
        entrants = tuple(
            Entrant(p, self.points[p], rank, frozenset(self.opponents[p]), self.had_bye[p])
            for rank, p in enumerate(order)
        )
        return PairingRequest(self.round_number, entrants, seed)

    def play(self, result: PairingResult) -> None:
        """Random results (draws included) for every pairing; byes score 3."""
        for p in result.pairings:
            if p.b is None:
                self.points[p.a] += 3
                self.had_bye[p.a] = True
                continue
            self.opponents[p.a].add(p.b)
            self.opponents[p.b].add(p.a)
            roll = self.rng.random()
            if roll < 0.45:
                self.points[p.a] += 3
            elif roll < 0.9:
                self.points[p.b] += 3
            else:
                self.points[p.a] += 1
                self.points[p.b] += 1
        self.round_number += 1
