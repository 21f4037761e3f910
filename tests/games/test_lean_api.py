"""The lean way through the move and legal-actions endpoints (config/lean_api.py, issue 18):
a token's usual JSON request skips DRF's generic layers and gets exactly DRF's answer, and
everything else still goes through DRF.

Two games started with the same seed between the same players are the same game but for
their ids: one is played through the lean way, the other through DRF's (an `Accept` header
that JsonFirstNegotiation does not answer at once sends a request there), and every answer
must be the same, status, body and headers.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.views import APIView

from games import services
from games.models import Game

pytestmark = pytest.mark.django_db

SEED = "5e" * 32
DRF_ACCEPT = "application/json, text/plain;q=0.5"  # negotiated by DRF in full: JSON too
VARYING = {"Content-Security-Policy"}  # a fresh nonce on every answer


@pytest.fixture
def drf_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The requests that went through DRF's dispatch (the lean way does not)."""
    calls: list[str] = []
    dispatch = APIView.dispatch

    def counted(view: Any, request: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(f"{request.method} {request.path}")
        return dispatch(view, request, *args, **kwargs)

    monkeypatch.setattr(APIView, "dispatch", counted)
    return calls


@pytest.fixture
def pair(users: dict[str, Any]) -> tuple[Game, Game]:
    one, two = users["alice"], users["bob"]
    return services.start_game(one, two, seed=SEED), services.start_game(one, two, seed=SEED)


def token_client(user: Any, **extra: Any) -> Client:
    key = Token.objects.get_or_create(user=user)[0].key
    return Client(HTTP_AUTHORIZATION=f"Token {key}", raise_request_exception=False, **extra)


def both(user: Any) -> tuple[Client, Client]:
    """The same player's lean client and DRF client."""
    return token_client(user), token_client(user, HTTP_ACCEPT=DRF_ACCEPT)


def same(lean: Any, drf: Any, lean_game: Game, drf_game: Game) -> Any:
    """Lean and DRF answers agree (the game ids aside); the lean body."""
    assert lean.status_code == drf.status_code, (lean.content, drf.content)
    lean_headers = {k: v for k, v in lean.headers.items() if k not in VARYING}
    drf_headers = {k: v for k, v in drf.headers.items() if k not in VARYING}
    assert lean_headers == drf_headers
    text = lean.content.decode().replace(str(lean_game.pk), "GAME")
    assert text == drf.content.decode().replace(str(drf_game.pk), "GAME")
    return json.loads(lean.content)


def post(client: Client, game: Game, body: Any, **extra: Any) -> Any:
    return client.post(
        f"/api/games/{game.pk}/actions/", body, content_type="application/json", **extra
    )


def test_a_game_played_the_lean_way_answers_as_drf_does(
    pair: tuple[Game, Game], users: dict[str, Any], drf_calls: list[str]
) -> None:
    lean_game, drf_game = pair
    seats = [both(users["alice"]), both(users["bob"])]
    lean_calls = 0
    for _ in range(12):
        found = None
        for seat, (lean, drf) in enumerate(seats):
            url = "/api/games/{}/legal-actions/"
            answer = same(
                lean.get(url.format(lean_game.pk)),
                drf.get(url.format(drf_game.pk)),
                lean_game,
                drf_game,
            )
            lean_calls += 1
            actions = [a for a in answer["actions"] if a["type"] != "concede"]
            if actions:
                found = seat, answer["seq"], actions[-1]
        assert found is not None
        seat, seq, action = found
        lean, drf = seats[seat]
        body = {"action": action, "expected_seq": seq}
        answer = same(post(lean, lean_game, body), post(drf, drf_game, body), lean_game, drf_game)
        lean_calls += 1
        assert answer["seq"] > seq
    # A move already taken: 409 turn/stale_seq, the same both ways.
    body = {"action": action, "expected_seq": seq}
    stale = same(post(lean, lean_game, body), post(drf, drf_game, body), lean_game, drf_game)
    assert stale["code"] == "turn/stale_seq"
    assert len(drf_calls) == lean_calls + 1  # each DRF request once; no lean one


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"action": {"type": "no_such_thing"}, "expected_seq": 0}, 400, None),
        ({"action": {"type": "pass_priority"}, "expected_seq": 10**6}, 409, "turn/stale_seq"),
        ({"action": {}, "expected_seq": "1"}, None, None),  # DRF's coercions: not lean
        ([1, 2], 400, "action/malformed"),  # not lean either
    ],
)
def test_refusals_are_drfs_answers(
    pair: tuple[Game, Game], users: dict[str, Any], body: Any, status: Any, code: Any
) -> None:
    lean_game, drf_game = pair
    for user in (users["alice"], users["bob"], users["carol"]):  # carol plays neither
        lean, drf = both(user)
        answer = same(post(lean, lean_game, body), post(drf, drf_game, body), lean_game, drf_game)
        if user == users["carol"]:
            assert answer["code"] in ("game/not_a_player", "action/malformed", "turn/bad_seq")
        elif status is not None:
            assert answer["code"] == code or code is None


