"""The only code that writes game events: append-only, hash-chained, optimistic concurrency.

Events are opaque JSON dicts from the engine with `seq` and `type`. Each stored row
keeps `hash = sha256(prev_hash + canonical_json(event))`, so any later edit made
behind the database's back is found by `verify_chain`. Every function takes
`using` (a database alias) so the same code is tested on SQLite and PostgreSQL.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import uuid
from dataclasses import dataclass
from functools import cache, partial
from typing import Any, NamedTuple

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser, Group
from django.db import DEFAULT_DB_ALIAS, IntegrityError, connections, transaction
from django.utils import timezone

from config.prepared import prepared_cursor
from games import live_bus, seed_reveal
from games.errors import BadEventSequence, ChainBroken, GameNotFound, StaleSequence
from games.models import BOT_GROUP, GENESIS_HASH, Game, GameEvent

Event = dict[str, Any]


def canonical_json(event: Event) -> bytes:
    """The one byte form of an event that is hashed: sorted keys, compact, UTF-8, no NaN."""
    return json.dumps(
        event, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    ).encode("utf-8")


def chain_hash(prev_hash: str, event: Event) -> str:
    """Hash linking an event to its predecessor, so editing one breaks all that follow."""
    return hashlib.sha256(prev_hash.encode("ascii") + canonical_json(event)).hexdigest()


def new_seed() -> tuple[str, str]:
    """A fresh 256-bit server seed (hex) and its public commitment sha256(seed hex text)."""
    seed = secrets.token_hex(32)
    return seed, seed_commitment(seed)


def seed_commitment(seed: str) -> str:
    """Hex SHA-256 of the seed's hex text, checkable with `printf %s SEED | sha256sum`."""
    return hashlib.sha256(seed.encode("ascii")).hexdigest()


def create_game(
    mode: str,
    options: dict[str, Any],
    first_event: Event,
    *,
    player_one: AbstractBaseUser | None = None,
    player_two: AbstractBaseUser | None = None,
    partners: tuple[AbstractBaseUser, ...] = (),
    actor: AbstractBaseUser | None = None,
    seed: str | None = None,
    using: str = DEFAULT_DB_ALIAS,
) -> Game:
    """Create a game committed to a seed and append its seq-0 event, atomically.

    Pass `seed` (from `new_seed`) when the first event must be built from it. `partners`:
    seats 2 and 3 of a Doubles game.
    """
    if seed is None:
        seed, seed_hash = new_seed()
    else:
        seed_hash = seed_commitment(seed)
    with transaction.atomic(using=using):
        game = Game.objects.using(using).create(
            mode=mode,
            options=options,
            seed=seed,
            seed_hash=seed_hash,
            player_one=player_one,
            player_two=player_two,
            player_three=partners[0] if partners else None,
            player_four=partners[1] if partners else None,
        )
        append(game.pk, [first_event], expected_seq=-1, actor=actor, using=using)
        game.refresh_from_db(using=using, fields=["head_seq", "head_hash"])
    return game


def append(
    game_id: uuid.UUID | str,
    events: list[Event],
    expected_seq: int,
    actor: AbstractBaseUser | None = None,
    *,
    using: str = DEFAULT_DB_ALIAS,
    locked: Game | None = None,
) -> list[GameEvent]:
    """Append events after `expected_seq` or raise `StaleSequence`; all or nothing.

    The game row lock serialises writers; the (game, seq) unique constraint is the
    backstop when a database cannot lock rows, and its violation means "stale" too.
    `locked`: the game row as `lock_head` gave it to the caller's transaction, which then
    owns all-or-nothing (no savepoint, no second lock: two round trips fewer per move).
    """
    game_pk = _game_pk(game_id)
    events = [_normalised(event) for event in events]
    _check_consecutive(events, expected_seq)
    if locked is not None:
        if not transaction.get_connection(using).in_atomic_block:
            raise BadEventSequence("append(locked=...) belongs in the locking transaction")
        if locked.pk != game_pk or locked.head_seq != expected_seq:
            raise StaleSequence(expected_seq, locked.head_seq)
        return _insert(locked, events, expected_seq, actor, using)
    try:
        with transaction.atomic(using=using):
            game = _locked_game(game_pk, using)
            if game.head_seq != expected_seq:
                raise StaleSequence(expected_seq, game.head_seq)
            return _insert(game, events, expected_seq, actor, using)
    except IntegrityError as exc:
        taken = GameEvent.objects.using(using).filter(game_id=game_pk, seq=expected_seq + 1)
        if not taken.exists():
            raise
        raise StaleSequence(expected_seq, _head_seq(game_pk, using)) from exc


