"""Database helpers the event-store tests share: lifting and listing the append-only triggers,
and writing into the state cache's Redis behind the application's back."""

from collections.abc import Iterator
from contextlib import contextmanager

import redis
from django.conf import settings
from django.db import connections

from games.models import Game
from games.state_cache import redis_key, state_cache

EVENT_TABLE = "games_gameevent"
PG_TRIGGER = "games_gameevent_append_only"


@contextmanager
def append_only_disabled(using: str) -> Iterator[None]:
    """Lift the append-only triggers for a deliberate tampering test, then restore them."""
    connection = connections[using]
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            # ALTER TABLE refuses while deferred FK checks from this transaction are pending.
            cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
            cursor.execute(f"ALTER TABLE {EVENT_TABLE} DISABLE TRIGGER {PG_TRIGGER}")
        try:
            yield
        finally:
            with connection.cursor() as cursor:
                cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
                cursor.execute(f"ALTER TABLE {EVENT_TABLE} ENABLE TRIGGER {PG_TRIGGER}")
                cursor.execute("SET CONSTRAINTS ALL DEFERRED")
        return
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s",
            [EVENT_TABLE],
        )
        saved = cursor.fetchall()
        for name, _sql in saved:
            cursor.execute(f"DROP TRIGGER {name}")
    try:
        yield
    finally:
        with connection.cursor() as cursor:
            for _name, sql in saved:
                cursor.execute(sql)


def append_only_triggers(using: str) -> set[str]:
    """Names of the triggers currently guarding the event table."""
    connection = connections[using]
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                "SELECT tgname FROM pg_trigger WHERE tgrelid = %s::regclass"
                " AND NOT tgisinternal AND tgenabled <> 'D'",
                [EVENT_TABLE],
            )
        else:
            cursor.execute(
                "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s",
                [EVENT_TABLE],
            )
        return {row[0] for row in cursor.fetchall()}


def plant_snapshot(game: Game, blob: bytes | None) -> None:
    """Put raw bytes (None: nothing) under the game's key in the state cache's Redis, as
    someone with access to Redis could; nothing happens when no Redis is configured."""
    if not settings.STATE_CACHE_URL:
        return
    state_cache().flush()  # so that no snapshot written behind a move lands after this
    client = redis.Redis.from_url(settings.STATE_CACHE_URL)
    try:
        if blob is None:
            client.delete(redis_key(game.pk))
        else:
            client.set(redis_key(game.pk), blob)
    finally:
        client.close()
