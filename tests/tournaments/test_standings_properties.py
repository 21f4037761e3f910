"""Standings against a naive, definition-by-definition reference on random events.

The reference adds Fractions one by one exactly as organized-play.md ("Tiebreakers") words
each definition; the fast columnar code must agree on every value and on the order.
"""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.standings import (
    DEFAULT_ORDER,
    SINGLE_GAME_ORDER,
    MatchRecord,
    PlayerRecord,
    compute_standings,
)

FLOOR = Fraction(33, 100)


def reference(players: list[PlayerRecord], matches: list[MatchRecord]) -> dict[str, dict]:
    """MW%, GW%, OMW%, OGW% straight from the definitions."""
    stats = {p.id: {"mp": 0, "rounds": 0, "gp": 0, "games": 0, "opps": []} for p in players}
    for m in matches:
        if m.b is None:
            s = stats[m.a]
            s["mp"] += 3
            s["rounds"] += 1
            s["gp"] += 6
            s["games"] += 2
            continue
        for me, other, won, lost in (
            (m.a, m.b, m.a_wins, m.b_wins),
            (m.b, m.a, m.b_wins, m.a_wins),
        ):
            s = stats[me]
            s["mp"] += 3 if won > lost else 1 if won == lost else 0
            s["rounds"] += 1
            s["gp"] += 3 * won + m.draws
            s["games"] += won + lost + m.draws
            s["opps"].append(other)
    for s in stats.values():
        s["mw"] = max(Fraction(s["mp"], 3 * s["rounds"]), FLOOR) if s["rounds"] else FLOOR
        s["gw"] = max(Fraction(s["gp"], 3 * s["games"]), FLOOR) if s["games"] else FLOOR
    for s in stats.values():
        opps = s["opps"]
        s["omw"] = sum((stats[o]["mw"] for o in opps), Fraction(0)) / len(opps) if opps else FLOOR
        s["ogw"] = sum((stats[o]["gw"] for o in opps), Fraction(0)) / len(opps) if opps else FLOOR
        s["points"] = s["mp"]
    return stats


def random_event(rng: random.Random, size: int, rounds: int) -> tuple[list, list]:
    """Random pairings and results, with byes, draws, unplayed games and drops."""
    ids = [f"p{k:02d}" for k in range(size)]
    dropped: dict[str, int] = {}
    matches: list[MatchRecord] = []
    for r in range(1, rounds + 1):
        active = [p for p in ids if p not in dropped]
        rng.shuffle(active)
        if len(active) % 2:
            matches.append(MatchRecord(r, active.pop(), None))
        for k in range(0, len(active), 2):
            a_wins, b_wins = rng.choice([(2, 0), (2, 1), (0, 2), (1, 2), (1, 1), (1, 0), (0, 0)])
            draws = rng.choice([0, 0, 1, 2])
            matches.append(MatchRecord(r, active[k], active[k + 1], a_wins, b_wins, draws))
        for p in active:
            if rng.random() < 0.1:
                dropped[p] = r
    return [PlayerRecord(p, dropped.get(p)) for p in ids], matches


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.integers(1, 24), rounds=st.integers(0, 6))
def test_fast_standings_equal_the_definitions(seed: int, size: int, rounds: int) -> None:
    """Every value equals the naive reference, and the order is points, OMW, GW, OGW, id."""
    players, matches = random_event(random.Random(seed), size, rounds)
    expected = reference(players, matches)
    for order in (DEFAULT_ORDER, SINGLE_GAME_ORDER):
        rows = compute_standings(players, matches, order=order)
        for row in rows:
            e = expected[row.player]
            assert (row.points, row.mw, row.gw, row.omw, row.ogw) == (
                e["points"],
                e["mw"],
                e["gw"],
                e["omw"],
                e["ogw"],
            )
            assert row.rounds_played == e["rounds"]
        keys = {p: tuple(expected[p][k] for k in order) for p in expected}
        wanted = sorted(expected, key=lambda p: (tuple(-v for v in keys[p]), p))
        assert [row.player for row in rows] == wanted
        for row in rows:
            first = next(r for r in rows if keys[r.player] == keys[row.player])
            assert row.rank == rows.index(first) + 1
