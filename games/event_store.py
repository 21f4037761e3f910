"""The only code that writes game events: append-only, hash-chained, optimistic concurrency.

The chain's rules (byte form, hashes, seed commitment, link checks) are
games/event_chain.py, the one-query game row read is games/game_row.py, and checking a
stored log link by link is games/event_audit.py; this module creates, appends, reads and
ends.

Events are opaque JSON dicts from the engine with `seq` and `type`. Each stored row
keeps `hash = sha256(prev_hash + canonical_json(event))`, so any later edit made
behind the database's back is found by `verify_chain`. Every function takes
`using` (a database alias) so the same code is tested on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import uuid
from functools import partial
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import DEFAULT_DB_ALIAS, IntegrityError, connections, transaction
from django.utils import timezone

from config.prepared import prepared_cursor
from games import live_bus, recent_heads, seed_reveal
from games.errors import BadEventSequence, ChainBroken, GameNotFound, StaleSequence
from games.event_audit import ChainReport, load_verified, verify_chain
from games.event_chain import (
    Event,
    Link,
    canonical_json,
    chain_hash,
    chained_links,
    chained_rows,
    check_consecutive,
    game_uuid,
    new_seed,
    normalised,
    rows_of,
    seed_commitment,
)
from games.game_row import fetch_game, game_query, head_problem
from games.models import GENESIS_HASH, Game, GameEvent
from games.recent_heads import Version

# The store's public face: its own writers and readers, and (for the callers that import
# them from here) the chain's rules (games/event_chain.py) and the audit
# (games/event_audit.py).
__all__ = [
    "GENESIS_HASH",
    "ChainReport",
    "Event",
    "append",
    "append_at_head",
    "append_at_version",
    "canonical_json",
    "chain_hash",
    "create_game",
    "end_game",
    "find_game",
    "load",
    "load_verified",
    "lock_head",
    "new_seed",
    "seed_commitment",
    "verify_chain",
]


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
    game_pk = game_uuid(game_id)
    events = [normalised(event) for event in events]
    check_consecutive(events, expected_seq)
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
    game_pk = game_uuid(game_id)
    connection = connections[using]
    key = Game._meta.pk.get_db_prep_value(game_pk, connection)  # SQLite keeps UUIDs as hex
    # SQLite has no row locks; its transactions take the whole database (settings).
    postgresql = connection.vendor == "postgresql"
    query = game_query(head=True, lock=lock and postgresql, edits=postgresql)
    game = fetch_game(using, query, key)
    if game is None:
        raise GameNotFound(game_id)
    problem = head_problem(game)
    if problem:
        # Having waited for another writer's lock, PostgreSQL returns the game row as that
        # writer left it but the joined rows as they were when this query began: read again,
        # now that the row is ours, before calling the log broken.
        game = fetch_game(using, query, key)
        assert game is not None
        problem = head_problem(game)
    if problem:
        raise ChainBroken(game.pk, max(game.head_seq, 0), problem)
    game.head_checked = True  # type: ignore[attr-defined]  # for services.load_state
    return game


def find_game(game_id: uuid.UUID | str, *, using: str = DEFAULT_DB_ALIAS) -> Game:
    """The game row with its players' names, unlocked (what reads need), or GameNotFound."""
    game_pk = game_uuid(game_id)
    connection = connections[using]
    key = Game._meta.pk.get_db_prep_value(game_pk, connection)
    game = fetch_game(using, game_query(head=False, lock=False), key)
    if game is None:
        raise GameNotFound(game_id)
    return game


def append_at_head(
    game: Game, events: list[Event], actor: AbstractBaseUser | None = None, *, using: str = ""
) -> None:
    """Append after the head `game` was read at (`lock_head(lock=False)`), with no lock and
    no transaction: one statement moves the head only if it is still that seq and hash and
    the stored head row still has that hash, and stores the rows only if it moved. Else
    `StaleSequence` and nothing is written. On PostgreSQL that is a move's only write."""
    using = using or game._state.db or DEFAULT_DB_ALIAS
    events = [normalised(event) for event in events]
    check_consecutive(events, game.head_seq)
    if connections[using].vendor == "postgresql":
        _insert(game, events, game.head_seq, actor, using, rows_wanted=False)
        recent_heads.remember(game, game.row_version)  # type: ignore[attr-defined]
        return
    with transaction.atomic(using=using):  # SQLite: one writer at a time, whole database
        if _head_seq(game.pk, using) != game.head_seq:
            raise StaleSequence(game.head_seq, _head_seq(game.pk, using))
        _insert(game, events, game.head_seq, actor, using)


