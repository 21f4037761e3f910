"""A real gunicorn with Redis at a dead port, and with PostgreSQL at a dead port (issue 9,
item 4): games go on without Redis, background tasks answer 503 in JSON, and the readiness
check tells the load balancer only when PostgreSQL is gone. Nothing is stood in for.

With PostgreSQL gone, or its connections terminated under a running process, a request
answers 503 with Retry-After, JSON under /api/ and a "try again" page elsewhere, not 500
(issue 15, item 11; config/outage.py)."""

import http.client
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from rest_framework.authtoken.models import Token

from games import services
from tests.benchmarks.bench_api import Client
from tournaments import events
from tournaments.registration import entries

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.django_db(transaction=True)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def database_url(port: int | None = None) -> str:
    """The test database's URL (on another port: a PostgreSQL that is not there)."""
    s = connection.settings_dict
    auth = s["USER"] + (f":{s['PASSWORD']}" if s["PASSWORD"] else "")
    return f"postgres://{auth}@{s['HOST'] or '127.0.0.1'}:{port or s['PORT'] or 5432}/{s['NAME']}"


@contextmanager
def gunicorn(database: str, redis_url: str, *options: str, **environment: str) -> Iterator[int]:
    """A gunicorn on a free loopback port, in production settings: one plain worker, or what
    `options` say (e.g. "-c", "deploy/gunicorn.conf.py") with `environment` added."""
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": database,
        "REDIS_URL": redis_url,
        "DEBUG": "0",
        "SECRET_KEY": "test-" + "k" * 60,
        "ALLOWED_HOSTS": "127.0.0.1",
        "LOG_LEVEL": "ERROR",
        **environment,
    }
    bind = ("-b", f"127.0.0.1:{port}")
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "config.wsgi", *bind, *(options or ("-w", "1"))],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    message = process.stderr.read().decode() if process.stderr else ""
                    raise RuntimeError(message) from None
                time.sleep(0.1)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=30)


def call(port: int, method: str, path: str, token: str | None = None, body: Any = None):
    client = Client(port, token)
    try:
        started = time.monotonic()
        status, data, _ = client.request(method, path, body)
        return status, data, time.monotonic() - started
    finally:
        client.close()


def fetch(port: int, path: str, token: str | None = None) -> tuple[int, dict[str, str], str]:
    """One GET: status, headers and body text (JSON or a page alike)."""
    client = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Authorization": f"Token {token}"} if token else {}
    try:
        client.request("GET", path, headers=headers)
        response = client.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode()
    finally:
        client.close()


def assert_unavailable(port: int, world: dict[str, Any]) -> None:
    """The API's 503 JSON with Retry-After, and the pages' 503 "try again" page."""
    status, headers, body = fetch(port, f"/api/games/{world['game'].pk}/", world["tokens"]["alice"])
    assert status == 503, body
    assert json.loads(body)["code"] == "service/database_unavailable"
    assert headers["Retry-After"] == "5"
    status, headers, body = fetch(port, f"/tournaments/{world['tournament'].pk}/")
    assert status == 503, body
    assert headers["Content-Type"].startswith("text/html") and headers["Retry-After"] == "5"
    assert "Try again in a moment" in body


