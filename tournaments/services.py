"""Tournament services: the one bridge between the models and the plain pairing and standings
packages (Tabbycat's manager). Views, the API and Celery tasks call these; every write is
one transaction, so a crash half-way leaves nothing half-written."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from datetime import date as Date
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import IntegrityError, connections, transaction
from django.db.models import Exists, OuterRef, Q
from django.utils import timezone

from config.prepared import prepared_cursor
from tournaments import closing
from tournaments import errors as E
from tournaments.errors import Conflict, NotAllowed, TournamentError
from tournaments.models import (
    Match,
    PairingRun,
    Registration,
    ResultEntry,
    Role,
    Round,
    Tournament,
)
from tournaments.pairing import Entrant, PairingRequest, canonical_json, pair_round
from tournaments.pairing import swiss_rounds_for as attendance_rounds

# Permission checks live in tournaments.permissions; named here too for the many callers
# that ask `services.is_organizer(...)` (explicit re-exports).
from tournaments.permissions import has_role as has_role
from tournaments.permissions import is_judge as is_judge
from tournaments.permissions import is_organizer as is_organizer
from tournaments.permissions import require_judge as require_judge
from tournaments.permissions import require_organizer as require_organizer
from tournaments.permissions import require_self_or_organizer as require_self_or_organizer
from tournaments.standings import (
    DEFAULT_ORDER,
    SINGLE_GAME_ORDER,
    BracketMatch,
    MatchRecord,
    PlayerRecord,
    Standing,
    advance,
    compute_standings,
    seed_top_cut,
)

Progress = Callable[[str, int, int], None]

COUNTING = frozenset(
    {
        ResultEntry.Kind.CONFIRMED,
        ResultEntry.Kind.CORRECTED,
        ResultEntry.Kind.ENGINE,
        ResultEntry.Kind.BYE,
    }
)


# --- tournaments and roles ---------------------------------------------------------------------


def create_tournament(
    organizer: AbstractBaseUser, *, name: str, date: Date, **fields: Any
) -> Tournament:
    with transaction.atomic():
        tournament = Tournament.objects.create(
            name=name,
            date=date,
            seed=fields.pop("seed", None) or secrets.token_hex(16),
            created_by=organizer,
            **fields,
        )
        Role.objects.create(tournament=tournament, user=organizer, kind=Role.Kind.ORGANIZER)
    return tournament


def tiebreak_order(tournament: Tournament) -> tuple[str, ...]:
    if tournament.tiebreakers:
        return tuple(tournament.tiebreakers)
    if tournament.match_structure == Tournament.MatchStructure.SINGLE:
        return SINGLE_GAME_ORDER
    return DEFAULT_ORDER


def swiss_rounds(tournament: Tournament) -> int:
    if tournament.swiss_rounds:
        return tournament.swiss_rounds
    return attendance_rounds(tournament.registrations.count())


# --- registration ------------------------------------------------------------------------------


def last_round_number(tournament: Tournament) -> int:
    last = tournament.rounds.order_by("-number").first()
    return last.number if last else 0


def register(
    tournament: Tournament,
    user: AbstractBaseUser,
    display_name: str = "",
    *,
    partner: AbstractBaseUser | None = None,
    missed_rounds_count_as_losses: bool = True,
) -> Registration:
    """Sign up; after round 1 has been paired this is a late entry that joins next round.
    A Doubles event takes teams: `user` and `partner` (docs/rulings.md "Doubles")."""
    if (
        tournament.status == Tournament.Status.FINISHED
        or tournament.status == Tournament.Status.TOP_CUT
    ):
        raise TournamentError(E.REGISTRATION_CLOSED, "registration is closed")
    _check_team(tournament, user, partner)
    try:
        with transaction.atomic():
            return Registration.objects.create(
                tournament=tournament,
                user=user,
                partner=partner,
                display_name=display_name or entry_name(user, partner),
                joined_round=last_round_number(tournament) + 1,
                missed_rounds_count_as_losses=missed_rounds_count_as_losses,
            )
    except IntegrityError as error:
        raise Conflict(E.ALREADY_REGISTERED, "already registered") from error


def entry_name(user: AbstractBaseUser, partner: AbstractBaseUser | None = None) -> str:
    """An entry's default name: the player's username, or a Doubles team's "ann & bob"."""
    return " & ".join(u.get_username() for u in (user, partner) if u is not None)