def append_at_version(
    game: Game, events: list[Event], version: Version, actor: AbstractBaseUser | None = None
) -> bool:
    """Append after the head of `game` as this process wrote it (`recent_heads.recall`, so
    PostgreSQL), with no read: one statement, guarded by the row `version` (the game row and
    its head row unchanged since, nothing beyond the head, nothing below it written later).
    False when the guard fails: nothing is written and the caller takes the usual way,
    whose read says why (a newer head, a broken chain)."""
    using = game._state.db or DEFAULT_DB_ALIAS
    connection = connections[using]
    events = [normalised(event) for event in events]
    check_consecutive(events, game.head_seq)
    links = chained_links(game.head_hash, events)
    written, _ = _insert_and_move_head(
        connection, game, links, game.head_seq, actor, False, version
    )
    if written is None:
        recent_heads.forget(game.pk)
        return False
    _moved(game, links, written, using)
    recent_heads.remember(game, written)
    return True


def _insert(
    game: Game,
    events: list[Event],
    expected_seq: int,
    actor: Any,
    using: str,
    *,
    rows_wanted: bool = True,
) -> list[GameEvent]:
    """Insert the rows and move the head by compare-and-set (correct even where SELECT FOR
    UPDATE is a no-op, SQLite); on PostgreSQL both in one statement, one round trip, from
    the links as they are (the saved rows are built only for a caller that wants them:
    a move does not, and building a Django model instance per event costs more than the
    rest of the append's Python)."""
    connection = connections[using]
    if connection.vendor == "postgresql":
        links = chained_links(game.head_hash, events)
        moved, rows = _insert_and_move_head(
            connection, game, links, expected_seq, actor, rows_wanted
        )
        if moved is None:
            raise StaleSequence(expected_seq, _head_seq(game.pk, using))
        _moved(game, links, moved, using)
        return rows
    rows = chained_rows(game, events, actor)
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


def _moved(game: Game, links: list[Link], version: Version, using: str) -> None:
    """The head `game` now has; the live streams hear of it once committed."""
    game.head_seq, game.head_hash = links[-1].event["seq"], links[-1].hash
    game.row_version = version  # type: ignore[attr-defined]  # for recent_heads
    transaction.on_commit(partial(live_bus.publish, game.pk, game.head_seq), using=using)


# What `append_at_version` adds to the guard: the game row and its head row are the very
# versions this process wrote (games/recent_heads.py), no row lies beyond the head, and no
# row below it was written after it (as `lock_head` reads `rows_edited`).
_VERSION_GUARD = (
    " AND xmin = %s::xid AND cmin = %s::cid"
    " AND NOT EXISTS (SELECT 1 FROM games_gameevent b"
    " WHERE b.game_id = games_game.id AND b.seq > games_game.head_seq)"
    " AND NOT EXISTS (SELECT 1 FROM games_gameevent t WHERE t.game_id = games_game.id"
    " AND t.seq < games_game.head_seq AND age(t.xmin) < age(%s::xid) AND age(t.xmin) > 0)"
)