def lock_head(
    game_id: uuid.UUID | str, *, using: str = DEFAULT_DB_ALIAS, lock: bool = True
) -> Game:
    """The game row, locked for this transaction, once its stored head event checks out.

    One query locks the game and reads its players' names and its head row: the row must
    carry the game's head seq and hash, its hash must match its own content, and no row may
    lie beyond it. Otherwise the log was changed behind the application: `ChainBroken`, and
    nothing may be appended (the whole chain is `verify_chain`'s job). On PostgreSQL the
    same query tells whether any row below the head was written after it (`rows_edited`):
    then no snapshot is trusted and the move replays the log with every link checked
    (`services.load_state`), so an event edited behind the application stops the next move
    even while its snapshot is warm. Plain SQL: the ORM
    would take longer to build this query than PostgreSQL takes to run it. `lock=False`
    reads the same without locking, for a writer that appends with `append_at_head`.
    """
    game_pk = _game_pk(game_id)
    connection = connections[using]
    key = Game._meta.pk.get_db_prep_value(game_pk, connection)  # SQLite keeps UUIDs as hex
    # SQLite has no row locks; its transactions take the whole database (settings).
    postgresql = connection.vendor == "postgresql"
    query = _game_query(head=True, lock=lock and postgresql, edits=postgresql)
    game = _fetch_game(using, query, key)
    if game is None:
        raise GameNotFound(game_id)
    problem = _head_problem(game)
    if problem:
        # Having waited for another writer's lock, PostgreSQL returns the game row as that
        # writer left it but the joined rows as they were when this query began: read again,
        # now that the row is ours, before calling the log broken.
        game = _fetch_game(using, query, key)
        assert game is not None
        problem = _head_problem(game)
    if problem:
        raise ChainBroken(game.pk, max(game.head_seq, 0), problem)
    game.head_checked = True  # type: ignore[attr-defined]  # for services.load_state
    return game


def find_game(game_id: uuid.UUID | str, *, using: str = DEFAULT_DB_ALIAS) -> Game:
    """The game row with its players' names, unlocked (what reads need), or GameNotFound."""
    game_pk = _game_pk(game_id)
    connection = connections[using]
    key = Game._meta.pk.get_db_prep_value(game_pk, connection)
    game = _fetch_game(using, _game_query(head=False, lock=False), key)
    if game is None:
        raise GameNotFound(game_id)
    return game


