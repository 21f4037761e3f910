"""Single-elimination top cut seeded from the standings (organized-play.md, "Event structure")."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.standings import (
    Record,
    Standing,
    StandingsUserError,
    advance,
    bracket_order,
    champion,
    seed_top_cut,
)


def standings(count: int, dropped: frozenset[int] = frozenset()) -> list[Standing]:
    """`count` rows ranked 1..count, player ids s1..sN."""
    zero = Fraction(0)
    return [
        Standing(f"s{k}", k, 0, zero, zero, zero, zero, Record(0, 0, 0), 0, k in dropped)
        for k in range(1, count + 1)
    ]


def test_standard_bracket_order() -> None:
    """1 v N, 2 v N-1, placed so that 1 and 2 can only meet in the final."""
    assert bracket_order(2) == [1, 2]
    assert bracket_order(4) == [1, 4, 2, 3]
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]


@pytest.mark.parametrize("size", [2, 4, 8, 16, 32, 64])
def test_better_seeds_meet_as_late_as_possible(size: int) -> None:
    """If the better seed always wins, round k has exactly the best size/2^k seeds left."""
    matches = seed_top_cut(standings(size), size)
    assert all(m.a_seed + m.b_seed == size + 1 for m in matches)
    remaining = size
    while matches:
        seeds = sorted(s for m in matches for s in (m.a_seed, m.b_seed))
        assert seeds == list(range(1, remaining + 1))
        winners = {m.slot: m.a for m in matches}
        final = matches
        matches = advance(matches, winners)
        remaining //= 2
    assert champion(final[0], final[0].a) == "s1"
    assert {final[0].a_seed, final[0].b_seed} == {1, 2}


def test_upsets_advance_the_actual_winner() -> None:
    """Winners advance whoever they are; the better remaining seed is listed first."""
    first = seed_top_cut(standings(4), 4)
    second = advance(first, {0: "s4", 1: "s2"})
    assert [(m.a, m.b, m.a_seed, m.b_seed, m.round) for m in second] == [("s2", "s4", 2, 4, 2)]


@pytest.mark.parametrize(("players", "size"), [(8, 3), (8, 6), (8, 1), (4, 8)])
def test_cut_must_be_a_power_of_two_within_the_field(players: int, size: int) -> None:
    """A top cut is a power of 2 and at most the number of players."""
    with pytest.raises(StandingsUserError):
        seed_top_cut(standings(players), size)


def test_dropped_players_do_not_make_the_cut() -> None:
    """A dropped player is skipped; the next player takes the seed."""
    matches = seed_top_cut(standings(6, frozenset({2})), 4)
    assert {m.b for m in matches} | {m.a for m in matches} == {"s1", "s3", "s4", "s5"}


def test_winner_must_have_played_the_match() -> None:
    """A winner who was not in the match is refused, as is a missing result."""
    first = seed_top_cut(standings(4), 4)
    with pytest.raises(StandingsUserError):
        advance(first, {0: "s2", 1: "s2"})
    with pytest.raises(StandingsUserError):
        advance(first, {0: "s1"})