@pytest.fixture
def world(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    alice, bob, staff = make("alice"), make("bob"), make("sam", is_staff=True)
    organizer = make("olga")
    tournament = events.create_tournament(organizer, name="Cup", date=date.today())
    for name in ("p1", "p2", "p3", "p4"):
        entries.register(tournament, make(name))
    return {
        "game": services.start_game(alice, bob),
        "tournament": tournament,
        "tokens": {
            u.get_username(): Token.objects.create(user=u).key
            for u in (alice, bob, staff, organizer)
        },
        "ids": {"alice": alice.pk, "bob": bob.pk},
    }


def test_with_redis_at_a_dead_port_games_go_on_and_tasks_answer_503(
    world: dict[str, Any],
) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("a gunicorn beside the tests needs a shared database (PostgreSQL)")
    dead_redis = f"redis://127.0.0.1:{free_port()}/0"
    game, tokens = world["game"], world["tokens"]
    with gunicorn(database_url(), dead_redis) as port:
        assert call(port, "GET", "/api/health/")[0] == 200
        status, body, _ = call(port, "GET", "/api/health/ready/")
        assert status == 200 and body["database"]["ok"] is True
        assert body["redis"]["ok"] is False and body["redis"]["required"] is False

        status, body, _ = call(port, "GET", f"/api/games/{game.pk}/", tokens["alice"])
        assert status == 200, body
        for _ in range(3):
            for name in ("alice", "bob"):
                path = f"/api/games/{game.pk}/legal-actions/"
                status, legal, _ = call(port, "GET", path, tokens[name])
                assert status == 200, legal
                choices = [a for a in legal["actions"] if a["type"] != "concede"]
                if choices:
                    break
            action = {"action": choices[0], "expected_seq": legal["seq"]}
            status, body, _ = call(
                port, "POST", f"/api/games/{game.pk}/actions/", tokens[name], action
            )
            assert status == 201, body
        status, body, _ = call(
            port, "POST", "/api/games/", tokens["sam"],
            {"player_one": world["ids"]["alice"], "player_two": world["ids"]["bob"]},
        )  # fmt: skip
        assert status == 201, body

        rounds = f"/api/tournaments/{world['tournament'].pk}/rounds/"
        status, body, seconds = call(port, "POST", rounds, tokens["olga"], {})
        assert (status, body["code"]) == (503, "service/tasks_unavailable"), body
        assert seconds < 10
        status, body, seconds = call(port, "GET", "/api/tasks/nothing-queued/", tokens["olga"])
        assert (status, body["code"]) == (503, "service/tasks_unavailable"), body
        assert seconds < 10
    assert not world["tournament"].rounds.exists()


def test_with_postgresql_gone_the_process_is_alive_but_not_ready(world: dict[str, Any]) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    with gunicorn(database_url(port=free_port()), "") as port:
        assert call(port, "GET", "/api/health/")[0] == 200
        status, body, _ = call(port, "GET", "/api/health/ready/")
        assert status == 503
        assert body["ok"] is False and body["database"]["ok"] is False
        assert json.dumps(body)  # JSON, not an HTML error page


def test_with_postgresql_gone_requests_answer_503_try_again(world: dict[str, Any]) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    with gunicorn(database_url(port=free_port()), "") as port:
        assert_unavailable(port, world)


def test_connections_terminated_under_a_running_process_answer_503_then_recover(
    world: dict[str, Any],
) -> None:
    """pg_terminate_backend on the gunicorn's open connection (CONN_MAX_AGE keeps it): the
    next requests meet the outage (503), and once PostgreSQL takes connections again the
    process reconnects by itself (200)."""
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    name = f"overcrush-outage-{os.getpid()}"
    game, token = world["game"], world["tokens"]["alice"]

    def terminate() -> int:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE application_name = %s",
                [name],
            )
            return cursor.fetchone()[0]

    with gunicorn(f"{database_url()}?application_name={name}", "") as port:
        assert fetch(port, f"/api/games/{game.pk}/", token)[0] == 200
        assert fetch(port, f"/tournaments/{world['tournament'].pk}/")[0] == 200
        assert terminate() == 1
        status, headers, body = fetch(port, f"/api/games/{game.pk}/", token)
        assert (status, json.loads(body)["code"]) == (503, "service/database_unavailable")
        assert headers["Retry-After"] == "5"
        assert fetch(port, f"/tournaments/{world['tournament'].pk}/")[0] == 200
        assert terminate() == 1
        status, _, body = fetch(port, f"/tournaments/{world['tournament'].pk}/")
        assert status == 503 and "Try again in a moment" in body
        status, _, body = fetch(port, f"/api/games/{game.pk}/", token)
        assert status == 200, body
