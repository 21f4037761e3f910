"""A match's result, step by step: a player reports, the opponent confirms or disputes, an
organizer or judge corrects or confirms on the players' behalf, an online game's end
records the engine's. Every step is a new entry under the match's row lock; the first
counting one closes the match (tournaments/rounds/closing.py)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import connections, transaction
from django.utils import timezone

from config.prepared import prepared_cursor
from tournaments import errors as E
from tournaments.errors import Conflict, NotAllowed, TournamentError
from tournaments.models import Match, ResultEntry, Round, Tournament
from tournaments.permissions import require_judge, require_organizer
from tournaments.results.counting import COUNTING
from tournaments.results.locks import locked_with_latest
from tournaments.rounds import closing
from tournaments.rounds.completion import advance_top_cut, round_closing


def _check_score(tournament: Tournament, a_wins: int, b_wins: int, draws: int) -> None:
    games = 1 if tournament.match_structure == Tournament.MatchStructure.SINGLE else 3
    if min(a_wins, b_wins, draws) < 0 or a_wins + b_wins + draws > games:
        raise TournamentError(E.RESULT_BAD_SCORE, f"a match has at most {games} games")
    if a_wins + b_wins + draws == 0:
        raise TournamentError(E.RESULT_BAD_SCORE, "a result has at least one game (0-0-0)")
    if games == 3 and (a_wins > 2 or b_wins > 2):
        raise TournamentError(E.RESULT_BAD_SCORE, "best of 3 ends at two wins")


def _check_top_cut_winner(match: Match, a_wins: int, b_wins: int) -> None:
    """Single elimination needs a winner: a drawn top-cut match is replayed (our ruling)."""
    if match.round.kind == Round.Kind.TOP_CUT and a_wins == b_wins:
        raise TournamentError(E.TOP_CUT_NEEDS_WINNER, "a top-cut match needs a winner")


def plays_in(match: Match, user: AbstractBaseUser | None) -> bool:
    """Whether `user` is a player of the match (either partner of a Doubles team)."""
    return match_side(match, user) is not None


def match_side(match: Match, user: AbstractBaseUser | None) -> str | None:
    """Which entry of the match `user` plays for (either partner of a Doubles team)."""
    if user is None or not user.is_authenticated:
        return None
    return _side_of_id(match, user.pk)


def _side_of_id(match: Match, user_id: int | None) -> str | None:
    """`match_side` of the user with this id (no need to load the user)."""
    if user_id is None:
        return None
    if user_id in match.player_a.member_ids:
        return "a"
    if match.player_b is not None and user_id in match.player_b.member_ids:
        return "b"
    return None


def _counting(latest: ResultEntry | None) -> ResultEntry | None:
    """`counting_result`, given the latest entry."""
    return latest if latest is not None and latest.kind in COUNTING else None


@transaction.atomic
def report_result(
    match: Match, user: AbstractBaseUser, a_wins: int, b_wins: int, draws: int = 0
) -> ResultEntry:
    """A player reports a paper match; it counts once the opponent confirms."""
    match, latest = locked_with_latest(match)
    tournament = match.round.tournament
    if tournament.play_mode == Tournament.PlayMode.ONLINE and match.games.exists():
        raise TournamentError(E.RESULT_ONLINE, "online games decide this match")
    if match_side(match, user) is None:
        raise NotAllowed(E.RESULT_NOT_PLAYER, "only the players of a match report it")
    if _counting(latest) is not None:
        # A confirmed result changes only by an organizer's correction, never by a re-report.
        raise Conflict(E.RESULT_FINAL, "this result is final; ask an organizer to correct it")
    _check_score(tournament, a_wins, b_wins, draws)
    _check_top_cut_winner(match, a_wins, b_wins)
    return ResultEntry.objects.create(
        match=match,
        kind=ResultEntry.Kind.REPORTED,
        a_wins=a_wins,
        b_wins=b_wins,
        draws=draws,
        by=user,
    )


@transaction.atomic
def confirm_result(match: Match, user: AbstractBaseUser) -> ResultEntry:
    """The opponent confirms the reported result; exactly one of concurrent confirmations wins
    (the match row is locked), the others find the result final (409)."""
    match, latest = locked_with_latest(match)
    if latest is not None and latest.kind in COUNTING:
        raise Conflict(E.RESULT_FINAL, "this result is already final")
    if latest is None or latest.kind != ResultEntry.Kind.REPORTED:
        raise TournamentError(E.RESULT_NOTHING_TO_CONFIRM, "there is no reported result to confirm")
    if match_side(match, user) is None:
        raise NotAllowed(E.RESULT_NOT_PLAYER, "only the players of a match confirm it")
    if latest.by_id == user.pk or _side_of_id(match, latest.by_id) == match_side(match, user):
        raise NotAllowed(E.RESULT_OWN_REPORT, "the opponent confirms a reported result")
    return _record_counting(
        match,
        False,
        kind=ResultEntry.Kind.CONFIRMED,
        a_wins=latest.a_wins,
        b_wins=latest.b_wins,
        draws=latest.draws,
        by=user,
    )


@transaction.atomic
def dispute_result(match: Match, user: AbstractBaseUser, reason: str) -> ResultEntry:
    match, latest = locked_with_latest(match)
    if latest is None or latest.kind != ResultEntry.Kind.REPORTED:
        raise TournamentError(E.RESULT_NOTHING_TO_CONFIRM, "there is no reported result to dispute")
    if match_side(match, user) is None:
        raise NotAllowed(E.RESULT_NOT_PLAYER, "only the players of a match dispute it")
    return ResultEntry.objects.create(
        match=match,
        kind=ResultEntry.Kind.DISPUTED,
        a_wins=latest.a_wins,
        b_wins=latest.b_wins,
        draws=latest.draws,
        by=user,
        reason=reason,
    )


@transaction.atomic
def correct_result(
    match: Match,
    organizer: AbstractBaseUser,
    a_wins: int,
    b_wins: int,
    draws: int,
    reason: str,
    *,
    during_play: bool = False,
) -> ResultEntry:
    """An organizer or judge sets the result; the old entries stay, with who changed it and
    why. No one corrects a match they played (another organizer or judge does;
    docs/rulings.md). Nor a match whose online game is still being played: its end would
    replace the entry (`record_engine_result`) and flip the standings; the game ends first
    (time, a concession). `during_play`: a penalty's loss, which must not wait."""
    match, latest = locked_with_latest(match)
    require_judge(organizer, match.round.tournament)
    if match_side(match, organizer) is not None:
        raise NotAllowed(
            E.RESULT_OWN_MATCH, "you played this match: another organizer or judge corrects it"
        )
    if not during_play and match.games.filter(game__status="active").exists():
        raise Conflict(
            E.RESULT_GAME_IN_PLAY,
            "a game of this match is still being played; its end decides the result"
            " (call time, or wait for it), then correct it if need be",
        )
    _check_score(match.round.tournament, a_wins, b_wins, draws)
    _check_top_cut_winner(match, a_wins, b_wins)
    was_counting = _counting(latest) is not None
    entry = ResultEntry.objects.create(
        match=match,
        kind=ResultEntry.Kind.CORRECTED,
        a_wins=a_wins,
        b_wins=b_wins,
        draws=draws,
        by=organizer,
        reason=reason,
    )
    _counted(match, was_counting)
    return entry


