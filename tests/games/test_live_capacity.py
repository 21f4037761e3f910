"""Open streams never starve moves: an open game page's stream holds a server thread, so a
process keeps at most LIVE_STREAMS_PER_PROCESS open, and a server that serves one request at
a time per process (gunicorn's sync workers) gets no stream at all. Refused streams answer
503 in JSON; the page then polls the game API (table.js). The last two tests run a real
gunicorn with the deploy configuration."""

from __future__ import annotations

import http.client
import os
import time
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from django.test import Client

from games import live
from games.models import Game
from tests.games.test_live_push import THREADED, close_stream
from tests.test_services_down import call, database_url, gunicorn

ROOT = Path(__file__).resolve().parents[2]
GUNICORN_SECRET_KEY = "test-live-" + "k" * 60  # sessions made here are valid there


def refusal(response: Any) -> str:
    assert response.status_code == 503
    assert response["Content-Type"] == "application/json"
    assert response["Retry-After"]
    body = response.json()
    assert body["message"]
    return body["code"]


@pytest.mark.django_db
def test_a_server_with_one_request_at_a_time_per_process_gets_no_stream(game: Game) -> None:
    before = live.OPEN_STREAMS.count
    answer = Client().get(f"/games/{game.pk}/stream/")  # the test client: one at a time
    assert refusal(answer) == "stream/single_threaded"
    assert live.OPEN_STREAMS.count == before


@pytest.mark.django_db
def test_streams_over_the_limit_are_refused_and_a_closed_one_frees_its_place(
    game: Game, settings: Any
) -> None:
    settings.LIVE_STREAMS_PER_PROCESS = live.OPEN_STREAMS.count + 2
    settings.LIVE_STREAMS_FOR_PLAYERS = 0  # (the players' places: the tests further down)
    settings.LIVE_STREAMS_PER_CLIENT = 10
    before = live.OPEN_STREAMS.count
    url = f"/games/{game.pk}/stream/?after=0"
    first, second = Client().get(url, **THREADED), Client().get(url, **THREADED)
    assert (first.status_code, second.status_code) == (200, 200)
    assert refusal(Client().get(url, **THREADED)) == "stream/busy"
    # Closed before its first message (the browser left at once): its place comes back.
    close_stream(first)
    close_stream(first)  # the server may close twice; the place is given back once
    third = Client().get(url, **THREADED)
    assert third.status_code == 200
    next(iter(third.streaming_content))  # started, then closed mid-stream
    close_stream(third)
    close_stream(second)
    assert live.OPEN_STREAMS.count == before


# --- a real gunicorn with deploy/gunicorn.conf.py -------------------------------------------


def deployed_gunicorn(**overrides: str) -> AbstractContextManager[int]:
    """gunicorn as deployed (deploy/gunicorn.conf.py), one worker."""
    conf = str(ROOT / "deploy" / "gunicorn.conf.py")
    environment = {"GUNICORN_ACCESS_LOG": os.devnull, "WEB_CONCURRENCY": "1", **overrides}
    return gunicorn(database_url(), os.environ.get("REDIS_URL", ""), "-c", conf, **environment)


def open_stream(
    port: int, game: Game, session: str = ""
) -> tuple[http.client.HTTPResponse, int, bytes]:
    """A stream as a browser opens it (signed in with the `session` cookie, if any): the
    response (which holds the connection: keep it, or the stream ends on the server's next
    write), its status and its first bytes."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=40)
    headers = {"Cookie": f"sessionid={session}"} if session else {}
    conn.request("GET", f"/games/{game.pk}/stream/?after=0", headers=headers)
    response = conn.getresponse()
    first = response.read1(4096) if response.status == 200 else response.read()
    return response, response.status, first


@pytest.mark.django_db(transaction=True)
def test_under_the_deployed_gunicorn_open_pages_leave_room_for_moves(game: Game) -> None:
    """One worker, as deployed: six open streams (six game pages) and the seventh refused,
    while reading a game still answers at once; before, one stream held a sync worker for
    25 s and every other request waited behind it."""
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    # One client may hold them all here (the caps per client and for players: below).
    with deployed_gunicorn(LIVE_STREAMS_PER_CLIENT="6", LIVE_STREAMS_FOR_PLAYERS="0") as port:
        streams = [open_stream(port, game) for _ in range(6)]
        try:
            assert [status for _, status, _ in streams] == [200] * 6
            assert all(first.startswith(b"retry:") for _, _, first in streams)
            _, status, body = open_stream(port, game)
            assert status == 503 and b'"stream/busy"' in body
            status, detail, seconds = call(port, "GET", f"/api/games/{game.pk}/")
            assert status == 200 and detail["game"]["id"] == str(game.pk)
            assert seconds < 10, seconds  # held behind a stream it would be 25 s
        finally:
            for response, _, _ in streams:
                response.close()


@pytest.mark.django_db(transaction=True)
def test_under_sync_workers_a_stream_is_refused_at_once(game: Game) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    with deployed_gunicorn(GUNICORN_WORKER_CLASS="sync", GUNICORN_THREADS="1") as port:
        started = time.monotonic()
        _, status, body = open_stream(port, game)
        assert status == 503 and b'"stream/single_threaded"' in body
        status, _, _ = call(port, "GET", f"/api/games/{game.pk}/")
        assert status == 200
        assert time.monotonic() - started < 10


# --- no one client takes every stream; the game's players come first (issue 15, item 5) ----


def session_of(user: Any, settings: Any) -> str:
    """A session cookie the deployed gunicorn accepts (signed in with its SECRET_KEY)."""
    settings.SECRET_KEY = GUNICORN_SECRET_KEY
    browser = Client()
    browser.force_login(user)
    return browser.cookies["sessionid"].value


@pytest.mark.django_db(transaction=True)
def test_one_anonymous_client_cannot_take_the_players_streams(
    game: Game, django_user_model: Any, settings: Any
) -> None:
    """As deployed (6 streams a process): 16 anonymous connections from one address get 3
    (its cap), other watchers share what is left for watchers, and the game's two players
    still get theirs (2 places are the players'); before, the 16 took all 6 and the players
    got 503 every time."""
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    one, two = game.player_one, game.player_two
    watchers = [django_user_model.objects.create_user(f"watcher{n}") for n in range(2)]
    sessions = {u.pk: session_of(u, settings) for u in (one, two, *watchers)}
    held: list[http.client.HTTPResponse] = []
    with deployed_gunicorn(SECRET_KEY=GUNICORN_SECRET_KEY) as port:
        try:
            anonymous = [open_stream(port, game) for _ in range(16)]
            held += [response for response, status, _ in anonymous if status == 200]
            statuses = [status for _, status, _ in anonymous]
            assert statuses.count(200) == 3, statuses
            assert all(b'"stream/client_busy"' in body for _, s, body in anonymous if s != 200)
            response, status, _ = open_stream(port, game, sessions[watchers[0].pk])
            assert status == 200  # the fourth watcher's place
            held.append(response)
            _, status, body = open_stream(port, game, sessions[watchers[1].pk])
            assert status == 503 and b'"stream/busy"' in body  # the rest are the players'
            for player in (one, two):
                response, status, first = open_stream(port, game, sessions[player.pk])
                held.append(response)
                assert status == 200 and first.startswith(b"retry:")
            _, status, body = open_stream(port, game, sessions[one.pk])
            assert status == 503 and b'"stream/busy"' in body  # all 6 places are taken now
        finally:
            for response in held:
                response.close()