def _fetch_game(using: str, query: GameQuery, key: Any) -> Game | None:
    """One `_game_sql` row as a Game, its extra columns as attributes. On PostgreSQL straight
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
    game = Game.from_db(using, query.attnames, values)
    for name, value in zip(query.extras, row[len(query.attnames) :], strict=True):
        setattr(game, name, value)
    return game


class GameQuery(NamedTuple):
    """`_game_sql`'s statement and how its row maps onto a Game, worked out once per process
    rather than on every read (a move reads its game once)."""

    sql: str
    attnames: list[str]  # the Game fields its first columns hold
    converted: list[tuple[int, Any]]  # (column, field) of those converted from the database
    extras: list[str]  # the attributes its other columns set, in order


@cache
def _game_query(*, head: bool, lock: bool, edits: bool = False) -> GameQuery:
    fields = Game._meta.concrete_fields
    extras = [f"player_{n}_name" for n in ("one", "two", "three", "four")] + ["has_bot_seat"]
    if head:
        extras += ["head_row_seq", "head_row_type", "head_row_payload", "head_row_prev"]
        extras += ["head_row_hash", "rows_beyond_head", "rows_edited"]
    return GameQuery(
        _game_sql(head=head, lock=lock, edits=edits),
        [field.attname for field in fields],
        [(n, f) for n, f in enumerate(fields) if hasattr(f, "from_db_value")],
        extras,
    )


def _game_sql(*, head: bool, lock: bool, edits: bool = False) -> str:
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


def _head_problem(game: Game) -> str:
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
    return _link_problem(
        game.head_seq,
        seq,
        game.head_row_type,
        payload,
        prev_hash,
        stored_hash,
        prev_hash,  # type: ignore[attr-defined]
    )


def append_at_head(
    game: Game, events: list[Event], actor: AbstractBaseUser | None = None, *, using: str = ""
) -> list[GameEvent]:
    """Append after the head `game` was read at (`lock_head(lock=False)`), with no lock and
    no transaction: one statement moves the head only if it is still that seq and hash and
    the stored head row still has that hash, and stores the rows only if it moved. Else
    `StaleSequence` and nothing is written. On PostgreSQL that is a move's only write."""
    using = using or game._state.db or DEFAULT_DB_ALIAS
    events = [_normalised(event) for event in events]
    _check_consecutive(events, game.head_seq)
    if connections[using].vendor == "postgresql":
        return _insert(game, events, game.head_seq, actor, using)
    with transaction.atomic(using=using):  # SQLite: one writer at a time, whole database
        if _head_seq(game.pk, using) != game.head_seq:
            raise StaleSequence(game.head_seq, _head_seq(game.pk, using))
        return _insert(game, events, game.head_seq, actor, using)


def _insert(
    game: Game, events: list[Event], expected_seq: int, actor: Any, using: str
) -> list[GameEvent]:
    """Insert the rows and move the head by compare-and-set (correct even where SELECT FOR
    UPDATE is a no-op, SQLite); on PostgreSQL both in one statement, one round trip."""
    rows = _chained_rows(game, events, actor)
    connection = connections[using]
    if connection.vendor == "postgresql":
        moved = _insert_and_move_head(connection, game, rows, expected_seq)
    else:
        GameEvent.objects.using(using).bulk_create(rows)
        moved = (
            Game.objects.using(using)
            .filter(pk=game.pk, head_seq=expected_seq)
            .update(head_seq=rows[-1].seq, head_hash=rows[-1].hash)
        )
    if moved != 1:
        raise StaleSequence(expected_seq, _head_seq(game.pk, using))
    game.head_seq, game.head_hash = rows[-1].seq, rows[-1].hash
    # Once committed (at once without a transaction), the game's live streams hear of it.
    transaction.on_commit(partial(live_bus.publish, game.pk, rows[-1].seq), using=using)
    return rows


def _insert_and_move_head(
    connection: Any, game: Game, rows: list[GameEvent], expected_seq: int
) -> int:
    """`UPDATE games_game ... RETURNING` feeding the INSERT: no head moved, no row stored."""
    now = timezone.now()
    values = ", ".join(["(%s, %s, %s::jsonb, %s, %s, %s::bigint, %s::timestamptz)"] * len(rows))
    head_hash = rows[0].prev_hash
    params: list[Any] = [rows[-1].seq, rows[-1].hash, game.pk, expected_seq, head_hash]
    # ... and the stored head row must still be the one the head names (not for seq 0).
    head_row = ""
    if expected_seq >= 0:
        head_row = (
            " AND EXISTS (SELECT 1 FROM games_gameevent h"
            " WHERE h.game_id = games_game.id AND h.seq = %s AND h.hash = %s)"
        )
        params += [expected_seq, head_hash]
    for row in rows:
        params += [row.seq, row.type, canonical_json(row.payload).decode(), row.prev_hash]
        params += [row.hash, row.actor_id, now]
    sql = (
        "WITH moved AS (UPDATE games_game SET head_seq = %s, head_hash = %s"
        f" WHERE id = %s AND head_seq = %s AND head_hash = %s{head_row} RETURNING id)"
        " INSERT INTO games_gameevent"
        " (game_id, seq, type, payload, prev_hash, hash, actor_id, created_at)"
        " SELECT moved.id, v.seq, v.type, v.payload, v.prev_hash, v.hash, v.actor_id, v.at"
        f" FROM moved, (VALUES {values}) AS v(seq, type, payload, prev_hash, hash, actor_id, at)"
        " RETURNING id"
    )
    with prepared_cursor(connection) as cursor:  # one plan per number of events
        cursor.execute(sql, params)
        ids = [found for (found,) in cursor.fetchall()]
    for row, pk in zip(rows, ids, strict=False):
        row.pk, row.created_at = pk, now
        row._state.adding, row._state.db = False, connection.alias
    return 1 if len(ids) == len(rows) else 0


