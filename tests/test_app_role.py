"""The application runs as a PostgreSQL role that cannot undo the append-only logs (issue 15,
item 6): `manage.py grant_app_role`, run by the owner, makes a role that reads and writes
rows but is refused ALTER, TRUNCATE, DISABLE TRIGGER, UPDATE and DELETE on the game event log
and the card versions, and cannot switch triggers off for its session; a real gunicorn
logged in as that role still creates games and takes moves."""

from __future__ import annotations

import io
import os
import secrets
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from django.core.management import call_command
from django.db import connection
from rest_framework.authtoken.models import Token

from tests.test_services_down import call, gunicorn

pytestmark = pytest.mark.django_db(transaction=True)

REFUSED = [
    "ALTER TABLE games_gameevent DISABLE TRIGGER games_gameevent_append_only",
    "ALTER TABLE games_gameevent DISABLE TRIGGER ALL",
    "ALTER TABLE games_gameevent DROP CONSTRAINT IF EXISTS nothing",
    "TRUNCATE games_gameevent",
    "UPDATE games_gameevent SET type = type",
    "DELETE FROM games_gameevent",
    "ALTER TABLE cards_cardversion DISABLE TRIGGER ALL",
    "TRUNCATE cards_cardversion",
    "UPDATE cards_cardversion SET source = source",
    "DELETE FROM cards_cardversion",
    "DELETE FROM cards_cardbundle",
    "DELETE FROM cards_cardbundle_versions",
    "SET session_replication_role = replica",  # would silence every trigger
    "DROP TRIGGER games_gameevent_append_only ON games_gameevent",
    "CREATE TABLE public.mine (id int)",
]


@pytest.fixture
def app_role() -> Iterator[tuple[str, str]]:
    if connection.vendor != "postgresql":
        pytest.skip("roles and grants are PostgreSQL's")
    role, password = f"overcrush_app_{secrets.token_hex(4)}", secrets.token_urlsafe(16)
    s = connection.settings_dict
    url = f"postgres://{role}:{password}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}"
    for _ in range(2):  # idempotent: the second run changes nothing
        call_command("grant_app_role", from_url=url, stdout=io.StringIO())
    try:
        yield role, url
    finally:
        with connection.cursor() as cursor:
            cursor.execute(f'DROP OWNED BY "{role}"')
            cursor.execute(f'DROP ROLE "{role}"')


def as_role(url: str) -> psycopg.Connection:
    return psycopg.connect(url.replace("postgres://", "postgresql://", 1), autocommit=True)


@pytest.mark.parametrize("statement", REFUSED)
def test_the_app_role_is_refused_what_would_undo_the_logs(
    app_role: tuple[str, str], statement: str
) -> None:
    _, url = app_role
    with as_role(url) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute(statement)


def test_the_app_role_is_no_superuser_and_owns_nothing(app_role: tuple[str, str]) -> None:
    role, url = app_role
    with as_role(url) as conn:
        row = conn.execute(
            "SELECT rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles"
            " WHERE rolname = current_user"
        ).fetchone()
        assert row == (False, False, False, False)
        owned = conn.execute(
            "SELECT count(*) FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner"
            " WHERE r.rolname = %s",
            [role],
        ).fetchone()
        assert owned == (0,)


def test_under_gunicorn_as_the_app_role_games_are_played(
    app_role: tuple[str, str], django_user_model: Any
) -> None:
    """Normal operation as that role: a game is created (its first events appended), read,
    and a move is taken; the log cannot be edited by that same role."""
    _, url = app_role
    make = django_user_model.objects.create_user
    alice, bob, staff = make("alice"), make("bob"), make("sam", is_staff=True)
    tokens = {u.username: Token.objects.create(user=u).key for u in (alice, bob, staff)}
    with gunicorn(url, os.environ.get("REDIS_URL", "")) as port:
        body = {"player_one": alice.pk, "player_two": bob.pk}
        status, created, _ = call(port, "POST", "/api/games/", tokens["sam"], body)
        assert status == 201, created
        game = created["game"]["id"]
        moved = False
        for name in ("alice", "bob"):
            status, legal, _ = call(port, "GET", f"/api/games/{game}/legal-actions/", tokens[name])
            assert status == 200, legal
            choices = [a for a in legal["actions"] if a["type"] != "concede"]
            if choices:
                action = {"action": choices[0], "expected_seq": legal["seq"]}
                path = f"/api/games/{game}/actions/"
                status, answer, _ = call(port, "POST", path, tokens[name], action)
                assert status == 201, answer
                moved = True
                break
        assert moved
        status, _, _ = call(port, "GET", f"/api/games/{game}/log/", tokens["alice"])
        assert status == 200
    with as_role(url) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("UPDATE games_gameevent SET type = type WHERE game_id = %s", [game])
