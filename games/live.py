"""Live updates of a game, pushed to its players and spectators as server-sent events.

A stream is one request that watches the game's head and sends the new log records whenever
it moves: `event: moved`, with `{"seq": head, "status": ..., "records": [...]}` and the head
as the event id, so a browser that reconnects (EventSource does so by itself, with
Last-Event-ID) gets what it missed. The records are the public log (the log API serves the
same to whoever may watch the game): no seed, no bag order, no pending choices.

How it learns that the head moved: with a Redis (LIVE_REDIS_URL), it waits on the game's
pub/sub channel (games/live_bus.py; the event store publishes after each commit) and reads
the head when told, and once every LIVE_RECHECK_SECONDS in case a message was lost. Without
one (the embedded default: SQLite, eager Celery), or when Redis stops answering mid-stream,
it polls: one primary-key read every POLL_SECONDS. It ends after STREAM_SECONDS (a worker is
never held for long; the browser reconnects). Pages fall back to polling the game API when a
stream cannot be opened. Why SSE and not Channels: README.md, "Live updates".

An open stream holds a server thread, so a process keeps at most LIVE_STREAMS_PER_PROCESS
open and refuses streams outright under a server that serves one request at a time per
process: there, one open game page would hold the whole process, and the moves of every
other game would wait behind it. So that no one client can take them all, a process keeps at
most LIVE_STREAMS_PER_CLIENT open for one user (signed in) or one address (anonymous; the
client's address as config/proxies.py resolves it), and the game's own players come first:
LIVE_STREAMS_FOR_PLAYERS of the places are theirs, watchers share the rest.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator

from django.conf import settings
from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse, JsonResponse, StreamingHttpResponse

from games import access, live_bus, services
from games.errors import GameError
from games.models import Game, GameEvent

POLL_SECONDS = 0.2
STREAM_SECONDS = 25.0
KEEPALIVE_SECONDS = 1.0  # a closed browser is noticed on the next write
MAX_RECORDS = 500  # per message; a client far behind gets the rest in the next ones


class _OpenStreams:
    """How many streams this process holds open (all, watchers', each client's), counted
    under a lock (threaded servers)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.count = 0
        self.watchers = 0
        self.by_client: dict[str, int] = {}

    def take(self, client: str, *, player: bool) -> str:
        """Hold a place for `client`, or the code of why not ("" when taken)."""
        limit = settings.LIVE_STREAMS_PER_PROCESS
        for_watchers = limit - min(settings.LIVE_STREAMS_FOR_PLAYERS, limit)
        with self._lock:
            if self.count >= limit or (not player and self.watchers >= for_watchers):
                return "stream/busy"
            if self.by_client.get(client, 0) >= settings.LIVE_STREAMS_PER_CLIENT:
                return "stream/client_busy"
            self.count += 1
            self.watchers += 0 if player else 1
            self.by_client[client] = self.by_client.get(client, 0) + 1
            return ""

    def give_back(self, client: str, *, player: bool) -> None:
        with self._lock:
            self.count -= 1
            self.watchers -= 0 if player else 1
            left = self.by_client.get(client, 1) - 1
            if left > 0:
                self.by_client[client] = left
            else:
                self.by_client.pop(client, None)


OPEN_STREAMS = _OpenStreams()


class _Held:
    """The stream's messages; its place among the open streams is given back when the server
    closes the response, also when the client left before the first message (a generator
    that never started would not run its `finally`)."""

    def __init__(self, messages: Iterator[str], client: str, player: bool) -> None:
        self._messages = messages
        self._held = True
        self._client = client
        self._player = player

    def __iter__(self) -> Iterator[str]:
        return self._messages

    def close(self) -> None:
        if self._held:
            self._held = False
            close = getattr(self._messages, "close", None)
            if close is not None:
                close()
            OPEN_STREAMS.give_back(self._client, player=self._player)


