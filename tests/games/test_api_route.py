"""A token's move and legal actions through the shorter middleware chain (config/api_route.py,
issue 18) are answered exactly as through the whole chain: status, headers and body.

Two games started with the same seed between the same players are the same game but for
their ids: one is played through the token route's handler, the other through Django's usual
one, both called as gunicorn calls the WSGI application.
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import RequestFactory
from django.urls import resolve
from rest_framework.authtoken.models import Token

from config.api_route import SKIPPED, Routed, TokenApiHandler, token_route
from games import services
from games.models import Game

pytestmark = pytest.mark.django_db

SEED = "7a" * 32


@pytest.fixture(autouse=True)
def in_the_test_transaction() -> Iterator[None]:
    """As Django's test client: the request signals do not close the test's connection."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture(scope="module")
def handlers() -> tuple[WSGIHandler, WSGIHandler]:
    return TokenApiHandler(), WSGIHandler()


def environ(
    method: str, path: str, token: str | None, body: Any = None, **headers: str
) -> dict[str, Any]:
    data = b"" if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    found = {
        "REQUEST_METHOD": method,
        "PATH_INFO": path,
        "QUERY_STRING": headers.pop("query", ""),
        "SERVER_NAME": "testserver",
        "SERVER_PORT": "80",
        "HTTP_HOST": "testserver",
        "HTTP_ACCEPT": "application/json",
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(data)),
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.input": io.BytesIO(data),
        "wsgi.url_scheme": "http",
        "wsgi.errors": sys.stderr,
        "SERVER_PROTOCOL": "HTTP/1.1",
        **headers,
    }
    if token is not None:
        found["HTTP_AUTHORIZATION"] = f"Token {token}"
    return found


def call(handler: WSGIHandler, env: dict[str, Any]) -> tuple[str, list, bytes]:
    started: list[tuple[str, list]] = []
    chunks = handler(env, lambda status, headers, exc_info=None: started.append((status, headers)))
    body = b"".join(chunks)
    chunks.close()  # type: ignore[attr-defined]
    return started[0][0], started[0][1], body


def same(
    handlers: tuple[WSGIHandler, WSGIHandler],
    games: tuple[Game, Game],
    method: str,
    path: str,
    token: str | None,
    body: Any = None,
    **headers: str,
) -> tuple[str, Any]:
    """The request asked of both handlers (each of its own game) answers the same: the
    status and the parsed body of the token route's answer."""
    answers = []
    for handler, game in zip(handlers, games, strict=True):
        env = environ(method, path.format(game=game.pk), token, body, **dict(headers))
        status, head, content = call(handler, env)
        answers.append((status, head, content.decode().replace(str(game.pk), "GAME")))
    assert answers[0] == answers[1]
    status, _, text = answers[0]
    return status, json.loads(text) if text else None


def key(user: Any) -> str:
    return Token.objects.get_or_create(user=user)[0].key


def test_the_route_takes_only_a_tokens_cookieless_game_requests() -> None:
    move = {"PATH_INFO": "/api/games/abc/actions/", "HTTP_AUTHORIZATION": "Token k"}
    assert token_route(move)
    assert token_route({**move, "PATH_INFO": "/api/games/abc/legal-actions/"})
    assert token_route({**move, "HTTP_AUTHORIZATION": "token k"})  # DRF's keyword, any case
    assert not token_route({**move, "HTTP_COOKIE": "sessionid=x"})
    assert not token_route({**move, "HTTP_AUTHORIZATION": "Bearer k"})
    assert not token_route({"PATH_INFO": move["PATH_INFO"]})
    for path in ("/api/games/abc/", "/api/games/abc/log/", "/api/games/a/b/actions/", "/"):
        assert not token_route({**move, "PATH_INFO": path})
    assert not token_route({**move, "PATH_INFO": "/api/games/abc/actions/x"})
    assert token_route({**move, "HTTP_ACCEPT": "*/*"})
    assert not token_route({**move, "HTTP_ACCEPT": "text/html"})  # DRF's browsable API
    assert not token_route({**move, "QUERY_STRING": "format=api"})
    assert "django.middleware.security.SecurityMiddleware" not in SKIPPED
    assert "config.api_guard.ApiGuardMiddleware" not in SKIPPED


