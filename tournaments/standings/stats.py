"""Per-player statistics (Magic Tournament Rules, Appendix C), computed once with exact fractions.

The floor: organized-play.md (after the MTR) says percentages are "floored at 0.33". We take
that literally, as the exact decimal 0.33 = Fraction(33, 100), not 1/3: it is what the MTR
prints and what the reference software reports, so our tiebreakers agree with other tools.

Choices the rules leave open: a player with no games played has GW% at the floor; a player with
no opponents (only byes) has OMW% and OGW% at the floor. A bye is a match win (3 match points)
with `bye_games` games won (2 in best of 3, 1 in best of 1: the games it takes to win the
match; docs/rulings.md "Byes") in the player's own MW% and GW%, and is not an opponent; a
late entry's missed round is the mirror, `bye_games` games lost.

Speed (16,384 players x 10 rounds well under 0.5 s): the table is columnar. Counting runs in
numpy (a rustworkx dependency) on integers only; each player's MW% and GW% is an integer
numerator over one common denominator per metric, so an opponent average is an integer sum.
Nothing is rounded: Fractions are built from those integers, and each metric also has an exact
integer sort key in the same order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm
from operator import attrgetter

import numpy as np
import numpy.typing as npt

from tournaments.standings import errors
from tournaments.standings.errors import StandingsUserError
from tournaments.standings.records import MatchRecord, PlayerRecord

MIN_PERCENTAGE = Fraction(33, 100)
MATCH_WIN, MATCH_DRAW = 3, 1
GAME_WIN, GAME_DRAW = 3, 1
BYE_GAMES = 2  # best of 3; a single-game event passes bye_games=1
_INT64_SAFE = 1 << 62

Ints = npt.NDArray[np.int64]


@dataclass(frozen=True, slots=True)
class Percentages:
    """One metric for every player as integer numerators over a shared denominator."""

    numerators: list[int]
    denominator: int
    opponent_sums: list[int]  # sum of opponents' numerators (floor when no opponents)
    opponent_counts: list[int]  # at least 1
    cache: dict[int, Fraction] = field(default_factory=dict, compare=False, repr=False)
    averages: dict[tuple[int, int], Fraction] = field(
        default_factory=dict, compare=False, repr=False
    )

    def value(self, k: int) -> Fraction:
        """The player's own percentage (few distinct values, so cached)."""
        numerator = self.numerators[k]
        found = self.cache.get(numerator)
        if found is None:
            found = self.cache[numerator] = Fraction(numerator, self.denominator)
        return found

    def opponents(self, k: int) -> Fraction:
        """The average of the opponents' percentages (repeats are common, so cached)."""
        key = (self.opponent_sums[k], self.opponent_counts[k])
        found = self.averages.get(key)
        if found is None:
            found = self.averages[key] = Fraction(key[0], self.denominator * key[1])
        return found

    def opponent_keys(self) -> list[int]:
        """Exact integers ordered like `opponents`: sums over one common count."""
        common = lcm(*set(self.opponent_counts)) if self.opponent_counts else 1
        return [
            s * (common // c) for s, c in zip(self.opponent_sums, self.opponent_counts, strict=True)
        ]


@dataclass(frozen=True, slots=True)
class StatsTable:
    """Everything tiebreakers read, one column per statistic, indexed like `players`."""

    players: tuple[str, ...]
    dropped: tuple[bool, ...]
    points: list[int]
    rounds_played: list[int]
    wins: list[int]
    losses: list[int]
    draws: list[int]
    game_points: list[int]
    games_played: list[int]
    mw: Percentages
    gw: Percentages


def compute_stats(
    players: Iterable[PlayerRecord],
    matches: Iterable[MatchRecord],
    *,
    bye_games: int = BYE_GAMES,
) -> StatsTable:
    """Each player's MW%/GW% once, then the opponent averages; only confirmed matches go in.

    `bye_games` is how many games a bye counts as won and a missed round as lost."""
    if bye_games < 1:
        raise StandingsUserError(errors.INVALID_MATCH, "a bye counts at least one game")
    roster = list(players)
    index: dict[str, int] = {}
    for k, player in enumerate(roster):
        if player.id in index:
            raise StandingsUserError(errors.DUPLICATE_PLAYER, f"{player.id} is listed twice")
        index[player.id] = k
    n = len(roster)
    matches = list(matches)
    rounds_all, a_wins_all, b_wins_all, drawn_all = (
        np.fromiter(map(attrgetter(name), matches), np.int64, count=len(matches))
        for name in ("round", "a_wins", "b_wins", "draws")
    )
    with_bye = {**index, None: -1}
    try:
        first = np.fromiter(map(index.__getitem__, map(attrgetter("a"), matches)), np.int64)
        second = np.fromiter(map(with_bye.__getitem__, map(attrgetter("b"), matches)), np.int64)
    except KeyError as missing:
        raise StandingsUserError(
            errors.UNKNOWN_PLAYER, f"{missing.args[0]} is not registered"
        ) from None
    is_bye = second < 0
    played = ~is_bye
    a, b, bye = first[played], second[played], first[is_bye]
    rounds, a_wins, b_wins, drawn = (
        column[played] for column in (rounds_all, a_wins_all, b_wins_all, drawn_all)
    )
    _validate(roster, rounds, a, b, rounds_all[is_bye], bye, a_wins, b_wins, drawn)

    a_won, b_won, tied = a_wins > b_wins, b_wins > a_wins, a_wins == b_wins
    byes = _count(bye, n)
    wins = _count(a[a_won], n) + _count(b[b_won], n) + byes
    missed = np.fromiter((p.missed_rounds for p in roster), np.int64, count=n)
    losses = _count(a[b_won], n) + _count(b[a_won], n) + missed
    draws = _count(a[tied], n) + _count(b[tied], n)
    won = _count(a, n, a_wins) + _count(b, n, b_wins)
    lost = _count(a, n, b_wins) + _count(b, n, a_wins)
    tie_games = _count(a, n, drawn) + _count(b, n, drawn)
    points = MATCH_WIN * wins + MATCH_DRAW * draws
    game_points = GAME_WIN * (won + bye_games * byes) + GAME_DRAW * tie_games
    games = won + lost + tie_games + bye_games * (byes + missed)
    rounds_played = wins + losses + draws
    opponent_counts = np.maximum(_count(a, n) + _count(b, n), 1)
    return StatsTable(
        players=tuple(p.id for p in roster),
        dropped=tuple(p.dropped_after_round is not None for p in roster),
        points=points.tolist(),
        rounds_played=rounds_played.tolist(),
        wins=wins.tolist(),
        losses=losses.tolist(),
        draws=draws.tolist(),
        game_points=game_points.tolist(),
        games_played=games.tolist(),
        mw=_percentages(points, MATCH_WIN * rounds_played, a, b, opponent_counts),
        gw=_percentages(game_points, GAME_WIN * games, a, b, opponent_counts),
    )


def _percentages(earned: Ints, possible: Ints, a: Ints, b: Ints, counts: Ints) -> Percentages:
    """Floored percentages over a common denominator, and the opponents' sums of them."""
    denominator = lcm(MIN_PERCENTAGE.denominator, *{int(p) for p in np.unique(possible) if p > 0})
    floor = MIN_PERCENTAGE.numerator * (denominator // MIN_PERCENTAGE.denominator)
    numerators = [
        max(e * (denominator // p), floor) if p > 0 else floor
        for e, p in zip(earned.tolist(), possible.tolist(), strict=True)
    ]
    n = len(numerators)
    if denominator * (int(counts.max(initial=1)) + 1) < _INT64_SAFE:
        values: npt.NDArray[np.int64] | npt.NDArray[np.object_] = np.array(numerators, np.int64)
        sums = np.zeros(n, np.int64)
    else:  # huge denominators (very long events): the same sums on Python integers
        values = np.array(numerators, dtype=object)
        sums = np.zeros(n, dtype=object)
    np.add.at(sums, a, values[b])
    np.add.at(sums, b, values[a])
    alone = (_count(a, n) + _count(b, n)) == 0
    sums[alone] = floor
    return Percentages(numerators, denominator, [int(s) for s in sums.tolist()], counts.tolist())


def _count(players: Ints, n: int, weights: Ints | None = None) -> Ints:
    """Per-player totals (occurrences, or summed weights) as exact int64."""
    if weights is None:
        return np.bincount(players, minlength=n).astype(np.int64)
    totals = np.zeros(n, np.int64)
    np.add.at(totals, players, weights)
    return totals


def _validate(
    roster: Sequence[PlayerRecord],
    rounds: Ints,
    a: Ints,
    b: Ints,
    bye_rounds: Ints,
    bye: Ints,
    a_wins: Ints,
    b_wins: Ints,
    drawn: Ints,
) -> None:
    """Refuse impossible results: bad numbers, two results in a round, play after a drop."""
    if (
        bool((rounds < 1).any() or (bye_rounds < 1).any())
        or bool((a_wins < 0).any() or (b_wins < 0).any() or (drawn < 0).any())
        or bool((a == b).any())
    ):
        raise StandingsUserError(errors.INVALID_MATCH, "a result has a bad round or game count")
    seat_rounds = np.concatenate([rounds, rounds, bye_rounds])
    seat_players = np.concatenate([a, b, bye])
    n = len(roster)
    seats = seat_rounds * n + seat_players
    unique, counts = np.unique(seats, return_counts=True)
    if (counts > 1).any():
        first = int(unique[counts > 1][0])
        r, k = divmod(first, n)
        raise StandingsUserError(
            errors.PLAYED_TWICE_IN_ROUND, f"{roster[k].id} has two results in round {r}"
        )
    latest = np.zeros(n, np.int64)
    np.maximum.at(latest, seat_players, seat_rounds)
    last = latest.tolist()
    for k, player in enumerate(roster):
        if player.dropped_after_round is not None and last[k] > player.dropped_after_round:
            raise StandingsUserError(
                errors.PLAYED_AFTER_DROP,
                f"{player.id} dropped after round {player.dropped_after_round}",
            )