def _check_team(
    tournament: Tournament, user: AbstractBaseUser, partner: AbstractBaseUser | None
) -> None:
    """A Doubles entry is two different players, neither on another team of the event; a
    singles entry has no partner."""
    if tournament.team_size == 1:
        if partner is not None:
            raise TournamentError(E.PARTNER_NOT_TAKEN, "only a Doubles event takes teams")
        return
    if partner is None:
        raise TournamentError(E.PARTNER_REQUIRED, "a Doubles team is two players: name a partner")
    if partner.pk == user.pk:
        raise TournamentError(E.PARTNER_REQUIRED, "a Doubles partner is another player")
    for member in (user, partner):
        if tournament.registrations.of(member).exists():
            raise Conflict(
                E.ALREADY_REGISTERED, f"{member.get_username()} is already on a team here"
            )


def drop(registration: Registration) -> Registration:
    """Never paired again; results so far stay."""
    if registration.dropped_after_round is not None:
        raise Conflict(E.ALREADY_DROPPED, "already dropped")
    registration.dropped_after_round = last_round_number(registration.tournament)
    registration.save(update_fields=["dropped_after_round"])
    return registration


# --- results -----------------------------------------------------------------------------------


def _locked(match: Match) -> Match:
    """The match row locked until the transaction ends, so the steps of one match's result
    (report, confirm, dispute, correct, engine) run one at a time and each sees the last."""
    return (
        Match.objects.select_for_update(of=("self",))
        .select_related("round__tournament", "player_a", "player_b")
        .get(pk=match.pk)
    )


def _locked_with_latest(match: Match) -> tuple[Match, ResultEntry | None]:
    """`_locked` and the match's `latest_result`, in one round trip on PostgreSQL.

    Two statements sent together (a psycopg pipeline, with the transaction's BEGIN): the first
    locks the match row (waiting for a concurrent step of the same match to commit), the
    second reads the latest entry. Each statement takes its own snapshot, so the second sees
    what the step it waited for wrote; one statement reading both would not (after waiting
    for a lock, PostgreSQL returns the locked row as it now is but everything else as it was
    when the statement began). Plain SQL, prepared once per connection (config/prepared.py):
    the ORM has no pipelines, and building and planning the lock's query took longer than
    running it."""
    connection = connections[Match.objects.db]
    if connection.vendor != "postgresql":
        locked = _locked(match)
        return locked, latest_result(locked)
    lock_sql, latest_sql = _lock_with_latest_sql()
    connection.ensure_connection()
    with prepared_cursor(connection) as lock, prepared_cursor(connection) as latest:
        with connection.wrap_database_errors, connection.connection.pipeline():
            lock.execute(lock_sql, [match.pk])
            latest.execute(latest_sql, [match.pk])
        # The pipeline's end sent both and read both answers: one round trip (fetching
        # inside it would cost a second, for the end's sync).
        row = lock.fetchone()
        entry_row = latest.fetchone()
    if row is None:
        raise Match.DoesNotExist("Match matching query does not exist.")
    parts = []
    for model in (Match, Round, Tournament, Registration, Registration):
        width = len(model._meta.concrete_fields)
        parts.append(_from_row(model, row[:width], connection))
        row = row[width:]
    locked, round_, tournament, player_a, player_b = parts
    round_.tournament = tournament
    locked.round = round_
    locked.player_a = player_a
    locked.player_b = player_b if locked.player_b_id is not None else None
    latest_entry = None
    if entry_row is not None:
        latest_entry = _from_row(ResultEntry, entry_row, connection)
        latest_entry.match = locked
    return locked, latest_entry


def _from_row(model: Any, values: tuple[Any, ...], connection: Any) -> Any:
    """A model instance from its concrete columns in field order, as the ORM loads it."""
    fields = model._meta.concrete_fields
    loaded = [
        field.from_db_value(value, None, connection)
        if value is not None and hasattr(field, "from_db_value")
        else value
        for field, value in zip(fields, values, strict=True)
    ]
    return model.from_db(connection.alias, [field.attname for field in fields], loaded)


_LOCK_SQL: tuple[str, str] | None = None


