"""The match row lock every step of a match's result takes, read with the match's latest
entry in one round trip on PostgreSQL."""

from __future__ import annotations

from typing import Any

from django.db import connections

from config.prepared import prepared_cursor
from tournaments.models import Match, Registration, ResultEntry, Round, Tournament
from tournaments.results.counting import latest_result


def _locked(match: Match) -> Match:
    """The match row locked until the transaction ends, so the steps of one match's result
    (report, confirm, dispute, correct, engine) run one at a time and each sees the last."""
    return (
        Match.objects.select_for_update(of=("self",))
        .select_related("round__tournament", "player_a", "player_b")
        .get(pk=match.pk)
    )


def locked_with_latest(match: Match) -> tuple[Match, ResultEntry | None]:
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
