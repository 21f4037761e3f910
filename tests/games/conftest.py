"""Fixtures that give the event-store contract a second database engine.

`sqlite_file_alias` adds a database alias at runtime backed by a temporary SQLite
file, migrated from scratch, with the same OPTIONS as config/settings.py gives SQLite.
Tests on it use real commits (no test transaction), so thread concurrency works too.
"""

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import DEFAULT_DB_ALIAS, connections
from pytest_django import DjangoDbBlocker

from games import services
from games.models import Game
from tests.games.browser import NASTY_NAME

SQLITE_FILE_ALIAS = "sqlite_contract"


@pytest.fixture(scope="module")
def sqlite_file_alias(
    django_db_setup: None,
    django_db_blocker: DjangoDbBlocker,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """A migrated SQLite file reachable as `connections[SQLITE_FILE_ALIAS]`.

    Depends on `django_db_setup` so Django's test-database setup never sees (and never
    replaces) this alias.
    """
    path: Path = tmp_path_factory.mktemp("event-store") / "contract.sqlite3"
    raw = {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": str(path),
        "OPTIONS": {"timeout": 30, "transaction_mode": "IMMEDIATE"},
    }
    default = dict(connections.databases[DEFAULT_DB_ALIAS])
    settings = connections.configure_settings({DEFAULT_DB_ALIAS: default, SQLITE_FILE_ALIAS: raw})
    connections.databases[SQLITE_FILE_ALIAS] = settings[SQLITE_FILE_ALIAS]
    try:
        with django_db_blocker.unblock():
            call_command("migrate", database=SQLITE_FILE_ALIAS, verbosity=0, interactive=False)
        yield SQLITE_FILE_ALIAS
    finally:
        connections[SQLITE_FILE_ALIAS].close()
        del connections[SQLITE_FILE_ALIAS]
        del connections.databases[SQLITE_FILE_ALIAS]


# --- the pages' tests: two seats (one with a name that must stay text) and a game -----


@pytest.fixture
def fast_hashing(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def seats(django_user_model: Any, fast_hashing: None) -> tuple[Any, Any]:
    make = django_user_model.objects.create_user
    return make("alice", password="alice-pass-1"), make(NASTY_NAME, password="nasty-pass-1")


@pytest.fixture
def game(seats: tuple[Any, Any]) -> Game:
    return services.start_game(*seats)


# --- the API's tests: two players, a stranger and a staff member (a judge) ----------


@pytest.fixture
def users(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    return {
        "alice": make("alice"),
        "bob": make("bob"),
        "carol": make("carol"),
        "staff": make("sam", is_staff=True),
    }