def _lock_with_latest_sql() -> tuple[str, str]:
    global _LOCK_SQL
    if _LOCK_SQL is None:
        tables = (
            (Match, "m"),
            (Round, "r"),
            (Tournament, "t"),
            (Registration, "a"),
            (Registration, "b"),
        )
        q = connections[Match.objects.db].ops.quote_name  # ("table" is a keyword)
        columns = ", ".join(
            f"{alias}.{q(field.column)}"
            for model, alias in tables
            for field in model._meta.concrete_fields
        )
        entries = ", ".join(q(f.column) for f in ResultEntry._meta.concrete_fields)
        _LOCK_SQL = (
            f"SELECT {columns} FROM {q(Match._meta.db_table)} m"
            f" JOIN {q(Round._meta.db_table)} r ON r.id = m.round_id"
            f" JOIN {q(Tournament._meta.db_table)} t ON t.id = r.tournament_id"
            f" JOIN {q(Registration._meta.db_table)} a ON a.id = m.player_a_id"
            f" LEFT JOIN {q(Registration._meta.db_table)} b ON b.id = m.player_b_id"
            " WHERE m.id = %s FOR UPDATE OF m",
            f"SELECT {entries} FROM {q(ResultEntry._meta.db_table)}"
            " WHERE match_id = %s ORDER BY id DESC LIMIT 1",
        )
    return _LOCK_SQL


def latest_result(match: Match) -> ResultEntry | None:
    return match.results.order_by("-id").first()


def counting_result(match: Match) -> ResultEntry | None:
    """The latest entry, if it counts: a dispute suspends a reported result."""
    latest = latest_result(match)
    return latest if latest is not None and latest.kind in COUNTING else None


def counting_results(matches: Iterable[Match]) -> dict[int, ResultEntry]:
    """The counting result of each of `matches` that has one, in one query (no per-match
    lookups when a page or the bracket lists a round)."""
    latest: dict[int, ResultEntry] = {}
    ids = [m.pk for m in matches]
    for entry in ResultEntry.objects.filter(match_id__in=ids).order_by("id"):
        latest[entry.match_id] = entry
    return {pk: entry for pk, entry in latest.items() if entry.kind in COUNTING}


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
    return _side(match, user) is not None


def _side(match: Match, user: AbstractBaseUser | None) -> str | None:
    """Which entry of the match `user` plays for (either partner of a Doubles team)."""
    if user is None or not user.is_authenticated:
        return None
    return _side_of_id(match, user.pk)


def _side_of_id(match: Match, user_id: int | None) -> str | None:
    """`_side` of the user with this id (no need to load the user)."""
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
    match, latest = _locked_with_latest(match)
    tournament = match.round.tournament
    if tournament.play_mode == Tournament.PlayMode.ONLINE and match.games.exists():
        raise TournamentError(E.RESULT_ONLINE, "online games decide this match")
    if _side(match, user) is None:
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
    match, latest = _locked_with_latest(match)
    if latest is not None and latest.kind in COUNTING:
        raise Conflict(E.RESULT_FINAL, "this result is already final")
    if latest is None or latest.kind != ResultEntry.Kind.REPORTED:
        raise TournamentError(E.RESULT_NOTHING_TO_CONFIRM, "there is no reported result to confirm")
    if _side(match, user) is None:
        raise NotAllowed(E.RESULT_NOT_PLAYER, "only the players of a match confirm it")
    if latest.by_id == user.pk or _side_of_id(match, latest.by_id) == _side(match, user):
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
    match, latest = _locked_with_latest(match)
    if latest is None or latest.kind != ResultEntry.Kind.REPORTED:
        raise TournamentError(E.RESULT_NOTHING_TO_CONFIRM, "there is no reported result to dispute")
    if _side(match, user) is None:
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
    match, latest = _locked_with_latest(match)
    require_judge(organizer, match.round.tournament)
    if _side(match, organizer) is not None:
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
    match, latest = _locked_with_latest(match)
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
            _advance_top_cut(match.round)


def round_closing(round_: Round, completed: bool) -> None:
    """After matches of `round_` closed in this transaction: the top cut advances when this
    transaction completed the round; otherwise the round is checked again once committed
    (closing.py: two last results committed at once)."""
    if completed:
        round_.status = Round.Status.COMPLETE
        _reveal_seeds(round_)
        if round_.kind == Round.Kind.TOP_CUT:
            _advance_top_cut(round_)
        return
    transaction.on_commit(partial(_complete_after_commit, round_))


