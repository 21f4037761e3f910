"""The one way to empty the event table: Django's flush between transactional tests.

The append-only triggers refuse to let rows go. Django's flush is a list of statements run in
one transaction (`execute_sql_flush`); `allow_truncate_in_test_flush` wraps that list, on each
engine, so that the flush alone gets through and the guard is whole again at its commit:

- PostgreSQL (games/migrations/0004): TRUNCATE is refused unless the transaction-local setting
  `overcrush.allow_truncate` is on; the flush starts with `SET LOCAL`, which ends with the
  flush's commit.
- SQLite (games/migrations/0002) has no session settings, so there is no switch a trigger could
  read; its flush DELETEs rows, which the row trigger refuses. The flush drops the two triggers
  first and creates them again last, in the same transaction (SQLite's DDL is transactional):
  no other connection ever sees the table unguarded, and a flush that fails rolls the drop back.

The card versions (cards/migrations/0005) are guarded the same way: their PostgreSQL triggers
honour the same switch, and SQLite's flush drops and re-creates their triggers too
(tests/cards/test_version_triggers.py).

Installed by tests/conftest.py only: the application never flushes and never runs either
statement; tests/test_flush.py checks that the flush empties the table and leaves the guard on.
"""

import importlib
from typing import Any

# Through each backend's base module: importing an operations module first is circular.
from django.db.backends.postgresql import base as postgresql
from django.db.backends.sqlite3 import base as sqlite

EVENT_TABLE = "games_gameevent"
SWITCH = "SET LOCAL overcrush.allow_truncate = 'on'"
# The SQLite triggers as their migration creates them (one source for their text).
SQLITE_TRIGGERS = importlib.import_module("games.migrations.0002_gameevent_append_only")
SQLITE_TRIGGER_NAMES = ("games_gameevent_no_update", "games_gameevent_no_delete")
CARD_VERSIONS = importlib.import_module("cards.migrations.0005_cardversion_immutable")


def _postgres(statements: list[str]) -> list[str]:
    return [SWITCH, *statements]


def _sqlite(statements: list[str]) -> list[str]:
    if any(EVENT_TABLE in statement for statement in statements):
        drop = [f"DROP TRIGGER IF EXISTS {name}" for name in SQLITE_TRIGGER_NAMES]
        statements = [*drop, *statements, *SQLITE_TRIGGERS.FORWARD_SQL["sqlite"]]
    if any(CARD_VERSIONS.TABLE in statement for statement in statements):
        triggers = CARD_VERSIONS.SQLITE_TRIGGERS
        drop = [f"DROP TRIGGER IF EXISTS {name}" for name in triggers]
        statements = [*drop, *statements, *triggers.values()]
    return statements


def _wrap(operations: type, around: Any) -> None:
    original = operations.sql_flush
    if getattr(original, "allows_emptying_events", False):
        return

    def sql_flush(self: Any, *args: Any, **kwargs: Any) -> list[str]:
        statements = original(self, *args, **kwargs)
        return around(statements) if statements else statements

    sql_flush.allows_emptying_events = True  # type: ignore[attr-defined]
    operations.sql_flush = sql_flush  # type: ignore[attr-defined]


def allow_truncate_in_test_flush() -> None:
    """Let the test database's flush through the append-only triggers (idempotent)."""
    _wrap(postgresql.DatabaseWrapper.ops_class, _postgres)
    _wrap(sqlite.DatabaseWrapper.ops_class, _sqlite)