def test_the_route_finds_the_view_the_urlconf_finds(
    handlers: tuple[WSGIHandler, WSGIHandler],
) -> None:
    for path in (
        "/api/games/abc/actions/",
        "/api/games/6843a48b-da30-40cf-9f7d-3710edfb1fd2/legal-actions/",
        "/api/games/a%20b/actions/",
        "/api/games/-/legal-actions/",
    ):
        request = RequestFactory().get(path)
        found = handlers[0].resolve_request(request)
        assert request.resolver_match is found
        assert found.__dict__ == resolve(request.path_info).__dict__
    log = RequestFactory().get("/api/games/abc/log/")  # not a route: the URLconf's answer
    assert handlers[0].resolve_request(log).url_name == "game-log"


def test_the_application_routes_by_token_route() -> None:
    seen: list[str] = []
    routed = Routed(
        lambda env, start: seen.append("usual") or [],  # type: ignore[arg-type]
        lambda env, start: seen.append("token") or [],  # type: ignore[arg-type]
    )
    routed({"PATH_INFO": "/api/games/g/actions/", "HTTP_AUTHORIZATION": "Token k"}, None)
    routed({"PATH_INFO": "/api/games/g/", "HTTP_AUTHORIZATION": "Token k"}, None)
    assert seen == ["token", "usual"]


def test_a_game_played_through_the_route_answers_as_through_the_whole_chain(
    handlers: tuple[WSGIHandler, WSGIHandler], users: dict[str, Any]
) -> None:
    one, two = users["alice"], users["bob"]
    games = services.start_game(one, two, seed=SEED), services.start_game(one, two, seed=SEED)
    tokens = [key(one), key(two)]
    for _ in range(10):
        found = None
        for seat, token in enumerate(tokens):
            status, answer = same(handlers, games, "GET", "/api/games/{game}/legal-actions/", token)
            assert status == "200 OK"
            actions = [a for a in answer["actions"] if a["type"] != "concede"]
            if actions:
                found = seat, answer["seq"], actions[-1]
        assert found is not None
        seat, seq, action = found
        body = {"action": action, "expected_seq": seq}
        path = "/api/games/{game}/actions/"
        status, answer = same(handlers, games, "POST", path, tokens[seat], body)
        assert status.startswith("201") and answer["seq"] > seq
        status, answer = same(handlers, games, "POST", path, tokens[seat], body)  # again
        assert status.startswith("409") and answer["code"] == "turn/stale_seq"


def test_refusals_through_the_route_are_the_whole_chains(
    handlers: tuple[WSGIHandler, WSGIHandler], users: dict[str, Any], monkeypatch: Any
) -> None:
    alice, bob, carol = users["alice"], users["bob"], users["carol"]
    games = services.start_game(alice, bob, seed=SEED), services.start_game(alice, bob, seed=SEED)
    path = "/api/games/{game}/actions/"
    concede = {"action": {"type": "concede"}, "expected_seq": 0}
    cases: list[tuple[str, str | None, Any, dict[str, str], str]] = [
        ("POST", "nope", concede, {}, "401"),  # a token refused: DRF's answer
        ("POST", key(carol), concede, {}, "403"),  # not a player
        ("POST", key(alice), {"action": {"type": "x"}, "expected_seq": 0}, {}, "4"),
        ("POST", key(alice), b'{"action": {}, "expected_seq": NaN}', {}, "400"),
        ("POST", key(alice), b'{"action": ', {}, "400"),
        ("POST", key(alice), concede, {"HTTP_IDEMPOTENCY_KEY": "k" * 129}, "400"),
        ("POST", key(alice), concede, {"query": "choices=2"}, "4"),
        ("POST", key(alice), {"expected_seq": "0", "action": {}}, {}, "4"),
        ("POST", key(alice), b"a=1", {"CONTENT_TYPE": "application/x-www-form-urlencoded"}, ""),
        ("POST", key(alice), b"\x00" * 4, {}, "400"),
        ("DELETE", key(alice), None, {}, "405"),
    ]
    for method, token, body, headers, status in cases:
        answer = same(handlers, games, method, path, token, body, **headers)
        assert answer[0].startswith(status), (method, body, headers, answer)
    legal = "/api/games/{game}/legal-actions/"
    assert same(handlers, games, "GET", legal, "nope")[0].startswith("401")
    missing = "/api/games/00000000-0000-0000-0000-000000000000/actions/"
    answer = same(handlers, games, "POST", missing, key(alice), concede)
    assert answer[1]["code"] == "game/not_found"

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr(services, "submit_action", broken)
    status, answer = same(handlers, games, "POST", path, key(alice), concede)
    assert status.startswith("500") and answer["code"] == "server/error"