def stream(request: HttpRequest, game_id: str) -> HttpResponse:
    """GET /games/<id>/stream/?after=SEQ: the records after SEQ as the game moves. Who may
    watch the game (access.require_may_watch) may open its stream."""
    try:
        game = services.get_game(game_id)
        access.require_may_watch(game, request.user)
    except GameError as error:
        body = {"code": error.code, "message": error.message}
        return JsonResponse(body, status=error.http_status)
    raw = request.GET.get("after") or request.headers.get("Last-Event-ID") or "-1"
    try:
        after = int(raw)
    except ValueError:
        return JsonResponse({"code": "stream/bad_after", "message": "after is a seq"}, status=400)
    if not request.META.get("wsgi.multithread", True):
        return _refused(
            "stream/single_threaded",
            "this server serves one request at a time per process; poll the game instead",
        )
    client = client_key(request)
    player = services.player_index(game, request.user) is not None
    refusal = OPEN_STREAMS.take(client, player=player)
    if refusal == "stream/client_busy":
        return _refused(refusal, "you have too many live streams open; poll the game instead")
    if refusal:
        return _refused(refusal, "too many live streams open here; poll the game instead")
    held = _Held(_events(game.pk, after), client, player)
    response = StreamingHttpResponse(held, content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # nginx: pass each message on at once
    return response


def client_key(request: HttpRequest) -> str:
    """Whose streams these are: the signed-in user, else the client's address."""
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return f"user:{user.pk}"
    return f"address:{request.META.get('REMOTE_ADDR') or ''}"


def _refused(code: str, message: str) -> JsonResponse:
    """503 with Retry-After: EventSource gives up on it and the page polls the game API."""
    response = JsonResponse({"code": code, "message": message}, status=503)
    response["Retry-After"] = "30"
    return response


def _moved(game_pk: object, last: int) -> tuple[str, int, int] | None:
    """The message of the records after `last`, its id and the game's head, in one query
    (the head and status come along with the records); None when there is none."""
    rows = list(
        GameEvent.objects.filter(game_id=game_pk, seq__gt=last)
        .order_by("seq")
        .values_list("payload", "game__head_seq", "game__status")[:MAX_RECORDS]
    )
    if not rows:
        return None
    records = [row[0] for row in rows]
    head, status = rows[-1][1], rows[-1][2]
    sent = int(records[-1].get("seq", head))
    data = json.dumps({"seq": head, "status": status, "records": records})
    return f"id: {sent}\nevent: moved\ndata: {data}\n\n", sent, head


def _events(game_pk: object, after: int) -> Iterator[str]:
    # Subscribed before the first read and before the first line goes out: a move committed
    # after the client hears from the stream is not missed.
    bus = live_bus.subscribe(game_pk)  # None: poll
    last = after
    ends = time.monotonic() + STREAM_SECONDS
    quiet_since = time.monotonic()
    recheck = float(getattr(settings, "LIVE_RECHECK_SECONDS", 5.0))
    read_at = 0.0  # when to read the head next (polling, or the check behind the push)
    fetch = False  # read the records now (the head moved, or a move was published)
    try:
        yield "retry: 500\n\n"
        while time.monotonic() < ends:
            if time.monotonic() >= read_at:
                head = Game.objects.filter(pk=game_pk).values_list("head_seq", flat=True).first()
                if head is None:
                    return
                read_at = time.monotonic() + (POLL_SECONDS if bus is None else recheck)
                fetch = fetch or head > last
            if fetch:
                fetch = False
                found = _moved(game_pk, last)
                if found is not None:
                    message, last, head = found
                    yield message
                    quiet_since = time.monotonic()
                    if last < head:
                        fetch = True  # more than one message's worth: the rest at once
                        continue
            if time.monotonic() - quiet_since > KEEPALIVE_SECONDS:
                yield ": still here\n\n"  # a closed browser ends the stream on this write
                quiet_since = time.monotonic()
            if bus is None:
                time.sleep(POLL_SECONDS)
                continue
            wake = min(read_at, quiet_since + KEEPALIVE_SECONDS, ends)
            try:
                if bus.wait(max(0.0, wake - time.monotonic())):
                    fetch = True  # a move was published: its records, in one query
            except live_bus.Unavailable:
                bus, read_at = None, 0.0  # Redis went away: poll for the rest of the stream
    except (DatabaseError, RuntimeError):
        # The database went away (a restart; a test that ended): the browser reconnects.
        return
    finally:
        if bus is not None:
            bus.close()
