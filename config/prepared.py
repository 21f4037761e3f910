"""Cursors whose statements PostgreSQL plans once per connection, for the hottest statements.

Django sends every statement as text with its values inlined (client-side binding), so
PostgreSQL parses and plans it on every call. For the few statements that run on every move
(reading a game with its head, appending its events) planning costs several times what
running them does: about 1.7 ms against 0.3 ms for the game's read, measured with EXPLAIN
ANALYZE on an idle machine. `prepared_cursor` gives a cursor that sends them as prepared
statements with bound parameters (psycopg keeps up to `prepared_max`, 100, per connection),
so PostgreSQL reuses the plan; through Django's cursor wrapper, so they are logged, counted
and wrapped like any other query.

Django turns psycopg's preparing off (`prepare_threshold` None) for poolers' sake; settings
turn it back on for PostgreSQL (`DB_PREPARED_STATEMENTS`, default 1). Only these cursors
prepare anything: Django's own cursors bind on the client, which psycopg never prepares.
Prepared statements live in a database session: behind a pooler that hands one session's
statements to another (PgBouncer in transaction mode before 1.21) set
`DB_PREPARED_STATEMENTS=0`; then these are plain cursors, as on other databases.
"""

from __future__ import annotations

from typing import Any

from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.backends.utils import CursorWrapper


def prepared_cursor(connection: BaseDatabaseWrapper) -> CursorWrapper:
    """A cursor of `connection` whose statements are prepared (PostgreSQL), else a plain
    one. Placeholders are `%s`, as everywhere; the values travel apart from the text."""
    if connection.vendor != "postgresql":
        return connection.cursor()
    connection.close_if_health_check_failed()
    connection.ensure_connection()
    if connection.connection.prepare_threshold is None:  # preparing is off (settings)
        return connection.cursor()
    with connection.wrap_database_errors:
        raw = _prepared_class()(connection.connection)
        _use_connection_timezone(connection, raw)
        return connection._prepare_cursor(raw)


_PREPARED: type | None = None


def _prepared_class() -> type:
    """Django's server-binding psycopg cursor, preparing every statement it runs at once
    (rather than after psycopg's `prepare_threshold` runs of it)."""
    global _PREPARED
    if _PREPARED is None:
        from django.db.backends.postgresql.base import ServerBindingCursor

        class PreparedCursor(ServerBindingCursor):  # type: ignore[misc, valid-type]
            def execute(self, query: Any, params: Any = None, **kwargs: Any) -> Any:
                kwargs["prepare"] = True
                done = super().execute(query, params, **kwargs)
                if self._query is None and isinstance(query, str):
                    # psycopg keeps no text of a prepared run; Django's query log (DEBUG,
                    # tests' query counts) shows this one, placeholders and all.
                    self._query = _Shown(query.encode())
                return done

        _PREPARED = PreparedCursor
    return _PREPARED


class _Shown:
    """What Django's `last_executed_query` reads of a psycopg cursor's last query."""

    def __init__(self, query: bytes) -> None:
        self.query = query


_TIMEZONE_PARTS: tuple[Any, Any, Any] | None = None


def _use_connection_timezone(connection: Any, cursor: Any) -> None:
    """What Django's own `create_cursor` does: read timestamps in the connection's zone.
    (Its imports looked up once, not at every cursor: ~6 us a statement, issue 18.)"""
    global _TIMEZONE_PARTS
    if _TIMEZONE_PARTS is None:
        from django.db.backends.postgresql.base import TIMESTAMPTZ_OID
        from django.db.backends.postgresql.psycopg_any import register_tzloader
        from psycopg.pq import Format

        _TIMEZONE_PARTS = (TIMESTAMPTZ_OID, register_tzloader, Format.TEXT)
    oid, register_tzloader, text = _TIMEZONE_PARTS
    loader = connection.connection.adapters.get_loader(oid, text)
    if connection.timezone != loader.timezone:
        register_tzloader(connection.timezone, cursor)
