"""Standings and tiebreakers on hand-computed events (organized-play.md, "Tiebreakers").

Each tiebreak level is tested alone, with the next level pointing the other way, because
published implementations have compared the wrong fields.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from tournaments.standings import (
    DEFAULT_ORDER,
    MIN_PERCENTAGE,
    PRESETS,
    REGISTRY,
    SINGLE_GAME_ORDER,
    MatchRecord,
    PlayerRecord,
    Record,
    Standing,
    StandingsUserError,
    compute_standings,
    percentage,
)


def players(ids: str, dropped: dict[str, int] | None = None) -> list[PlayerRecord]:
    """One PlayerRecord per letter."""
    dropped = dropped or {}
    return [PlayerRecord(p, dropped.get(p)) for p in ids]


def by_player(rows: list[Standing]) -> dict[str, Standing]:
    """Standings rows keyed by player."""
    return {row.player: row for row in rows}


def order(rows: list[Standing]) -> str:
    """The players in standings order, as one string."""
    return "".join(row.player for row in rows)


def test_floor_is_exactly_0_33_not_one_third() -> None:
    """MW% is floored at 0.33 (organized-play.md); we read it as exactly 33/100."""
    assert F(33, 100) == MIN_PERCENTAGE
    rows = by_player(
        compute_standings(
            players("ab"),
            [MatchRecord(r, "a", "b", 2, 0, 0) for r in (1, 2, 3)],
        )
    )
    assert rows["b"].mw == F(33, 100)
    assert rows["b"].gw == F(33, 100)
    assert rows["a"].omw == F(33, 100)


def test_points_alone_decide() -> None:
    """Match points come first: 3 per win, 1 per draw, 0 per loss."""
    matches = [
        MatchRecord(1, "a", "b", 2, 1, 0),  # a wins
        MatchRecord(1, "c", "d", 1, 1, 1),  # draw
        MatchRecord(2, "a", "c", 0, 2, 0),  # c wins
        MatchRecord(2, "b", "d", 2, 0, 0),  # b wins
    ]
    rows = by_player(compute_standings(players("abcd"), matches))
    assert {p: r.points for p, r in rows.items()} == {"a": 3, "b": 3, "c": 4, "d": 1}
    assert rows["c"].rank == 1
    assert rows["c"].record == Record(1, 0, 1)
    assert str(rows["c"].record) == "1-0-1"


def test_omw_alone_decides_even_when_gw_points_the_other_way() -> None:
    """OMW% decides between equal points; B's better GW% (next key) must not matter.

    R1: A-C 2-0, B-D 2-0, E-F 2-0. R2: E-A 2-0, F-B 2-1.
    MW: A 1/2, B 1/2, C .33, D .33, E 1, F 1/2.
    OMW: A (.33 + 1)/2 = 133/200; B (.33 + 1/2)/2 = 83/200.
    GW: A 6/12 = 1/2; B 9/15 = 3/5 (B better).
    """
    matches = [
        MatchRecord(1, "a", "c", 2, 0, 0),
        MatchRecord(1, "b", "d", 2, 0, 0),
        MatchRecord(1, "e", "f", 2, 0, 0),
        MatchRecord(2, "e", "a", 2, 0, 0),
        MatchRecord(2, "f", "b", 2, 1, 0),
    ]
    rows = by_player(compute_standings(players("abcdef"), matches))
    a, b = rows["a"], rows["b"]
    assert (a.points, b.points) == (3, 3)
    assert (a.omw, b.omw) == (F(133, 200), F(83, 200))
    assert (a.gw, b.gw) == (F(1, 2), F(3, 5))
    assert a.rank < b.rank


def test_gw_alone_decides_and_the_floor_makes_ogw_point_the_other_way() -> None:
    """With equal points and OMW%, GW% decides; OGW% (next key) would favour B.

    R1: A-C 2-0, B-D 2-1. Points A 3, B 3; OMW both .33.
    GW: A 6/6 = 1, B 6/9 = 2/3. OGW: A's opponent C 0 -> .33; B's opponent D 3/9 = 1/3 > .33.
    C and D: equal points, OMW (1 each); D's GW 1/3 beats C's floored .33.
    """
    matches = [MatchRecord(1, "a", "c", 2, 0, 0), MatchRecord(1, "b", "d", 2, 1, 0)]
    rows = compute_standings(players("abcd"), matches)
    assert order(rows) == "abdc"
    got = by_player(rows)
    assert got["a"].omw == got["b"].omw == F(33, 100)
    assert (got["a"].gw, got["b"].gw) == (F(1), F(2, 3))
    assert (got["a"].ogw, got["b"].ogw) == (F(33, 100), F(1, 3))
    assert [r.rank for r in rows] == [1, 2, 3, 4]


def test_ogw_alone_decides_by_one_six_hundredth() -> None:
    """Equal points, OMW% and GW%: OGW% decides, exactly, by (1/3 - 0.33)/2 = 1/600.

    R1: A-C 2-1, B-D 2-1. R2: A-B 1-1 (drawn match), E-C 2-1, F-D 2-0.
    A and B: 4 pts (MW 2/3), GW (6 + 3)/15 = 3/5, OMW (.33 + 2/3)/2 = 299/600 each.
    C's GW 6/18 = 1/3; D's GW 3/15 = 1/5 -> .33. OGW A = (1/3 + 3/5)/2, B = (.33 + 3/5)/2.
    """
    matches = [
        MatchRecord(1, "a", "c", 2, 1, 0),
        MatchRecord(1, "b", "d", 2, 1, 0),
        MatchRecord(2, "a", "b", 1, 1, 0),
        MatchRecord(2, "e", "c", 2, 1, 0),
        MatchRecord(2, "f", "d", 2, 0, 0),
    ]
    rows = by_player(compute_standings(players("abcdef"), matches))
    a, b = rows["a"], rows["b"]
    assert (a.points, a.omw, a.gw) == (b.points, b.omw, b.gw) == (4, F(299, 600), F(3, 5))
    assert a.ogw - b.ogw == F(1, 600)
    assert (a.rank, b.rank) == (1, 2)


def test_bye_counts_in_own_mw_but_not_in_opponents_lists() -> None:
    """In best of 3 (the default) a bye is a 2-0 match win in the player's own MW%/GW%; it is
    not an opponent."""
    matches = [MatchRecord(1, "a", None), MatchRecord(2, "b", "a", 2, 0, 0)]
    rows = by_player(compute_standings(players("ab"), matches))
    a, b = rows["a"], rows["b"]
    assert (a.points, a.rounds_played, a.mw) == (3, 2, F(1, 2))
    assert a.gw == F(6, 12)
    assert a.record == Record(1, 1, 0)
    assert a.omw == b.mw == F(1)  # only b: the bye round is ignored
    assert b.omw == a.mw == F(1, 2)


def test_in_single_game_matches_a_bye_is_one_game_won() -> None:
    """Best of 1 (bye_games=1): the bye is a 1-0 match win, so a bye and a lost game are
    3 game points of 6 (GW% 1/2), and the opponent's OGW% averages that same 1/2
    (organized-play.md; docs/rulings.md "Byes")."""
    matches = [MatchRecord(1, "a", None), MatchRecord(2, "b", "a", 1, 0, 0)]
    rows = by_player(compute_standings(players("ab"), matches, SINGLE_GAME_ORDER, bye_games=1))
    a, b = rows["a"], rows["b"]
    assert (a.points, a.mw, a.record) == (3, F(1, 2), Record(1, 1, 0))
    assert a.gw == F(1, 2)
    assert b.ogw == a.gw
    assert a.ogw == b.gw == F(1)


def test_only_byes_gives_floor_opponent_percentages() -> None:
    """A player with no opponents (only byes) gets OMW%/OGW% at the floor (our choice)."""
    rows = by_player(compute_standings(players("ab"), [MatchRecord(1, "a", None)]))
    assert rows["a"].omw == rows["a"].ogw == MIN_PERCENTAGE
    assert rows["b"].rounds_played == 0
    assert rows["b"].mw == rows["b"].gw == MIN_PERCENTAGE


def test_drop_stops_rounds_played() -> None:
    """Rounds played stop at a drop: C dropped after round 1 and keeps MW% over 1 round."""
    matches = [
        MatchRecord(1, "a", "c", 0, 2, 0),
        MatchRecord(2, "a", "b", 2, 0, 0),
    ]
    rows = by_player(compute_standings(players("abc", {"c": 1}), matches))
    c = rows["c"]
    assert (c.rounds_played, c.mw, c.dropped) == (1, F(1), True)
    assert rows["a"].omw == (F(1) + F(33, 100)) / 2


def test_result_after_a_drop_is_refused() -> None:
    """A dropped player cannot have a later result."""
    with pytest.raises(StandingsUserError) as caught:
        compute_standings(players("ab", {"b": 1}), [MatchRecord(2, "a", "b", 2, 0, 0)])
    assert caught.value.code == "standings/played_after_drop"


def test_draws_give_one_point_each_and_drawn_games_one_game_point() -> None:
    """A drawn match is 1 point each; a drawn game is 1 game point (organized-play.md)."""
    rows = by_player(compute_standings(players("ab"), [MatchRecord(1, "a", "b", 1, 1, 1)]))
    assert rows["a"].points == rows["b"].points == 1
    assert rows["a"].mw == F(1, 3)
    assert rows["a"].gw == F(4, 9)
    assert rows["a"].record == Record(0, 0, 1)
    assert rows["a"].rank == rows["b"].rank == 1


def test_ties_share_rank_only_when_every_key_is_equal_and_list_by_id() -> None:
    """Identical rows share a rank, listed by id; the next rank skips (1, 1, 3)."""
    matches = [MatchRecord(1, "b", "d", 2, 0, 0), MatchRecord(1, "a", "c", 2, 0, 0)]
    rows = compute_standings(players("dcba"), matches)
    assert [(r.player, r.rank) for r in rows] == [("a", 1), ("b", 1), ("c", 3), ("d", 3)]


def test_single_game_preset_ignores_game_keys() -> None:
    """The single-game preset ranks on points then OMW% only, so a GW% gap is a tie."""
    matches = [MatchRecord(1, "a", "c", 2, 0, 0), MatchRecord(1, "b", "d", 2, 1, 0)]
    rows = compute_standings(players("abcd"), matches, order=SINGLE_GAME_ORDER)
    assert [(r.player, r.rank) for r in rows][:2] == [("a", 1), ("b", 1)]
    assert PRESETS["single_game"] == ("points", "omw")
    assert DEFAULT_ORDER == ("points", "omw", "gw", "ogw")


def test_registry_classes_have_key_name_abbr() -> None:
    """Each tiebreaker is one class with key, name and abbr, registered by key."""
    for key, cls in REGISTRY.items():
        assert cls.key == key
        assert cls.name and cls.abbr


def test_unknown_tiebreaker_is_refused() -> None:
    """An unknown key in the precedence is an organiser error, not silently ignored."""
    with pytest.raises(StandingsUserError) as caught:
        compute_standings(players("ab"), [], order=("points", "sos"))
    assert caught.value.code == "standings/unknown_tiebreaker"


@pytest.mark.parametrize(
    ("matches", "code"),
    [
        ([MatchRecord(1, "a", "z", 2, 0, 0)], "standings/unknown_player"),
        ([MatchRecord(1, "a", "b", -1, 0, 0)], "standings/invalid_match"),
        ([MatchRecord(0, "a", "b", 2, 0, 0)], "standings/invalid_match"),
        ([MatchRecord(1, "a", "a", 2, 0, 0)], "standings/invalid_match"),
        (
            [MatchRecord(1, "a", "b", 2, 0, 0), MatchRecord(1, "a", None)],
            "standings/played_twice_in_round",
        ),
    ],
)
def test_impossible_results_are_refused(matches: list[MatchRecord], code: str) -> None:
    """Unknown players, negative games, round 0, self-play and two results a round."""
    with pytest.raises(StandingsUserError) as caught:
        compute_standings(players("ab"), matches)
    assert caught.value.code == code


def test_percentages_are_rounded_only_for_display() -> None:
    """Exact fractions inside; display rounds half up to two places."""
    assert percentage(F(2, 3)) == "66.67%"
    assert percentage(F(33, 100)) == "33.00%"
    assert percentage(F(1, 8), places=1) == "12.5%"