def _reveal_seeds(round_: Round) -> None:
    """A complete online round: its ended games' seeds are made public (no rewind after)."""
    if round_.tournament.play_mode == Tournament.PlayMode.ONLINE:
        from tournaments.online import reveal_round_seeds

        reveal_round_seeds(round_)


def _complete_after_commit(round_: Round) -> None:
    if closing.complete_if_done(round_.pk):
        round_.status = Round.Status.COMPLETE
        _reveal_seeds(round_)
        if round_.kind == Round.Kind.TOP_CUT:
            with transaction.atomic():
                _advance_top_cut(round_)


def round_complete(round_: Round) -> bool:
    """Whether the round is complete; one left open with every match counted (its check after
    commit cut short by a crash) is completed now."""
    if round_.status != Round.Status.COMPLETE and closing.complete_if_done(round_.pk):
        round_.status = Round.Status.COMPLETE
        _reveal_seeds(round_)
        if round_.kind == Round.Kind.TOP_CUT:
            with transaction.atomic():
                _advance_top_cut(round_)
    return round_.status == Round.Status.COMPLETE


# --- top cut -------------------------------------------------------------------------------------


def start_top_cut(tournament: Tournament, by: AbstractBaseUser | None) -> Round:
    """Single elimination seeded from the final Swiss standings (1 v N, 2 v N-1, ...)."""
    if by is not None:
        require_organizer(by, tournament)
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().get(pk=tournament.pk)
        existing = tournament.rounds.filter(kind=Round.Kind.TOP_CUT).order_by("number").first()
        if existing is not None:
            return existing
        if tournament.top_cut < 2:
            raise TournamentError(E.TOP_CUT_NONE, "this event announced no top cut")
        last = tournament.rounds.order_by("-number").first()
        if last is None or last.number < swiss_rounds(tournament) or not round_complete(last):
            raise Conflict(E.TOP_CUT_NOT_READY, "finish every Swiss round first")
        bracket = seed_top_cut(standings(tournament), tournament.top_cut)
        round_ = Round.objects.create(
            tournament=tournament, number=last.number + 1, kind=Round.Kind.TOP_CUT
        )
        _start_clock(round_, tournament)
        _create_bracket_matches(tournament, round_, bracket)
        Tournament.objects.filter(pk=tournament.pk).update(status=Tournament.Status.TOP_CUT)
        return round_


def _create_bracket_matches(tournament: Tournament, round_: Round, bracket) -> None:
    Match.objects.bulk_create(
        Match(
            round=round_,
            table=match.slot + 1,
            player_a_id=int(match.a),
            player_b_id=int(match.b),
            seed_a=match.a_seed,
            seed_b=match.b_seed,
            explanation=f"top cut: seed {match.a_seed} v seed {match.b_seed}",
        )
        for match in bracket
    )
    if tournament.play_mode == Tournament.PlayMode.ONLINE:
        from tournaments.online import start_match_game

        for match in round_.matches.select_related("player_a__user", "player_b__user"):
            start_match_game(match, 1)


def _bracket(round_: Round) -> tuple[list[BracketMatch], dict[int, str]]:
    matches, winners = [], {}
    cut_round = round_.number - round_.tournament.rounds.filter(kind=Round.Kind.SWISS).count()
    played = list(round_.matches.all())
    results = counting_results(played)
    for m in played:
        slot = m.table - 1
        matches.append(
            BracketMatch(
                cut_round, slot, m.seed_a, m.seed_b, str(m.player_a_id), str(m.player_b_id)
            )
        )
        result = results[m.pk]
        winners[slot] = str(m.player_a_id if result.a_wins > result.b_wins else m.player_b_id)
    return matches, winners


def _advance_top_cut(round_: Round) -> None:
    tournament = round_.tournament
    matches, winners = _bracket(round_)
    following = advance(matches, winners)
    if not following:
        Tournament.objects.filter(pk=tournament.pk).update(
            status=Tournament.Status.FINISHED, champion_id=int(winners[0])
        )
        return
    next_round, created = Round.objects.get_or_create(
        tournament=tournament, number=round_.number + 1, defaults={"kind": Round.Kind.TOP_CUT}
    )
    if created:
        _start_clock(next_round, tournament)
        _create_bracket_matches(tournament, next_round, following)


# --- standings ---------------------------------------------------------------------------------