def load_verified(game: Game, *, using: str = DEFAULT_DB_ALIAS) -> list[Event]:
    """The whole log with every link checked up to the game's head, or `ChainBroken`: what a
    move replays when no snapshot fits (a log edited behind the application is not played
    on)."""
    rows = GameEvent.objects.using(using).filter(game_id=game.pk).order_by("seq")
    prev_hash, payloads = GENESIS_HASH, []
    for expected, (seq, type_, payload, stored_prev, stored_hash) in enumerate(
        rows.values_list("seq", "type", "payload", "prev_hash", "hash")
    ):
        problem = _link_problem(expected, seq, type_, payload, stored_prev, stored_hash, prev_hash)
        if problem:
            raise ChainBroken(game.pk, min(seq, expected), problem)
        prev_hash = stored_hash
        payloads.append(payload)
    if len(payloads) != game.head_seq + 1 or prev_hash != game.head_hash:
        raise ChainBroken(game.pk, len(payloads), "the log does not end at the game's head")
    return payloads


def load(
    game_id: uuid.UUID | str, to_seq: int | None = None, *, using: str = DEFAULT_DB_ALIAS
) -> list[Event]:
    """The game's event dicts in seq order, up to and including `to_seq` when given."""
    game_pk = _game_pk(game_id)
    rows = GameEvent.objects.using(using).filter(game_id=game_pk).order_by("seq")
    if to_seq is not None:
        rows = rows.filter(seq__lte=to_seq)
    payloads = list(rows.values_list("payload", flat=True))
    if not payloads and not Game.objects.using(using).filter(pk=game_pk).exists():
        raise GameNotFound(game_id)
    return payloads


@dataclass(frozen=True)
class ChainReport:
    """Result of `verify_chain`: `first_bad_seq` is None when the whole log checks out."""

    game_id: uuid.UUID
    checked: int
    first_bad_seq: int | None = None
    reason: str = ""

    @property
    def ok(self) -> bool:
        return self.first_bad_seq is None

    def raise_if_broken(self) -> None:
        """Turn a bad report into `ChainBroken` for callers that must not go on."""
        if self.first_bad_seq is not None:
            raise ChainBroken(self.game_id, self.first_bad_seq, self.reason)


def verify_chain(game_id: uuid.UUID | str, *, using: str = DEFAULT_DB_ALIAS) -> ChainReport:
    """Recompute every link from the stored payloads; report the first seq that fails."""
    game_pk = _game_pk(game_id)
    try:
        game = Game.objects.using(using).only("head_seq", "head_hash").get(pk=game_pk)
    except Game.DoesNotExist:
        raise GameNotFound(game_id) from None
    rows = GameEvent.objects.using(using).filter(game_id=game_pk).order_by("seq")
    prev_hash, count = GENESIS_HASH, 0
    for expected, (seq, type_, payload, stored_prev, stored_hash) in enumerate(
        rows.values_list("seq", "type", "payload", "prev_hash", "hash").iterator()
    ):
        count += 1
        problem = _link_problem(expected, seq, type_, payload, stored_prev, stored_hash, prev_hash)
        if problem:
            return ChainReport(game_pk, count, min(seq, expected), problem)
        prev_hash = stored_hash
    if game.head_seq != count - 1:
        # The first seq that is missing, or the first that lies beyond the recorded head.
        first_bad = min(game.head_seq, count - 1) + 1
        reason = f"head seq {game.head_seq}, log ends at {count - 1}"
        return ChainReport(game_pk, count, first_bad, reason)
    if game.head_hash != prev_hash:
        return ChainReport(game_pk, count, count - 1, "head hash differs from the last event")
    return ChainReport(game_pk, count)


