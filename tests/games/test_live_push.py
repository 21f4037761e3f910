"""Live streams pushed through Redis pub/sub (games/live_bus.py), read over HTTP from a real
server: a move shows on the stream within 1 s; with Redis at a dead port, or gone in the
middle of a stream, streams poll the database instead and still show it (issue 10, "The
game table": live updates pushed, polling as the fallback). The stream's refusals too."""

from __future__ import annotations

import json
import os
import queue
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
import requests
from django.core.signals import request_finished
from django.db import close_old_connections
from django.test import Client

from games import access, live, live_bus, services
from games.models import Game

# Django's test client says its server runs one request at a time (wsgi.multithread False),
# where streams are refused; live_server and gunicorn's gthread workers say many.
THREADED = {"wsgi.multithread": True}


def close_stream(response: Any) -> None:
    """Close a stream the test did not read to its end, as the server does when the browser
    leaves; like the test client's own closing, without closing the test's database
    connection (request_finished would, inside the test's transaction)."""
    request_finished.disconnect(close_old_connections)
    try:
        response.close()
    finally:
        request_finished.connect(close_old_connections)


LATENCY_LIMIT = 1.0  # seconds from a committed move to its records on the stream


class StreamReader:
    """Reads a stream in a thread: each `moved` message with the time it arrived."""

    def __init__(self, url: str, cookies: dict[str, str] | None = None):
        self.messages: queue.Queue[tuple[float, dict[str, Any]]] = queue.Queue()
        self.opened = threading.Event()
        self.failed: list[BaseException] = []
        self._response = requests.get(url, stream=True, timeout=10, cookies=cookies or {})
        self.status = self._response.status_code
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        event = ""
        try:
            for raw in self._response.iter_lines(chunk_size=1, decode_unicode=True):
                line = raw or ""
                if line.startswith("retry:"):
                    self.opened.set()  # the stream is subscribed (games/live.py)
                elif line.startswith("event: "):
                    event = line[7:]
                elif line.startswith("data: ") and event == "moved":
                    self.messages.put((time.monotonic(), json.loads(line[6:])))
        except (requests.RequestException, OSError, ValueError) as error:
            self.failed.append(error)

    def until(self, seq: int, timeout: float = 5.0) -> tuple[float, list[dict[str, Any]]]:
        """When the stream reached `seq`, and the records it sent up to then."""
        records: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                at, data = self.messages.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            records += data["records"]
            if data["seq"] >= seq:
                return at, records
        raise AssertionError(f"the stream never reached seq {seq} ({self.failed})")

    def close(self) -> None:
        self._response.close()


@pytest.fixture
def redis_url() -> str:
    url = os.environ.get("REDIS_URL", "")
    if not url:
        pytest.skip("no REDIS_URL: the push needs a real Redis")
    return url


@pytest.fixture
def short_streams(monkeypatch: Any) -> Iterator[None]:
    monkeypatch.setattr(live, "STREAM_SECONDS", 8.0)
    yield
    live_bus.reset()


def move_latencies(
    reader: StreamReader, game: Game, moves: int, streamed: list[dict[str, Any]] | None = None
) -> list[float]:
    """Let a bot make `moves` decisions one at a time (each committed on its own); the time
    each took to show on the stream. The records streamed are added to `streamed`."""
    latencies = []
    for _ in range(moves):
        started = time.monotonic()
        game = services.autoplay(game.pk, max_actions=1)
        at, records = reader.until(game.head_seq)
        latencies.append(at - started)
        assert records[-1]["seq"] == game.head_seq
        if streamed is not None:
            streamed += records
    return latencies


def stream_url(live_server: Any, game: Game) -> str:
    return f"{live_server.url}/games/{game.pk}/stream/?after={game.head_seq}"


@pytest.mark.django_db(transaction=True)
def test_a_move_is_pushed_through_redis_within_a_second(
    live_server: Any, game: Game, redis_url: str, settings: Any, short_streams: None
) -> None:
    settings.LIVE_REDIS_URL = redis_url
    # The stream reads the head only when told (or after 60 s): only the push can be quick.
    settings.LIVE_RECHECK_SECONDS = 60.0
    reader = StreamReader(stream_url(live_server, game))  # a spectator: not logged in
    try:
        assert reader.status == 200
        assert reader.opened.wait(5)
        assert live_bus.watching(game.pk) == 1  # through the process's one listener
        before = game.head_seq
        streamed: list[dict[str, Any]] = []
        latencies = move_latencies(reader, game, 5, streamed)
    finally:
        reader.close()
    assert max(latencies) < LATENCY_LIMIT, latencies
    # What a spectator got is the public log, nothing more: what the log API serves anyone.
    game = Game.objects.get(pk=game.pk)
    public = Client().get(f"/api/games/{game.pk}/log/").json()
    assert streamed == public[before + 1 :] and len(streamed) == game.head_seq - before
    assert game.seed not in json.dumps(streamed)