def standing_inputs(tournament: Tournament) -> tuple[list[PlayerRecord], list[MatchRecord]]:
    """Plain records of every registration and every confirmed match (and missed rounds)."""
    registrations = list(tournament.registrations.all())
    players = [
        PlayerRecord(
            id=r.key,
            dropped_after_round=r.dropped_after_round,
            missed_rounds=r.joined_round - 1 if r.missed_rounds_count_as_losses else 0,
        )
        for r in registrations
    ]
    latest: dict[int, tuple[str, int, int, int]] = {}
    for match_id, *entry in (
        ResultEntry.objects.filter(
            match__round__tournament=tournament, match__round__kind=Round.Kind.SWISS
        )
        .order_by("id")
        .values_list("match_id", "kind", "a_wins", "b_wins", "draws")
    ):
        latest[match_id] = tuple(entry)
    matches: list[MatchRecord] = []
    for match_id, number, a, b in Match.objects.filter(
        round__tournament=tournament, round__kind=Round.Kind.SWISS
    ).values_list("pk", "round__number", "player_a_id", "player_b_id"):
        entry = latest.get(match_id)
        if entry is None or entry[0] not in COUNTING:
            continue
        matches.append(
            MatchRecord(
                round=number,
                a=str(a),
                b=None if b is None else str(b),
                a_wins=entry[1],
                b_wins=entry[2],
                draws=entry[3],
            )
        )
    return players, matches


def standings(tournament: Tournament) -> list[Standing]:
    players, matches = standing_inputs(tournament)
    return compute_standings(
        players, matches, tiebreak_order(tournament), bye_games=tournament.bye_games
    )


# --- rounds ------------------------------------------------------------------------------------


def pairable(tournament: Tournament, number: int) -> list[Registration]:
    """Who round `number` pairs: active players; with check-in required, only those checked
    in; in an event that requires a team list, only those whose list is valid."""
    registrations = tournament.registrations.filter(
        dropped_after_round__isnull=True, joined_round__lte=number
    )
    if tournament.check_in_required:
        registrations = registrations.exclude(checked_in_at=None)
    active = list(registrations)
    if not tournament.require_team_list:
        return active
    from tournaments.teamlists import eligible

    valid = eligible(tournament, active)
    return [r for r in active if r.pk in valid]


def _enter_later(tournament: Tournament, number: int, paired: set[int]) -> None:
    """Players left out of round `number` for want of a valid list, who have not played yet,
    join the next round as late entries (the event's late-entry policy applies)."""
    tournament.registrations.filter(dropped_after_round__isnull=True, joined_round=number).exclude(
        pk__in=paired
    ).update(joined_round=number + 1)


def _entrants(tournament: Tournament, number: int, table: list[Standing]) -> tuple[Entrant, ...]:
    rank = {row.player: position for position, row in enumerate(table)}
    points = {row.player: row.points for row in table}
    opponents: dict[str, set[str]] = {}
    byes: set[str] = set()
    for match in Match.objects.filter(round__tournament=tournament, round__kind=Round.Kind.SWISS):
        a, b = str(match.player_a_id), match.player_b_id
        if b is None:
            byes.add(a)
            continue
        opponents.setdefault(a, set()).add(str(b))
        opponents.setdefault(str(b), set()).add(a)
    active = pairable(tournament, number)
    return tuple(
        Entrant(
            id=r.key,
            points=points.get(r.key, 0),
            rank=rank.get(r.key, len(rank)),
            opponents=frozenset(opponents.get(r.key, ())),
            had_bye=r.key in byes,
            label=r.display_name,
        )
        for r in active
    )