@transaction.atomic
def record_engine_result(match: Match, a_wins: int, b_wins: int, draws: int) -> ResultEntry:
    match, latest = locked_with_latest(match)
    was_counting = _counting(latest) is not None
    entry = ResultEntry.objects.create(
        match=match, kind=ResultEntry.Kind.ENGINE, a_wins=a_wins, b_wins=b_wins, draws=draws
    )
    _counted(match, was_counting)
    return entry


def _record_counting(match: Match, was_counting: bool, **fields: Any) -> ResultEntry:
    """`ResultEntry.objects.create(match=match, **fields)`, then `_counted`. On PostgreSQL a
    match that closes now sends the entry's INSERT, its own row's mark and the round's
    completion check together (a psycopg pipeline, all prepared once per connection): one
    round trip instead of three."""
    connection = connections[ResultEntry.objects.db]
    if connection.vendor != "postgresql" or was_counting:
        entry = ResultEntry.objects.create(match=match, **fields)
        _counted(match, was_counting)
        return entry
    entry = ResultEntry(match=match, created_at=timezone.now(), **fields)
    columns = [f for f in ResultEntry._meta.concrete_fields if not f.primary_key]
    values = [f.get_db_prep_save(getattr(entry, f.attname), connection) for f in columns]
    connection.ensure_connection()
    with (
        prepared_cursor(connection) as insert,
        prepared_cursor(connection) as mark,
        prepared_cursor(connection) as complete,
    ):
        with connection.wrap_database_errors, connection.connection.pipeline():
            insert.execute(_insert_sql(connection), values)
            mark.execute(closing.mark_sql(connection), [match.pk])
            complete.execute(
                closing.complete_sql(connection), closing.complete_params(match.round_id)
            )
        (entry.pk,) = insert.fetchone()  # all done, in one round trip
        completed = complete.rowcount == 1
    entry._state.adding, entry._state.db = False, connection.alias
    round_closing(match.round, completed)
    return entry


def _insert_sql(connection: Any) -> str:
    """The entry's INSERT, as the ORM writes it."""
    q = connection.ops.quote_name
    columns = [f for f in ResultEntry._meta.concrete_fields if not f.primary_key]
    return (
        f"INSERT INTO {q(ResultEntry._meta.db_table)} ({', '.join(q(f.column) for f in columns)})"
        f" VALUES ({', '.join(['%s'] * len(columns))}) RETURNING {q('id')}"
    )


def _counted(match: Match, was_counting: bool) -> None:
    """A counting entry was just written under the match's lock. The match's first one closes
    it (its own row: tournaments/closing.py), and a round with no open match left is complete.
    Once a match counts it always does (a report or a dispute needs a result that does not
    count yet), so a correction changes nothing here; in the top cut it re-runs the bracket's
    advance, which keeps what already exists."""
    if not was_counting:
        closing.close([match.pk])
        round_closing(match.round, closing.complete_if_done(match.round_id))
    elif match.round.kind == Round.Kind.TOP_CUT:
        match.round.refresh_from_db(fields=["status"])
        if match.round.status == Round.Status.COMPLETE:
            advance_top_cut(match.round)


@transaction.atomic
def confirm_on_behalf(match: Match, organizer: AbstractBaseUser) -> ResultEntry:
    """An organizer confirms a reported result for the player who has not (a paper slip was
    handed in, say); the entry names the organizer and says so."""
    require_organizer(organizer, match.round.tournament)
    match, latest = locked_with_latest(match)
    if latest is not None and latest.kind in COUNTING:
        raise Conflict(E.RESULT_FINAL, "this result is already final")
    if latest is None or latest.kind != ResultEntry.Kind.REPORTED:
        raise TournamentError(E.RESULT_NOTHING_TO_CONFIRM, "there is no reported result to confirm")
    entry = ResultEntry.objects.create(
        match=match,
        kind=ResultEntry.Kind.CONFIRMED,
        a_wins=latest.a_wins,
        b_wins=latest.b_wins,
        draws=latest.draws,
        by=organizer,
        reason="confirmed by an organizer on the players' behalf",
    )
    _counted(match, was_counting=False)
    return entry
