"""The event store: one contract written once, run on SQLite and on PostgreSQL.

`EventStoreContract` holds every storage behaviour and talks to the database only
through the `using` alias its subclass provides (eventsourcing's recorder test case):

- `TestEventStoreOnDefaultDatabase` runs it on `default`: PostgreSQL in CI (which sets
  DATABASE_URL), SQLite locally with `make test`;
- `TestEventStoreOnSqliteFile` runs it on a temporary SQLite file added as a database
  alias at runtime and migrated from scratch, with real commits.

So CI exercises both engines on every run, and a local run still covers SQLite's
concurrency semantics (which its in-memory test database cannot share between threads).
"""

import hashlib
import json
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import DEFAULT_DB_ALIAS, IntegrityError, connections, transaction
from pytest_django import DjangoDbBlocker

from games import event_store
from games.errors import (
    AppendOnlyViolation,
    BadEventSequence,
    ChainBroken,
    GameNotFound,
    StaleSequence,
)
from games.event_store import (
    append,
    canonical_json,
    chain_hash,
    create_game,
    end_game,
    load,
    new_seed,
    verify_chain,
)
from games.models import GENESIS_HASH, Game, GameEvent
from tests.games.db_helpers import append_only_disabled, append_only_triggers


def created(**fields: Any) -> dict[str, Any]:
    return {"seq": 0, "type": "GameCreated", **fields}


def passed(seq: int, **fields: Any) -> dict[str, Any]:
    return {"seq": seq, "type": "TurnPassed", **fields}


def new_game(using: str, events: int = 1) -> Game:
    """A game whose log holds seq 0 .. events - 1."""
    game = create_game("online", {"format": "constructed"}, created(), using=using)
    if events > 1:
        append(game.pk, [passed(seq) for seq in range(1, events)], expected_seq=0, using=using)
        game.refresh_from_db(using=using)
    return game


def stored(game: Game, using: str) -> list[tuple[Any, ...]]:
    """Every column that must never change, to compare before and after a refused write."""
    rows = GameEvent.objects.using(using).filter(game=game).order_by("seq")
    return list(rows.values_list("id", "seq", "type", "payload", "prev_hash", "hash"))


def execute(using: str, sql: str, params: list[Any]) -> None:
    with connections[using].cursor() as cursor:
        cursor.execute(sql, params)


def test_canonical_json_sorts_keys_and_drops_whitespace() -> None:
    """Equal events give equal bytes whatever their key order."""
    assert canonical_json({"type": "X", "seq": 1, "name": "é"}) == (
        '{"name":"é","seq":1,"type":"X"}'.encode()
    )
    assert canonical_json({"b": 1, "a": 2}) == canonical_json({"a": 2, "b": 1})


def test_canonical_json_refuses_nan() -> None:
    """NaN has no JSON form, so it cannot be hashed or stored."""
    with pytest.raises(ValueError):
        canonical_json({"seq": 0, "type": "X", "value": float("nan")})


def test_chain_hash_is_sha256_of_prev_hash_then_canonical_json() -> None:
    """The link is sha256(prev_hash ascii + canonical JSON), from 64 zeros at genesis."""
    event = created()
    expected = hashlib.sha256(GENESIS_HASH.encode() + canonical_json(event)).hexdigest()
    assert chain_hash(GENESIS_HASH, event) == expected
    assert chain_hash("1" * 64, event) != expected


def test_new_seed_commits_to_the_seed_with_its_sha256() -> None:
    """The published hash is sha256 of the seed's hex text; seeds are fresh 256-bit values."""
    seed, seed_hash = new_seed()
    assert len(seed) == 64
    assert seed_hash == hashlib.sha256(seed.encode()).hexdigest()
    assert new_seed()[0] != seed