def generate_round(tournament_id: int, number: int, progress: Progress | None = None) -> Round:
    """Pair Swiss round `number` and create its matches (and games, online).

    Idempotent: if the round exists it is returned as it is. One transaction holds the
    tournament row lock, so two workers at once create one round, and a worker that dies
    half-way leaves nothing behind.
    """
    report = progress or (lambda stage, done, total: None)
    existing = Round.objects.filter(tournament_id=tournament_id, number=number).first()
    if existing is not None:
        return existing
    try:
        with transaction.atomic():
            tournament = Tournament.objects.select_for_update().get(pk=tournament_id)
            existing = check_next_round(tournament, number)  # under the lock this time
            if existing is not None:
                return existing
            report("standings", 1, 4)
            table = standings(tournament)
            report("pairing", 2, 4)
            entrants = _entrants(tournament, number, table)
            request = PairingRequest(number, entrants, tournament.seed)
            result = pair_round(request)
            if tournament.require_team_list:
                _enter_later(tournament, number, {int(e.id) for e in entrants})
            report("matches", 3, 4)
            round_ = Round.objects.create(tournament=tournament, number=number)
            _start_clock(round_, tournament)
            PairingRun.objects.create(
                round=round_,
                algorithm_version=result.algorithm_version,
                seed=result.seed,
                inputs=canonical_json(request),
                inputs_digest=result.inputs_digest,
                objective=result.objective,
                widened=result.widened,
            )
            _create_matches(tournament, round_, result.pairings)
            if tournament.status == Tournament.Status.REGISTRATION:
                Tournament.objects.filter(pk=tournament.pk).update(status=Tournament.Status.SWISS)
            report("done", 4, 4)
            return round_
    except IntegrityError:
        # Another worker created it between our check and our insert: theirs stands.
        return Round.objects.get(tournament_id=tournament_id, number=number)


def _create_matches(tournament: Tournament, round_: Round, pairings) -> None:
    """Tables from the top, byes last (each with its result); the round is complete at once
    when nobody plays."""
    played = [p for p in pairings if p.b is not None]
    byes = [p for p in pairings if p.b is None]
    matches = Match.objects.bulk_create(
        Match(
            round=round_,
            table=table,
            player_a_id=int(pairing.a),
            player_b_id=None if pairing.b is None else int(pairing.b),
            explanation=pairing.explanation[:300],
            counted=pairing.b is None,  # a bye counts at once
        )
        for table, pairing in enumerate(played + byes, start=1)
    )
    ResultEntry.objects.bulk_create(
        ResultEntry(match=match, kind=ResultEntry.Kind.BYE, a_wins=tournament.bye_games)
        for match in matches
        if match.player_b_id is None
    )
    round_.status = Round.Status.IN_PROGRESS if played else Round.Status.COMPLETE
    Round.objects.filter(pk=round_.pk).update(status=round_.status)
    if tournament.play_mode == Tournament.PlayMode.ONLINE:
        from tournaments.online import start_match_game

        for match in round_.matches.exclude(player_b=None).select_related(
            "player_a__user", "player_b__user"
        ):
            start_match_game(match, 1)


def _start_clock(round_: Round, tournament: Tournament) -> None:
    """The round's deadline, kept with it: the round clock reads it (no timer message)."""
    round_.deadline = round_.started_at + timedelta(minutes=tournament.round_minutes)
    Round.objects.filter(pk=round_.pk).update(deadline=round_.deadline)


def call_time(round_: Round, by: AbstractBaseUser | None = None) -> Round:
    """Time is up: every online game of the round still being played is called (this turn is
    turn 0, then five more), and no further game of a match starts.

    Idempotent, so the round clock may tick twice and an organizer may call it again: the
    round keeps its first time_called_at, and a game gets TimeCalled once (it is called only
    while its log has none; the game row lock orders concurrent calls). The round is stamped
    first, so no game of a match starts after it; a crash half-way leaves games that the next
    call (or tick) still finds.
    """
    from games import services as game_services
    from games.models import Game, GameEvent
    from tournaments.models import MatchGame

    require_organizer(by, round_.tournament) if by is not None else None
    Round.objects.filter(pk=round_.pk, time_called_at=None).update(time_called_at=timezone.now())
    called = GameEvent.objects.filter(game=OuterRef("game_id"), type="TimeCalled")
    for game_id in (
        MatchGame.objects.filter(match__round=round_, game__status=Game.Status.ACTIVE)
        .exclude(Exists(called))
        .values_list("game_id", flat=True)
    ):
        game_services.call_time(game_id, actor=by)
    round_.refresh_from_db()
    return round_


def due_rounds(now: datetime | None = None, tournament: Tournament | None = None):
    """Rounds in progress whose deadline has passed and that still have something to call:
    not stamped yet, or an active game without TimeCalled (a tick that died half-way, or a
    top-cut game started after time to break a tie)."""
    from games.models import Game, GameEvent
    from tournaments.models import MatchGame

    now = now or timezone.now()
    rounds = Round.objects.filter(status=Round.Status.IN_PROGRESS, deadline__lte=now)
    if tournament is not None:
        rounds = rounds.filter(tournament=tournament)
    called = GameEvent.objects.filter(game=OuterRef("game_id"), type="TimeCalled")
    uncalled_games = MatchGame.objects.filter(
        match__round=OuterRef("pk"), game__status=Game.Status.ACTIVE
    ).exclude(Exists(called))
    return rounds.filter(Q(time_called_at=None) | Exists(uncalled_games)).order_by("pk")


