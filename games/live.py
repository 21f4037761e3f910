"""Live updates of a game, pushed to its players and spectators as server-sent events.

A stream is one request that watches the game's head (one primary-key read every
POLL_SECONDS) and sends the new log records whenever it moves: `event: moved`, with
`{"seq": head, "status": ..., "records": [...]}` and the head as the event id, so a browser
that reconnects (EventSource does so by itself, with Last-Event-ID) gets what it missed.
It ends after STREAM_SECONDS (a worker is never held for long; the browser reconnects) and
needs no Redis, so the embedded default (SQLite, eager Celery) pushes too. Pages fall back
to polling the game API when a stream cannot be opened. Why SSE and not Channels:
README.md, "Live updates".
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse, JsonResponse, StreamingHttpResponse

from games import services
from games.errors import GameError
from games.models import Game, GameEvent

POLL_SECONDS = 0.2
STREAM_SECONDS = 25.0
KEEPALIVE_SECONDS = 1.0  # a closed browser is noticed on the next write
MAX_RECORDS = 500  # per message; a client far behind gets the rest in the next ones


def stream(request: HttpRequest, game_id: str) -> HttpResponse:
    """GET /games/<id>/stream/?after=SEQ: the records after SEQ as the game moves. Who may
    watch the game (services.require_may_watch) may open its stream."""
    try:
        game = services.get_game(game_id)
        services.require_may_watch(game, request.user)
    except GameError as error:
        body = {"code": error.code, "message": error.message}
        return JsonResponse(body, status=error.http_status)
    raw = request.GET.get("after") or request.headers.get("Last-Event-ID") or "-1"
    try:
        after = int(raw)
    except ValueError:
        return JsonResponse({"code": "stream/bad_after", "message": "after is a seq"}, status=400)
    response = StreamingHttpResponse(_events(game.pk, after), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # nginx: pass each message on at once
    return response


def _events(game_pk: object, after: int) -> Iterator[str]:
    yield "retry: 500\n\n"
    last = after
    ends = time.monotonic() + STREAM_SECONDS
    quiet_since = time.monotonic()
    try:
        while time.monotonic() < ends:
            head = Game.objects.filter(pk=game_pk).values_list("head_seq", "status").first()
            if head is None:
                return
            if head[0] > last:
                records = list(
                    GameEvent.objects.filter(game_id=game_pk, seq__gt=last)
                    .order_by("seq")
                    .values_list("payload", flat=True)[:MAX_RECORDS]
                )
                last = int(records[-1].get("seq", head[0])) if records else head[0]
                data = json.dumps({"seq": head[0], "status": head[1], "records": records})
                yield f"id: {last}\nevent: moved\ndata: {data}\n\n"
                quiet_since = time.monotonic()
            elif time.monotonic() - quiet_since > KEEPALIVE_SECONDS:
                yield ": still here\n\n"  # a closed browser ends the stream on this write
                quiet_since = time.monotonic()
            time.sleep(POLL_SECONDS)
    except (DatabaseError, RuntimeError):
        # The database went away (a restart; a test that ended): the browser reconnects.
        return