def test_an_overlong_idempotency_key_and_an_unknown_game(users: dict[str, Any]) -> None:
    lean, drf = both(users["alice"])
    game = services.start_game(users["alice"], users["bob"], seed=SEED)
    body = {"action": {"type": "concede"}, "expected_seq": 0}
    extra = {"HTTP_IDEMPOTENCY_KEY": "k" * 129}
    answer = same(post(lean, game, body, **extra), post(drf, game, body, **extra), game, game)
    assert answer["code"] == "request/bad_key"
    missing = "00000000-0000-0000-0000-000000000000"
    lean_404 = lean.post(f"/api/games/{missing}/actions/", body, content_type="application/json")
    drf_404 = drf.post(f"/api/games/{missing}/actions/", body, content_type="application/json")
    assert same(lean_404, drf_404, game, game)["code"] == "game/not_found"


def test_what_is_not_a_usual_request_goes_through_drf(
    pair: tuple[Game, Game], users: dict[str, Any], drf_calls: list[str]
) -> None:
    """Another scheme or none, a bad token, a form, NaN, HTML asked for: DRF answers."""
    game = pair[0]
    body = {"action": {"type": "concede"}, "expected_seq": 0}
    url = f"/api/games/{game.pk}/actions/"
    bad_token = Client(HTTP_AUTHORIZATION="Token nope", raise_request_exception=False)
    answer = bad_token.post(url, body, content_type="application/json")
    assert answer.status_code == 401 and answer["WWW-Authenticate"] == "Token"
    assert answer.json()["code"] == "request/authentication_failed"
    anonymous = Client(raise_request_exception=False).post(url, body, "application/json")
    assert anonymous.status_code == 401
    # A session needs its CSRF token, on the lean endpoints as anywhere.
    session = Client(enforce_csrf_checks=True, raise_request_exception=False)
    session.force_login(users["alice"])
    refused = session.post(url, body, content_type="application/json")
    assert refused.status_code == 403 and refused.json()["code"] == "request/permission_denied"
    alice = token_client(users["alice"])
    nan = alice.post(url, '{"action": {}, "expected_seq": NaN}', content_type="application/json")
    assert nan.status_code == 400 and nan.json()["code"] == "request/parse_error"
    html = token_client(users["alice"], HTTP_ACCEPT="text/html")
    assert html.get(f"/api/games/{game.pk}/legal-actions/")["Content-Type"].startswith("text/html")
    form = alice.post(url, {"expected_seq": "0"})  # multipart: DRF's parsers
    assert form.status_code == 400 and form.json()["code"] == "action/malformed"
    assert len(drf_calls) == 6


def test_an_unexpected_error_on_the_lean_way_is_a_json_500(
    pair: tuple[Game, Game], users: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr(services, "submit_action", broken)
    body = {"action": {"type": "concede"}, "expected_seq": 0}
    lean, drf = both(users["alice"])
    answer = same(post(lean, pair[0], body), post(drf, pair[1], body), *pair)
    assert answer["code"] == "server/error"


def test_the_write_limit_counts_lean_moves(
    pair: tuple[Game, Game], users: dict[str, Any], settings: Any, drf_calls: list[str]
) -> None:
    settings.THROTTLE_RATES = {"login": None, "writes": "2/min"}
    cache.clear()
    alice = token_client(users["alice"])
    body = {"action": {"type": "pass_priority"}, "expected_seq": 10**6}
    codes = [post(alice, pair[0], body).status_code for _ in range(3)]
    assert codes == [409, 409, 429]
    refused = post(alice, pair[0], body)
    assert refused.json()["code"] == "request/throttled" and int(refused["Retry-After"]) > 0
    assert alice.get(f"/api/games/{pair[0].pk}/legal-actions/").status_code == 200  # reads
    assert drf_calls == []
    cache.clear()