def call_time_on_due_rounds(
    now: datetime | None = None, tournament: Tournament | None = None
) -> list[int]:
    """The round clock: call time on every due round (see `due_rounds`); returns their ids.

    Run by Celery beat every few seconds (`tournaments.call_due_rounds`), by the event page
    when there is no worker (eager mode), and by `manage.py call_time_on_due_rounds`.
    Running it twice at once or in a row changes nothing more than running it once.
    """
    ids = list(due_rounds(now, tournament).values_list("pk", flat=True))
    for round_ in Round.objects.filter(pk__in=ids).select_related("tournament"):
        call_time(round_)
    return ids


# --- for the API (tournaments/views.py) --------------------------------------------------------

# Fields an organizer may still change once round 1 has been paired.
EDITABLE_AFTER_START = frozenset({"name", "date", "round_minutes", "team_list_deadline"})


def update_tournament(
    tournament: Tournament, user: AbstractBaseUser, fields: dict[str, Any]
) -> Tournament:
    """Organizers edit the event; rules that shape pairings and standings freeze at round 1."""
    require_organizer(user, tournament)
    frozen = sorted(
        key
        for key, value in fields.items()
        if key not in EDITABLE_AFTER_START and getattr(tournament, key) != value
    )
    if frozen and tournament.rounds.exists():
        raise Conflict(E.TOURNAMENT_STARTED, f"{', '.join(frozen)} cannot change after round 1")
    for key, value in fields.items():
        setattr(tournament, key, value)
    tournament.save(update_fields=[*fields] or None)
    return tournament


def add_role(
    tournament: Tournament, by: AbstractBaseUser, user: AbstractBaseUser, kind: str
) -> Role:
    require_organizer(by, tournament)
    try:
        with transaction.atomic():
            return Role.objects.create(tournament=tournament, user=user, kind=kind)
    except IntegrityError as error:
        raise Conflict(E.ROLE_EXISTS, f"{user.get_username()} is already {kind}") from error


def check_next_round(tournament: Tournament, number: int) -> Round | None:
    """The round if it exists (generating is idempotent), else None if it may be generated
    now; refuses like `generate_round`, so the API answers 409 before queueing a task."""
    existing = tournament.rounds.filter(number=number).first()
    if existing is not None:
        return existing
    last = last_round_number(tournament)
    if number != last + 1:
        raise Conflict(E.ROUND_OUT_OF_ORDER, f"the next round is {last + 1}, not {number}")
    if last and not round_complete(tournament.rounds.get(number=last)):
        raise Conflict(E.ROUND_NOT_COMPLETE, f"round {last} still has unconfirmed results")
    if tournament.require_team_list or tournament.check_in_required:
        active = len(pairable(tournament, number))
    else:
        active = tournament.registrations.filter(
            dropped_after_round__isnull=True, joined_round__lte=number
        ).count()
    if active < 2:
        raise Conflict(E.TOO_FEW_PLAYERS, f"a round needs at least 2 active players, not {active}")
    if number > swiss_rounds(tournament):
        raise Conflict(E.SWISS_OVER, f"the event has {swiss_rounds(tournament)} Swiss rounds")
    return None


# --- check-in and confirming on a player's behalf (the console) -------------------------------


def set_checked_in(
    registration: Registration, by: AbstractBaseUser, checked_in: bool
) -> Registration:
    """An organizer marks a player present (or not); with check-in required, only present
    players are paired."""
    from django.utils import timezone

    require_organizer(by, registration.tournament)
    registration.checked_in_at = timezone.now() if checked_in else None
    registration.save(update_fields=["checked_in_at"])
    return registration


@transaction.atomic
def confirm_on_behalf(match: Match, organizer: AbstractBaseUser) -> ResultEntry:
    """An organizer confirms a reported result for the player who has not (a paper slip was
    handed in, say); the entry names the organizer and says so."""
    require_organizer(organizer, match.round.tournament)
    match, latest = _locked_with_latest(match)
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