def end_game(
    game_id: uuid.UUID | str, outcome: dict[str, Any], *, using: str = DEFAULT_DB_ALIAS
) -> Game:
    """Mark the game ended with its outcome and reveal the seed, so players can audit rolls
    (games/seed_reveal.py: an app may hold the reveal back while a judge may still rule)."""
    game_pk = _game_pk(game_id)
    with transaction.atomic(using=using):
        game = _locked_game(game_pk, using)
        if game.status != Game.Status.ENDED:
            now = timezone.now()
            game.status = Game.Status.ENDED
            game.outcome = outcome
            game.ended_at = now
            # Revealed now, unless an app holds it while a judge may still rewind the game.
            game.seed_revealed_at = None if seed_reveal.held(game) else now
            game.save(
                using=using, update_fields=["status", "outcome", "ended_at", "seed_revealed_at"]
            )
    return game


def _game_pk(game_id: uuid.UUID | str) -> uuid.UUID:
    """A UUID, or GameNotFound: a malformed id names no game."""
    try:
        return game_id if isinstance(game_id, uuid.UUID) else uuid.UUID(str(game_id))
    except ValueError:
        raise GameNotFound(game_id) from None


def _locked_game(game_pk: uuid.UUID, using: str) -> Game:
    try:
        return Game.objects.using(using).select_for_update().get(pk=game_pk)
    except Game.DoesNotExist:
        raise GameNotFound(game_pk) from None


def _head_seq(game_pk: uuid.UUID, using: str) -> int:
    return Game.objects.using(using).values_list("head_seq", flat=True).get(pk=game_pk)


def _normalised(event: Event) -> Event:
    """The event as JSON will give it back, so what is hashed is exactly what is stored."""
    if not isinstance(event, dict) or not isinstance(event.get("type"), str):
        raise BadEventSequence(f"an event must be a dict with a string type, got {event!r}")
    try:
        normalised: Event = json.loads(canonical_json(event))
    except (TypeError, ValueError) as exc:
        raise BadEventSequence(f"event is not plain JSON: {exc}") from exc
    return normalised


def _check_consecutive(events: list[Event], expected_seq: int) -> None:
    if not events:
        raise BadEventSequence("nothing to append")
    for offset, event in enumerate(events, start=1):
        seq = event.get("seq")
        if type(seq) is not int or seq != expected_seq + offset:
            wanted = expected_seq + offset
            raise BadEventSequence(f"event {offset} has seq {seq!r}, expected {wanted}")


def _chained_rows(
    game: Game, events: list[Event], actor: AbstractBaseUser | None
) -> list[GameEvent]:
    rows: list[GameEvent] = []
    prev_hash = game.head_hash
    for event in events:
        digest = chain_hash(prev_hash, event)
        rows.append(
            GameEvent(
                game=game,
                seq=event["seq"],
                type=event["type"],
                payload=event,
                prev_hash=prev_hash,
                hash=digest,
                actor=actor,
            )
        )
        prev_hash = digest
    return rows


def _link_problem(
    expected: int,
    seq: int,
    type_: str,
    payload: Any,
    stored_prev: str,
    stored_hash: str,
    prev_hash: str,
) -> str:
    """Why one stored row does not continue the chain, or "" when it does."""
    if seq != expected:
        return f"seq {expected} missing"
    if not isinstance(payload, dict) or payload.get("seq") != seq or payload.get("type") != type_:
        return "payload seq/type differ from the row"
    if stored_prev != prev_hash:
        return "prev_hash does not link to the previous event"
    try:
        recomputed = chain_hash(prev_hash, payload)
    except (TypeError, ValueError):
        return "payload is not plain JSON"
    if recomputed != stored_hash:
        return "payload does not match its hash"
    return ""
