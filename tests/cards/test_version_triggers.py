"""Card versions are immutable in the database itself, like the event log (issue 16 item 9):
raw SQL UPDATE and DELETE are refused on PostgreSQL and SQLite, TRUNCATE on PostgreSQL, and
only the test suite's flush gets through (tests/flush.py). cards/migrations/0005."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.core.management import call_command
from django.db import DEFAULT_DB_ALIAS, IntegrityError, connections, transaction
from pytest_django import DjangoDbBlocker

from cards import services
from cards.models import CardVersion
from tests.games.conftest import sqlite_file_alias  # noqa: F401

TRIGGERS = {
    "postgresql": {"cards_cardversion_immutable", "cards_cardversion_no_truncate"},
    "sqlite": {"cards_cardversion_no_update", "cards_cardversion_no_delete"},
}
RECORD = {
    "id": "1trg", "set_code": "trg", "number": "1", "name": "Sealed Ledger", "kind": "character",
    "cost": 2, "energy_types": ["mask"], "max_dice": 4,
}  # fmt: skip


def execute(using: str, sql: str, params: list | None = None) -> None:
    with connections[using].cursor() as cursor:
        cursor.execute(sql, params or [])


def triggers(using: str) -> set[str]:
    connection = connections[using]
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                "SELECT tgname FROM pg_trigger WHERE tgrelid = 'cards_cardversion'::regclass"
                " AND NOT tgisinternal AND tgenabled <> 'D'"
            )
        else:
            cursor.execute(
                "SELECT name FROM sqlite_master WHERE type = 'trigger'"
                " AND tbl_name = 'cards_cardversion'"
            )
        return {row[0] for row in cursor.fetchall()}


class VersionTriggerContract:
    """The same refusals on whichever database `using` names."""

    @pytest.fixture
    def using(self) -> str:
        raise NotImplementedError

    def version(self, using: str) -> CardVersion:
        incoming = [services.Incoming(RECORD, "trg", "1")]
        services.import_records(incoming, "test", using=using)
        return CardVersion.objects.using(using).get(card__code="1trg")

    def test_raw_update_and_delete_are_refused(self, using: str) -> None:
        version = self.version(using)
        unguarded = CardVersion._base_manager.db_manager(using).filter(pk=version.pk)
        attempts = [
            lambda: execute(using, "UPDATE cards_cardversion SET source = 'edited'"),
            lambda: execute(
                using, "UPDATE cards_cardversion SET data = data WHERE id = %s", [version.pk]
            ),
            lambda: execute(using, "DELETE FROM cards_cardversion WHERE id = %s", [version.pk]),
            lambda: unguarded.update(source="edited"),
        ]
        for attempt in attempts:
            with pytest.raises(IntegrityError, match="immutable"), transaction.atomic(using=using):
                attempt()
        again = CardVersion.objects.using(using).get(pk=version.pk)
        assert (again.source, again.data, again.digest) == (
            version.source, version.data, version.digest,
        )  # fmt: skip

    def test_truncate_is_refused(self, using: str) -> None:
        if connections[using].vendor != "postgresql":
            pytest.skip("SQLite has no TRUNCATE")
        self.version(using)
        execute(using, "SET CONSTRAINTS ALL IMMEDIATE")
        for sql in ("TRUNCATE cards_cardversion CASCADE", "TRUNCATE cards_card CASCADE"):
            with pytest.raises(IntegrityError, match="immutable"), transaction.atomic(using=using):
                execute(using, sql)
        assert CardVersion.objects.using(using).filter(card__code="1trg").exists()

    def test_the_triggers_exist_after_all_migrations(self, using: str) -> None:
        assert triggers(using) == TRIGGERS[connections[using].vendor]


class TestOnDefaultDatabase(VersionTriggerContract):
    """PostgreSQL when DATABASE_URL says so, else SQLite."""

    @pytest.fixture
    def using(self, db: None) -> str:
        return DEFAULT_DB_ALIAS


class TestOnSqliteFile(VersionTriggerContract):
    """A migrated SQLite file, so a run on PostgreSQL checks SQLite too."""

    @pytest.fixture
    def using(self, sqlite_file_alias: str, django_db_blocker: DjangoDbBlocker) -> Iterator[str]:  # noqa: F811
        with django_db_blocker.unblock():
            yield sqlite_file_alias

    def test_the_test_flush_empties_the_table_and_restores_the_triggers(self, using: str) -> None:
        self.version(using)
        call_command("flush", database=using, verbosity=0, interactive=False)
        assert not CardVersion.objects.using(using).filter(card__code="1trg").exists()
        assert triggers(using) == TRIGGERS["sqlite"]


@pytest.mark.django_db(transaction=True)
def test_the_test_flush_empties_the_default_database_and_the_triggers_stay() -> None:
    services.import_records([services.Incoming(RECORD, "trg", "1")], "test")
    call_command("flush", verbosity=0, interactive=False)
    assert not CardVersion.objects.filter(card__code="1trg").exists()
    assert triggers(DEFAULT_DB_ALIAS) == TRIGGERS[connections[DEFAULT_DB_ALIAS].vendor]
