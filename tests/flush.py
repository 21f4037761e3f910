"""The one way to TRUNCATE the event table: Django's flush between transactional tests.

The append-only triggers (games/migrations/0004) refuse TRUNCATE unless the transaction-local
setting `overcrush.allow_truncate` is on. Django's PostgreSQL flush is a list of statements run
in one transaction (`execute_sql_flush`); `allow_truncate_in_test_flush` puts `SET LOCAL` at its
head, so the switch ends with the flush's commit. Installed by tests/conftest.py only: the
application never flushes and never sets the switch.
"""

from typing import Any

from django.db.backends.postgresql.operations import DatabaseOperations

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