class EventStoreContract:
    """Storage behaviour every database must show; subclasses only pick the alias."""

    @pytest.fixture
    def using(self) -> str:
        raise NotImplementedError

    @pytest.fixture
    def committed_using(self) -> str:
        """An alias whose writes commit, so other threads see them."""
        raise NotImplementedError

    def test_create_game_stores_the_seed_commitment_and_seq_zero(self, using: str) -> None:
        """A new game is active, publishes sha256(seed) and holds exactly its first event."""
        game = create_game("paper", {"best_of": 3}, created(teams=2), using=using)
        game.refresh_from_db(using=using)
        assert game.status == Game.Status.ACTIVE
        assert game.seed_hash == hashlib.sha256(game.seed.encode()).hexdigest()
        assert game.revealed_seed is None
        assert game.options == {"best_of": 3}
        assert load(game.pk, using=using) == [created(teams=2)]
        assert (game.head_seq, game.head_hash) == (0, chain_hash(GENESIS_HASH, created(teams=2)))

    def test_create_game_uses_a_seed_chosen_beforehand(self, using: str) -> None:
        """A seed from new_seed() can shape the first event before the game exists."""
        seed, seed_hash = new_seed()
        game = create_game("online", {}, created(seed_hash=seed_hash), seed=seed, using=using)
        assert (game.seed, game.seed_hash) == (seed, seed_hash)

    def test_append_links_each_event_to_the_previous_and_moves_the_head(self, using: str) -> None:
        """Appended rows chain by hash, keep the dict whole, and the head points at the last."""
        game = new_game(using)
        rows = append(game.pk, [passed(1, player=1), passed(2, player=2)], 0, using=using)
        assert [row.seq for row in rows] == [1, 2]
        assert rows[0].prev_hash == game.head_hash
        assert rows[1].prev_hash == rows[0].hash == chain_hash(game.head_hash, passed(1, player=1))
        game.refresh_from_db(using=using)
        assert (game.head_seq, game.head_hash) == (2, rows[1].hash)
        assert GameEvent.objects.using(using).get(game=game, seq=2).payload == passed(2, player=2)
        assert verify_chain(game.pk, using=using).ok

    def test_append_records_the_actor(self, using: str) -> None:
        """The user who caused the events is kept on every row."""
        user = get_user_model().objects.db_manager(using).create_user(f"p-{uuid.uuid4().hex}")
        game = new_game(using)
        append(game.pk, [passed(1)], 0, actor=user, using=using)
        assert GameEvent.objects.using(using).get(game=game, seq=1).actor_id == user.pk

    def test_load_returns_payloads_in_seq_order_up_to_to_seq(self, using: str) -> None:
        """load gives the engine's dicts back in order, optionally stopping at to_seq."""
        game = new_game(using, events=4)
        assert load(game.pk, using=using) == [created(), passed(1), passed(2), passed(3)]
        assert load(str(game.pk), to_seq=1, using=using) == [created(), passed(1)]

    def test_unknown_or_malformed_game_id_raises_game_not_found(self, using: str) -> None:
        """A missing game is GameNotFound (HTTP 404), never an empty log."""
        for game_id in (uuid.uuid4(), "not-a-uuid"):
            with pytest.raises(GameNotFound):
                load(game_id, using=using)
            with pytest.raises(GameNotFound):
                append(game_id, [passed(1)], 0, using=using)
            with pytest.raises(GameNotFound):
                verify_chain(game_id, using=using)

    def test_stale_expected_seq_raises_and_appends_nothing(self, using: str) -> None:
        """An action decided against an older head is StaleSequence (409); the log is unchanged."""
        game = new_game(using, events=3)
        before = stored(game, using)
        with pytest.raises(StaleSequence) as caught:
            append(game.pk, [passed(2)], expected_seq=1, using=using)
        assert (caught.value.code, caught.value.http_status) == ("turn/stale_seq", 409)
        assert (caught.value.expected, caught.value.actual) == (1, 2)
        assert stored(game, using) == before
        game.refresh_from_db(using=using)
        assert game.head_seq == 2

    @pytest.mark.parametrize(
        "seqs",
        [[2], [1, 3], [1, 1], [0], ["1"], []],
        ids=["gap", "gap-inside", "repeat", "old", "text", "empty"],
    )
    def test_events_that_do_not_continue_the_log_one_by_one_append_nothing(
        self, using: str, seqs: list[Any]
    ) -> None:
        """Each event's seq must be head+1, head+2...; otherwise nothing of the batch is stored."""
        game = new_game(using)
        before = stored(game, using)
        with pytest.raises(BadEventSequence):
            append(game.pk, [passed(seq) for seq in seqs], expected_seq=0, using=using)
        assert stored(game, using) == before

    def test_events_that_are_not_plain_json_append_nothing(self, using: str) -> None:
        """An event must round-trip through JSON exactly, or its hash would not verify."""
        game = new_game(using)
        before = stored(game, using)
        for bad in (passed(1, value=float("inf")), passed(1, when=object()), {"seq": 1}):
            with pytest.raises(BadEventSequence):
                append(game.pk, [bad], expected_seq=0, using=using)
        assert stored(game, using) == before

    def test_a_taken_seq_is_stale_even_when_the_head_was_not_moved(self, using: str) -> None:
        """The (game, seq) unique constraint backs the head check; a violation is stale."""
        game = new_game(using)
        # A row written behind the store's back occupies seq 1 while the head still says 0.
        GameEvent.objects.using(using).create(
            game=game, seq=1, type="Intruder", payload=passed(1), prev_hash="x", hash="y"
        )
        with pytest.raises(StaleSequence):
            append(game.pk, [passed(1)], expected_seq=0, using=using)
        assert [row[2] for row in stored(game, using)] == ["GameCreated", "Intruder"]
        game.refresh_from_db(using=using)
        assert game.head_seq == 0

    def test_the_orm_refuses_to_update_or_delete_events(self, using: str) -> None:
        """save() of a stored event, delete() and QuerySet update/delete all raise first."""
        game = new_game(using, events=2)
        before = stored(game, using)
        event = GameEvent.objects.using(using).get(game=game, seq=1)
        event.type = "Edited"
        attempts = [
            event.save,
            event.delete,
            lambda: GameEvent.objects.using(using).filter(game=game).update(type="Edited"),
            lambda: GameEvent.objects.using(using).filter(game=game).delete(),
        ]
        for attempt in attempts:
            with pytest.raises(AppendOnlyViolation):
                attempt()
        assert stored(game, using) == before

    def test_the_database_refuses_update_and_delete_that_bypass_the_orm_guard(
        self, using: str
    ) -> None:
        """The trigger refuses UPDATE and DELETE from a plain QuerySet and from raw SQL."""
        game = new_game(using, events=2)
        before = stored(game, using)
        event_id = before[1][0]
        unguarded = GameEvent._base_manager.db_manager(using).filter(game=game)
        sql = [
            ("UPDATE games_gameevent SET type = 'Edited' WHERE id = %s", [event_id]),
            ("UPDATE games_gameevent SET payload = payload WHERE id = %s", [event_id]),
            ("DELETE FROM games_gameevent WHERE id = %s", [event_id]),
        ]
        attempts = [
            lambda: unguarded.update(type="Edited"),
            lambda: unguarded.delete(),
            *[lambda q=q, p=p: execute(using, q, p) for q, p in sql],
        ]
        for attempt in attempts:
            with (
                pytest.raises(IntegrityError, match="append-only"),
                transaction.atomic(using=using),
            ):
                attempt()
        assert stored(game, using) == before

    def test_the_database_refuses_truncate(self, using: str) -> None:
        """TRUNCATE skips row triggers, so a statement-level trigger refuses it (PostgreSQL;
        SQLite has no TRUNCATE). Only the test suite's flush may empty the table."""
        if connections[using].vendor != "postgresql":
            pytest.skip("SQLite has no TRUNCATE")
        game = new_game(using, events=2)
        before = stored(game, using)
        # PostgreSQL refuses any TRUNCATE while this transaction's deferred FK checks wait.
        execute(using, "SET CONSTRAINTS ALL IMMEDIATE", [])
        for sql in (
            "TRUNCATE games_gameevent",
            "TRUNCATE games_gameevent, games_game CASCADE",
            "TRUNCATE games_game CASCADE",
        ):
            with (
                pytest.raises(IntegrityError, match="append-only"),
                transaction.atomic(using=using),
            ):
                execute(using, sql, [])
        assert stored(game, using) == before

    def test_the_append_only_triggers_exist_after_all_migrations(self, using: str) -> None:
        """No later migration may drop the triggers (SQLite drops them when it rebuilds a table)."""
        expected = {
            "postgresql": {"games_gameevent_append_only", "games_gameevent_no_truncate"},
            "sqlite": {"games_gameevent_no_update", "games_gameevent_no_delete"},
        }
        assert append_only_triggers(using) == expected[connections[using].vendor]

    def test_verify_chain_reports_the_seq_of_a_payload_edited_behind_the_database(
        self, using: str
    ) -> None:
        """With the trigger lifted, an edited payload is reported at its own seq."""
        game = new_game(using, events=4)
        assert verify_chain(game.pk, using=using) == event_store.ChainReport(game.pk, 4)
        with append_only_disabled(using):
            GameEvent._base_manager.db_manager(using).filter(game=game, seq=2).update(
                payload=passed(2, cheated=True)
            )
        assert append_only_triggers(using)
        report = verify_chain(game.pk, using=using)
        assert (report.ok, report.first_bad_seq) == (False, 2)
        with pytest.raises(ChainBroken):
            report.raise_if_broken()

    def test_verify_chain_reports_a_rehashed_row_at_the_next_link(self, using: str) -> None:
        """Recomputing the edited row's own hash only moves the break to the following seq."""
        game = new_game(using, events=4)
        edited = passed(1, cheated=True)
        with append_only_disabled(using):
            GameEvent._base_manager.db_manager(using).filter(game=game, seq=1).update(
                payload=edited, hash=chain_hash(stored(game, using)[0][5], edited)
            )
        assert verify_chain(game.pk, using=using).first_bad_seq == 2

    def test_verify_chain_reports_a_deleted_event(self, using: str) -> None:
        """A row removed from the middle or the end is reported at the first missing seq."""
        game = new_game(using, events=4)
        with append_only_disabled(using):
            GameEvent._base_manager.db_manager(using).filter(game=game, seq=3).delete()
        assert verify_chain(game.pk, using=using).first_bad_seq == 3
        with append_only_disabled(using):
            GameEvent._base_manager.db_manager(using).filter(game=game, seq=1).delete()
        assert verify_chain(game.pk, using=using).first_bad_seq == 1

    def test_end_game_records_the_outcome_and_reveals_the_seed(self, using: str) -> None:
        """Only an ended game shows its seed: rolls can be audited after, not predicted during."""
        game = new_game(using)
        ended = end_game(game.pk, {"winner": 1, "termination": "LIFE"}, using=using)
        game.refresh_from_db(using=using)
        assert game.status == Game.Status.ENDED
        assert game.outcome == {"winner": 1, "termination": "LIFE"}
        assert game.revealed_seed == game.seed == ended.seed
        assert game.ended_at is not None

    def test_concurrent_appends_with_the_same_expected_seq_let_exactly_one_win(
        self, committed_using: str, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """Two writers at the same head: one appends, the other gets StaleSequence, no duplicate."""
        using = committed_using
        game = new_game(using)
        real_chained_rows = event_store.chained_rows

        def slow_chained_rows(*args: Any) -> list[GameEvent]:
            time.sleep(0.2)  # Hold the game row so the writers surely overlap.
            return real_chained_rows(*args)

        monkeypatch.setattr(event_store, "chained_rows", slow_chained_rows)
        barrier = threading.Barrier(2)
        outcomes: list[str] = []

        def writer(name: str) -> None:
            try:
                barrier.wait()
                append(game.pk, [passed(1, by=name)], expected_seq=0, using=using)
                outcomes.append("appended")
            except StaleSequence:
                outcomes.append("stale")
            except Exception as exc:  # Reported by the assertion below.
                outcomes.append(repr(exc))
            finally:
                connections[using].close()

        threads = [threading.Thread(target=writer, args=(name,)) for name in ("a", "b")]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        assert sorted(outcomes) == ["appended", "stale"]
        assert [event["seq"] for event in load(game.pk, using=using)] == [0, 1]
        assert verify_chain(game.pk, using=using).ok


class TestEventStoreOnDefaultDatabase(EventStoreContract):
    """The contract on `default`: PostgreSQL when DATABASE_URL says so, else SQLite."""

    @pytest.fixture
    def using(self, db: None) -> str:
        return DEFAULT_DB_ALIAS

    @pytest.fixture
    def committed_using(self, transactional_db: None) -> str:
        if connections[DEFAULT_DB_ALIAS].vendor == "sqlite":
            pytest.skip(
                "SQLite's in-memory test database cannot be shared between threads; "
                "TestEventStoreOnSqliteFile covers SQLite concurrency"
            )
        return DEFAULT_DB_ALIAS


class TestEventStoreOnSqliteFile(EventStoreContract):
    """The contract on a migrated SQLite file, so CI on PostgreSQL checks SQLite too."""

    @pytest.fixture
    def using(self, sqlite_file_alias: str, django_db_blocker: DjangoDbBlocker) -> Iterator[str]:
        with django_db_blocker.unblock():
            yield sqlite_file_alias

    @pytest.fixture
    def committed_using(self, using: str) -> str:
        return using


def test_canonical_json_matches_what_the_database_gives_back(db: None) -> None:
    """Hashes stay verifiable because stored payloads re-serialise to the same bytes."""
    event = created(name="Jean-Grey ✨", nested={"z": [1, 2.5, None, True], "a": {}}, big=2**53)
    game = create_game("online", {}, event)
    (payload,) = load(game.pk)
    assert canonical_json(payload) == canonical_json(json.loads(canonical_json(event)))
    assert verify_chain(game.pk).ok


@pytest.mark.django_db(transaction=True)
def test_the_test_flush_may_truncate_and_leaves_truncate_refused_after_it() -> None:
    """Django's flush between transactional tests TRUNCATEs every table: tests/flush.py lets
    it through with a transaction-local switch, which is off again once the flush is done."""
    connection = connections[DEFAULT_DB_ALIAS]
    if connection.vendor != "postgresql":
        pytest.skip("SQLite has no TRUNCATE")
    new_game(DEFAULT_DB_ALIAS, events=3)
    call_command("flush", verbosity=0, interactive=False)
    assert not GameEvent.objects.exists()
    new_game(DEFAULT_DB_ALIAS, events=2)
    with pytest.raises(IntegrityError, match="append-only"), transaction.atomic():
        execute(DEFAULT_DB_ALIAS, "TRUNCATE games_gameevent CASCADE", [])
    assert GameEvent.objects.count() == 2
