"""Late entries: missed rounds count as losses when the organizer says so."""

from fractions import Fraction

from tournaments.standings import MatchRecord, PlayerRecord, compute_standings


def test_missed_rounds_count_as_losses_in_rounds_played_and_game_win_percentage() -> None:
    """A player who joins in round 2 with a loss for round 1 has 2 rounds played: a 1-1
    record is 3/6 MW% and 2 won games of 4 is 6/12 GW% (organized-play.md)."""
    players = [PlayerRecord("late", missed_rounds=1), PlayerRecord("x"), PlayerRecord("y")]
    matches = [MatchRecord(1, "x", "y", 2, 0), MatchRecord(2, "late", "y", 2, 0)]
    rows = {row.player: row for row in compute_standings(players, matches)}
    late = rows["late"]
    assert (late.record.wins, late.record.losses, late.rounds_played) == (1, 1, 2)
    assert late.mw == Fraction(1, 2)
    assert late.gw == Fraction(1, 2)


def test_without_the_policy_a_late_entry_has_only_the_rounds_it_played() -> None:
    """With missed rounds not counted, the same player is 1-0 with 100% MW%."""
    players = [PlayerRecord("late"), PlayerRecord("x"), PlayerRecord("y")]
    matches = [MatchRecord(1, "x", "y", 2, 0), MatchRecord(2, "late", "y", 2, 0)]
    rows = {row.player: row for row in compute_standings(players, matches)}
    assert rows["late"].rounds_played == 1
    assert rows["late"].mw == Fraction(1)


def test_in_single_game_matches_a_missed_round_is_one_game_lost() -> None:
    """Best of 1: the missed round is a 0-1 loss, so a late entry that then wins its game has
    3 game points of 6 (GW% 1/2), not 3 of 9."""
    players = [PlayerRecord("late", missed_rounds=1), PlayerRecord("x"), PlayerRecord("y")]
    matches = [MatchRecord(1, "x", "y", 1, 0), MatchRecord(2, "late", "y", 1, 0)]
    rows = {row.player: row for row in compute_standings(players, matches, bye_games=1)}
    assert rows["late"].gw == Fraction(1, 2)
