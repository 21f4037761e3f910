"""Helpers for tests that race real transactions on PostgreSQL: wait, and see who is blocked."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from django.db import connection

WAIT = 60.0  # seconds: the most any step here may take on a slow CI machine


def wait_for(what: str, check: Callable[[], Any], timeout: float = WAIT) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(0.05)


def blocked_by_me() -> list[int]:
    """Backends of this test database waiting for a lock (the row or table this test holds;
    a second waiter on a row waits for the first one, hence not pg_blocking_pids alone)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
            " AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'"
        )
        return sorted(row[0] for row in cursor.fetchall())
