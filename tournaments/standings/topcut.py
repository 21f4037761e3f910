"""Single-elimination top cut seeded from the standings (1 v N, 2 v N-1, standard bracket order).

The standard order places seeds so that, if the better seed always wins, round k has the best
2^k seeds left: 1 and 2 can only meet in the final. Dropped players do not make the cut.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tournaments.standings import errors
from tournaments.standings.errors import StandingsUserError
from tournaments.standings.records import Standing


@dataclass(frozen=True, slots=True)
class BracketMatch:
    """One match of the cut; `slot` orders matches so winners of 2k and 2k+1 meet next."""

    round: int  # 1 = first round of the cut
    slot: int
    a_seed: int
    b_seed: int
    a: str
    b: str


def bracket_order(size: int) -> list[int]:
    """Seeds in bracket order, e.g. 8 -> [1, 8, 4, 5, 2, 7, 3, 6]."""
    _check_size(size)
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, total - top)]
    return order


def seed_top_cut(standings: Sequence[Standing], size: int) -> tuple[BracketMatch, ...]:
    """First round of a cut of `size` (a power of 2, at most the players still in the event)."""
    _check_size(size)
    qualified = [row.player for row in sorted(standings, key=lambda r: r.rank) if not row.dropped]
    if size > len(qualified):
        raise StandingsUserError(
            errors.INVALID_TOP_CUT, f"top {size} needs {size} players, {len(qualified)} remain"
        )
    order = bracket_order(size)
    return tuple(
        BracketMatch(
            1,
            slot,
            order[2 * slot],
            order[2 * slot + 1],
            qualified[order[2 * slot] - 1],
            qualified[order[2 * slot + 1] - 1],
        )
        for slot in range(size // 2)
    )


def advance(
    matches: Sequence[BracketMatch], winners: Mapping[int, str]
) -> tuple[BracketMatch, ...]:
    """Next round from this round's winners (slot -> winner); empty once the final is decided."""
    if set(winners) != {m.slot for m in matches}:
        raise StandingsUserError(errors.INVALID_WINNER, "every match of the round needs a winner")
    seeds: list[tuple[int, str]] = []
    for match in sorted(matches, key=lambda m: m.slot):
        winner = winners[match.slot]
        if winner not in (match.a, match.b):
            raise StandingsUserError(
                errors.INVALID_WINNER, f"{winner} did not play in slot {match.slot}"
            )
        seeds.append((match.a_seed if winner == match.a else match.b_seed, winner))
    if len(seeds) == 1:
        return ()
    next_round = matches[0].round + 1
    return tuple(
        BracketMatch(next_round, slot, *_pair(seeds[2 * slot], seeds[2 * slot + 1]))
        for slot in range(len(seeds) // 2)
    )


def champion(final: BracketMatch, winner: str) -> str:
    """The winner of the final, checked against who played it."""
    if winner not in (final.a, final.b):
        raise StandingsUserError(errors.INVALID_WINNER, f"{winner} did not play the final")
    return winner


def _pair(first: tuple[int, str], second: tuple[int, str]) -> tuple[int, int, str, str]:
    """Keep the better seed as `a`."""
    (a_seed, a), (b_seed, b) = sorted((first, second))
    return a_seed, b_seed, a, b


def _check_size(size: int) -> None:
    """A cut is a power of 2 of at least 2."""
    if size < 2 or size & (size - 1):
        raise StandingsUserError(errors.INVALID_TOP_CUT, f"top cut of {size} is not a power of 2")