@pytest.mark.django_db(transaction=True)
def test_with_redis_at_a_dead_port_streams_poll_and_moves_still_succeed(
    live_server: Any, game: Game, settings: Any, short_streams: None
) -> None:
    settings.LIVE_REDIS_URL = "redis://127.0.0.1:1/8"  # nothing listens there
    reader = StreamReader(stream_url(live_server, game))
    try:
        assert reader.status == 200
        assert reader.opened.wait(5)
        latencies = move_latencies(reader, game, 3)  # publishing fails quietly
    finally:
        reader.close()
    assert max(latencies) < LATENCY_LIMIT, latencies


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def own_redis() -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A Redis server of this test's own, which it may stop in the middle of a stream."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("no redis-server binary")
    port = free_port()
    server = subprocess.Popen(
        [binary, "--port", str(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"],
        stdout=subprocess.DEVNULL,
    )
    url = f"redis://127.0.0.1:{port}/0"
    try:
        deadline = time.monotonic() + 5
        while True:
            try:
                redis.Redis.from_url(url).ping()
                break
            except redis.ConnectionError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        yield url, server
    finally:
        server.kill()
        server.wait()


@pytest.mark.django_db(transaction=True)
def test_when_redis_goes_down_mid_stream_the_stream_polls_on(
    live_server: Any,
    game: Game,
    own_redis: tuple[str, subprocess.Popen[bytes]],
    settings: Any,
    short_streams: None,
) -> None:
    url, server = own_redis
    settings.LIVE_REDIS_URL = url
    settings.LIVE_RECHECK_SECONDS = 60.0
    reader = StreamReader(stream_url(live_server, game))
    try:
        assert reader.opened.wait(5)
        assert live_bus.watching(game.pk) == 1
        pushed = move_latencies(reader, game, 1)
        server.kill()  # Redis goes away under the open stream
        server.wait()
        polled = move_latencies(reader, game, 2)
        assert not reader.failed
    finally:
        reader.close()
    assert max(pushed + polled) < LATENCY_LIMIT, (pushed, polled)


# --- who may open a stream: refusals ------------------------------------------------------


@pytest.mark.django_db
def test_a_private_games_stream_refuses_strangers_but_not_its_players_or_judges(
    game: Game, seats: tuple[Any, Any], django_user_model: Any, monkeypatch: Any
) -> None:
    monkeypatch.setattr(access, "PRIVACY_CHECKS", [lambda g: True])
    monkeypatch.setattr(live, "STREAM_SECONDS", 0.0)
    url = f"/games/{game.pk}/stream/"
    stranger = Client()
    stranger.force_login(django_user_model.objects.create_user("stan"))
    for client, headers in (
        (Client(), {}),
        (stranger, {}),
        (stranger, {"HTTP_LAST_EVENT_ID": "0"}),
    ):
        refused = client.get(url, **headers)
        assert refused.status_code == 403
        assert refused["Content-Type"] == "application/json"
        assert refused.json()["code"] == "game/private"
    player, judge = Client(), Client()
    player.force_login(seats[0])
    judge.force_login(django_user_model.objects.create_user("jo", is_staff=True))
    for client in (player, judge):
        answer = client.get(url, **THREADED)
        close_stream(answer)
        assert answer.status_code == 200
        assert answer["Content-Type"] == "text/event-stream"


def test_without_a_bus_there_is_no_subscription(settings: Any) -> None:
    settings.LIVE_REDIS_URL = ""
    assert live_bus.subscribe("00000000-0000-0000-0000-000000000000") is None
    live_bus.publish("00000000-0000-0000-0000-000000000000", 3)  # nothing to tell: no error


@pytest.mark.django_db
def test_a_stream_far_behind_gets_everything_in_several_messages(
    game: Game, monkeypatch: Any
) -> None:
    monkeypatch.setattr(live, "MAX_RECORDS", 2)
    monkeypatch.setattr(live, "STREAM_SECONDS", 0.5)
    game = services.autoplay(game.pk, max_actions=4)
    body = b"".join(Client().get(f"/games/{game.pk}/stream/?after=0", **THREADED).streaming_content)
    messages = [m for m in body.decode().split("\n\n") if "event: moved" in m]
    sent = [r["seq"] for m in messages for r in json.loads(m.split("data: ", 1)[1])["records"]]
    assert sent == list(range(1, game.head_seq + 1))
    assert len(messages) == (game.head_seq + 1) // 2
    assert all(json.loads(m.split("data: ", 1)[1])["seq"] == game.head_seq for m in messages)


def test_a_move_does_not_wait_for_a_redis_that_does_not_answer(settings: Any) -> None:
    """Issue 18: the publish is off the request path. A bus that accepts the connection and
    never answers holds the publisher thread for LIVE_REDIS_TIMEOUT, not the caller; the
    bus is then paused, and a real Redis gets what is published after the pause."""
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)  # accepts (in the kernel's backlog), never reads nor answers
    settings.LIVE_REDIS_URL = f"redis://127.0.0.1:{silent.getsockname()[1]}/0"
    settings.LIVE_REDIS_TIMEOUT = 0.5
    settings.LIVE_REDIS_PAUSE = 0.2
    try:
        started = time.monotonic()
        for seq in range(20):
            live_bus.publish("00000000-0000-0000-0000-000000000000", seq)
        assert time.monotonic() - started < 0.25  # 20 publishes; one sent would take 0.5 s
        live_bus.flush(timeout=3)
        assert not live_bus.enabled()  # the timeout paused the bus
    finally:
        silent.close()
    url = os.environ.get("REDIS_URL")
    if not url:
        return
    settings.LIVE_REDIS_URL = url
    listener = redis.Redis.from_url(url).pubsub()
    listener.subscribe(live_bus.channel("00000000-0000-0000-0000-000000000001"))
    assert listener.get_message(timeout=1)["type"] == "subscribe"
    live_bus.publish("00000000-0000-0000-0000-000000000001", 7)
    message = listener.get_message(timeout=2)
    listener.close()
    assert message is not None and message["data"] == b"7"
