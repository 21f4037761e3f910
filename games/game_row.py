"""A game row read in one plain SQL statement: the game, its players' names, whether a seat
is a bot's and (for a writer) its stored head event, so a move checks its head in one query.

games/event_store.py's `lock_head` and `find_game` read through `fetch_game`.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, NamedTuple

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import connections
from django.db.models.base import ModelState
from django.db.models.signals import post_init, pre_init

from config.prepared import prepared_cursor
from games.event_chain import link_problem
from games.models import BOT_GROUP, GENESIS_HASH, Game


def fetch_game(using: str, query: GameQuery, key: Any) -> Game | None:
    """One `game_sql` row as a Game, its extra columns as attributes. On PostgreSQL straight
    from the cursor (Django's raw() works out its column mapping on every call)."""
    connection = connections[using]
    if connection.vendor != "postgresql":
        return next(iter(Game.objects.using(using).raw(query.sql, [key])), None)
    with prepared_cursor(connection) as cursor:  # planned once per connection
        cursor.execute(query.sql, [key])
        row = cursor.fetchone()
    if row is None:
        return None
    values = list(row[: len(query.attnames)])
    for index, field in query.converted:  # JSON text to data
        values[index] = field.from_db_value(values[index], None, connection)
    extras = zip(query.extras, row[len(query.attnames) :], strict=True)
    if pre_init.has_listeners(Game) or post_init.has_listeners(Game):
        game = Game.from_db(using, query.attnames, values)
        for name, value in extras:
            setattr(game, name, value)
        return game
    # What `Game.from_db` makes of a whole row (every concrete field, no deferred one) when
    # no receiver hears its signals: the values as attributes and a saved row's state,
    # without Model.__init__'s generic walk over the fields (issue 18).
    game = Game.__new__(Game)
    attributes = game.__dict__
    attributes.update(zip(query.attnames, values, strict=True))
    attributes.update(extras)
    state = game._state = ModelState()
    state.db, state.adding = using, False
    return game


class GameQuery(NamedTuple):
    """`game_sql`'s statement and how its row maps onto a Game, worked out once per process
    rather than on every read (a move reads its game once)."""

    sql: str
    attnames: list[str]  # the Game fields its first columns hold
    converted: list[tuple[int, Any]]  # (column, field) of those converted from the database
    extras: list[str]  # the attributes its other columns set, in order


@cache
def game_query(*, head: bool, lock: bool, edits: bool = False) -> GameQuery:
    fields = Game._meta.concrete_fields
    extras = [f"player_{n}_name" for n in ("one", "two", "three", "four")] + ["has_bot_seat"]
    if head:
        extras += ["head_row_seq", "head_row_type", "head_row_payload", "head_row_prev"]
        extras += ["head_row_hash", "rows_beyond_head", "rows_edited"]
    return GameQuery(
        game_sql(head=head, lock=lock, edits=edits),
        [field.attname for field in fields],
        [(n, f) for n, f in enumerate(fields) if hasattr(f, "from_db_value")],
        extras,
    )


def game_sql(*, head: bool, lock: bool, edits: bool = False) -> str:
    """A game row with its players' usernames (and its head row), in plain SQL. `edits`
    (PostgreSQL): whether a row below the head was written after the head was
    (`rows_edited`, see `lock_head`). Its columns after the game's own are
    `GameQuery.extras`."""
    user = get_user_model()
    name = user._meta.get_field(user.USERNAME_FIELD).column
    own = ", ".join(f"g.{field.column}" for field in Game._meta.concrete_fields)
    columns = (
        f"{own}, p1.{name} AS player_one_name, p2.{name} AS player_two_name,"
        f" p3.{name} AS player_three_name, p4.{name} AS player_four_name"
    )
    # Whether any seat is a bot's (games.bots): after a move the API schedules the bots'
    # turn only then, without asking again.
    seats = ", ".join(f"g.player_{n}_id" for n in ("one", "two", "three", "four"))
    group = Group._meta
    membership = user._meta.get_field("groups").remote_field.through._meta
    columns += (
        f", EXISTS (SELECT 1 FROM {membership.db_table} m"
        f" JOIN {group.db_table} gr ON gr.id = m.group_id"
        f" WHERE gr.name = '{BOT_GROUP}' AND m.user_id IN ({seats})) AS has_bot_seat"
    )
    joins = (
        f" LEFT JOIN {user._meta.db_table} p1 ON p1.id = g.player_one_id"
        f" LEFT JOIN {user._meta.db_table} p2 ON p2.id = g.player_two_id"
        f" LEFT JOIN {user._meta.db_table} p3 ON p3.id = g.player_three_id"
        f" LEFT JOIN {user._meta.db_table} p4 ON p4.id = g.player_four_id"
    )
    if head:
        columns += (
            ", e.seq AS head_row_seq, e.type AS head_row_type, e.payload AS head_row_payload,"
            " e.prev_hash AS head_row_prev, e.hash AS head_row_hash,"
            " EXISTS (SELECT 1 FROM games_gameevent b"
            " WHERE b.game_id = g.id AND b.seq > g.head_seq) AS rows_beyond_head"
        )
        # Rows are only ever inserted, the head last: a row younger than the head (a later
        # transaction id, PostgreSQL's xmin; age() is wraparound-safe) was rewritten since.
        # Rows of this very transaction (age 0, or below for its savepoints) are our own.
        columns += (
            ", EXISTS (SELECT 1 FROM games_gameevent t WHERE t.game_id = g.id"
            " AND t.seq < g.head_seq AND age(t.xmin) < age(e.xmin) AND age(t.xmin) > 0)"
            " AS rows_edited"
            if edits
            else ", FALSE AS rows_edited"
        )
        joins += " LEFT JOIN games_gameevent e ON e.game_id = g.id AND e.seq = g.head_seq"
    return f"SELECT {columns} FROM games_game g{joins} WHERE g.id = %s" + (
        " FOR UPDATE OF g" if lock else ""
    )


def head_problem(game: Game) -> str:
    """Why the head row read with the game does not match it or its own hash, or ""."""
    if game.rows_beyond_head:  # type: ignore[attr-defined]
        return f"events stored beyond the head seq {game.head_seq}"
    if game.head_seq < 0:
        return "" if game.head_hash == GENESIS_HASH else "an empty log with a head hash"
    seq = game.head_row_seq  # type: ignore[attr-defined]
    if seq is None:
        return f"the head event {game.head_seq} is missing"
    stored_hash = game.head_row_hash  # type: ignore[attr-defined]
    if stored_hash != game.head_hash:
        return "the head event's hash is not the game's head hash"
    payload = game.head_row_payload  # type: ignore[attr-defined]
    if isinstance(payload, str | bytes):  # raw SQL gives JSON text back
        try:
            payload = json.loads(payload)
        except ValueError:
            return "payload is not plain JSON"
    prev_hash = game.head_row_prev  # type: ignore[attr-defined]
    return link_problem(
        game.head_seq,
        seq,
        game.head_row_type,
        payload,
        prev_hash,
        stored_hash,
        prev_hash,  # type: ignore[attr-defined]
    )
