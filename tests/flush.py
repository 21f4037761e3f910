"""The one way to TRUNCATE the event table and the card versions: Django's flush between
transactional tests.

The append-only triggers (games/migrations/0004) refuse TRUNCATE unless the transaction-local
setting `overcrush.allow_truncate` is on. Django's PostgreSQL flush is a list of statements run
in one transaction (`execute_sql_flush`); `allow_truncate_in_test_flush` puts `SET LOCAL` at its
head, so the switch ends with the flush's commit. Installed by tests/conftest.py only: the
application never flushes and never sets the switch.

The card versions' triggers (cards/migrations/0004) honour the same switch on PostgreSQL. On
SQLite the flush DELETEs rows instead: `allow_card_versions_in_sqlite_flush` drops their
triggers at the flush's head and creates them again at its end, in the flush's transaction.
"""

import importlib
from typing import Any

from django.db.backends.postgresql.operations import DatabaseOperations
from django.db.backends.sqlite3.base import DatabaseOperations as SqliteOperations

SWITCH = "SET LOCAL overcrush.allow_truncate = 'on'"


def allow_truncate_in_test_flush() -> None:
    """Let the test database's flush through the TRUNCATE trigger (idempotent)."""
    original = DatabaseOperations.sql_flush
    if getattr(original, "allows_truncate", False):
        return

    def sql_flush(self: DatabaseOperations, *args: Any, **kwargs: Any) -> list[str]:
        statements = original(self, *args, **kwargs)
        return [SWITCH, *statements] if statements else statements

    sql_flush.allows_truncate = True  # type: ignore[attr-defined]
    DatabaseOperations.sql_flush = sql_flush  # type: ignore[method-assign]


def allow_card_versions_in_sqlite_flush() -> None:
    """Let SQLite's flush DELETE the card versions, the triggers restored after (idempotent)."""
    original = SqliteOperations.sql_flush
    if getattr(original, "allows_card_versions", False):
        return
    migration = importlib.import_module("cards.migrations.0004_cardversion_immutable")
    triggers: dict[str, str] = migration.SQLITE_TRIGGERS

    def sql_flush(self: SqliteOperations, style: Any, tables: Any, **kwargs: Any) -> list[str]:
        statements = original(self, style, tables, **kwargs)
        if migration.TABLE not in tables or not statements:
            return statements
        drop = [f"DROP TRIGGER IF EXISTS {name}" for name in triggers]
        return [*drop, *statements, *triggers.values()]

    sql_flush.allows_card_versions = True  # type: ignore[attr-defined]
    SqliteOperations.sql_flush = sql_flush  # type: ignore[method-assign]