def _insert_and_move_head(
    connection: Any,
    game: Game,
    links: list[Link],
    expected_seq: int,
    actor: Any,
    rows_wanted: bool,
    version: Version | None = None,
) -> tuple[Version | None, list[GameEvent]]:
    """`UPDATE games_game ... RETURNING` feeding the INSERT: no head moved, no row stored.
    The rows travel as one JSON array (`jsonb_to_recordset`): one statement text and eight
    values whatever the number of events, so psycopg converts it once per process and
    PostgreSQL plans it once per connection (a VALUES list of 7 values a row passes
    psycopg's 50-value limit for its query cache at 7 events, and is one plan per count).
    Each payload is the link's canonical bytes, the very bytes hashed (no second encoding);
    the hashes are hex digests (no JSON escaping to do). Gives the version of the game row
    written (None: the head did not move) and, when wanted, the rows.
    `version`: the head moves only if the game row and its head row are still that version
    (`_VERSION_GUARD`)."""
    now = timezone.now()
    head_hash = links[0].prev_hash
    actor_id = json.dumps(None if actor is None else actor.pk)
    records = ",".join(
        f'{{"seq":{link.event["seq"]},"type":{json.dumps(link.event["type"])},'
        f'"payload":{link.canonical.decode()},'
        f'"prev_hash":{json.dumps(link.prev_hash)},"hash":"{link.hash}",'
        f'"actor_id":{actor_id}}}'
        for link in links
    )
    last = links[-1]
    params: list[Any] = [last.event["seq"], last.hash, game.pk, expected_seq, head_hash]
    # ... and the stored head row must still be the one the head names (not for seq 0).
    head_row = ""
    if expected_seq >= 0:
        head_row = (
            " AND EXISTS (SELECT 1 FROM games_gameevent h"
            " WHERE h.game_id = games_game.id AND h.seq = %s AND h.hash = %s"
            + (" AND h.xmin = %s::xid AND h.cmin = %s::cid)" if version else ")")
        )
        params += [expected_seq, head_hash, *(version or ())]
    if version is not None:
        head_row += _VERSION_GUARD
        params += [version.xmin, version.cmin, version.xmin]
    params += [now, f"[{records}]"]
    sql = (
        "WITH moved AS (UPDATE games_game SET head_seq = %s, head_hash = %s"
        f" WHERE id = %s AND head_seq = %s AND head_hash = %s{head_row} RETURNING id)"
        " INSERT INTO games_gameevent"
        " (game_id, seq, type, payload, prev_hash, hash, actor_id, created_at)"
        " SELECT moved.id, v.seq, v.type, v.payload, v.prev_hash, v.hash, v.actor_id,"
        " %s::timestamptz"
        " FROM moved, jsonb_to_recordset(%s::jsonb)"
        " AS v(seq integer, type text, payload jsonb, prev_hash text, hash text, actor_id bigint)"
        # (the game row's new version is the same transaction's and command's)
        " RETURNING id, seq, xmin::text, cmin::text"
    )
    with prepared_cursor(connection) as cursor:  # one plan, whatever the number of events
        cursor.execute(sql, params)
        found = cursor.fetchall()
    ids = {seq: pk for pk, seq, _, _ in found}
    if len(ids) != len(links):
        return None, []
    written = Version(found[0][2], found[0][3])
    if not rows_wanted:
        return written, []
    rows = rows_of(game, links, actor)
    for row in rows:
        row.pk, row.created_at = ids[row.seq], now
        row._state.adding, row._state.db = False, connection.alias
    return written, rows


def load(
    game_id: uuid.UUID | str, to_seq: int | None = None, *, using: str = DEFAULT_DB_ALIAS
) -> list[Event]:
    """The game's event dicts in seq order, up to and including `to_seq` when given."""
    game_pk = game_uuid(game_id)
    rows = GameEvent.objects.using(using).filter(game_id=game_pk).order_by("seq")
    if to_seq is not None:
        rows = rows.filter(seq__lte=to_seq)
    payloads = list(rows.values_list("payload", flat=True))
    if not payloads and not Game.objects.using(using).filter(pk=game_pk).exists():
        raise GameNotFound(game_id)
    return payloads


def end_game(
    game_id: uuid.UUID | str, outcome: dict[str, Any], *, using: str = DEFAULT_DB_ALIAS
) -> Game:
    """Mark the game ended with its outcome and reveal the seed, so players can audit rolls
    (games/seed_reveal.py: an app may hold the reveal back while a judge may still rule)."""
    game_pk = game_uuid(game_id)
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


def _locked_game(game_pk: uuid.UUID, using: str) -> Game:
    try:
        return Game.objects.using(using).select_for_update().get(pk=game_pk)
    except Game.DoesNotExist:
        raise GameNotFound(game_pk) from None


def _head_seq(game_pk: uuid.UUID, using: str) -> int:
    return Game.objects.using(using).values_list("head_seq", flat=True).get(pk=game_pk)
