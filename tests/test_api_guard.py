"""The API's front door (config/api_guard.py): deep JSON, huge bodies and text PostgreSQL
cannot store are refused with 400/413 {code, message} and write nothing; every error answer
under /api/ is JSON, whoever produced it (issue 9, items 8 and 9)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games import services
from games.models import Dispute, Game, GameEvent
from tournaments.models import Registration, Tournament

pytestmark = pytest.mark.django_db

DEEP = "[" * 1000 + "]" * 1000


@pytest.fixture
def world(django_user_model: Any, settings: Any) -> dict[str, Any]:
    """Two players in an online game, a staff judge and a tournament to register for."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    make = django_user_model.objects.create_user
    alice, bob = make("alice", password="alice-pass-1"), make("bob")
    staff = make("sam", is_staff=True)
    game = services.start_game(alice, bob)
    tournament = Tournament.objects.create(name="Cup", date="2026-12-01", seed="s")
    return {"alice": alice, "bob": bob, "staff": staff, "game": game, "tournament": tournament}


def client(user: Any = None) -> APIClient:
    api = APIClient(raise_request_exception=False)
    if user is not None:
        api.force_authenticate(user)
    return api


def writes() -> tuple[int, ...]:
    """Row counts of what these endpoints can write: refusals must leave them alone."""
    models = (get_user_model(), Token, Tournament, Registration, Game, GameEvent, Dispute)
    return tuple(model.objects.count() for model in models)


def assert_refused(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert body["code"] == code, body
    assert isinstance(body["message"], str) and body["message"]


def endpoints(world: dict[str, Any]) -> dict[str, tuple[Any, str]]:
    """Every kind of JSON endpoint: anonymous, player, judge, organizer."""
    game, tournament = world["game"].pk, world["tournament"].pk
    return {
        "token": (None, "/api/auth/token/"),
        "tournaments": (world["alice"], "/api/tournaments/"),
        "register": (world["alice"], f"/api/tournaments/{tournament}/registrations/"),
        "actions": (world["alice"], f"/api/games/{game}/actions/"),
        "disputes": (world["alice"], f"/api/games/{game}/disputes/"),
        "rulings": (world["staff"], f"/api/games/{game}/rulings/"),
        "games": (world["staff"], "/api/games/"),
    }


ENDPOINTS = ("token", "tournaments", "register", "actions", "disputes", "rulings", "games")


# --- item 8: depth and size ---------------------------------------------------------------


@pytest.mark.parametrize("name", ENDPOINTS)
def test_json_nested_a_thousand_deep_is_refused_with_400_on_every_json_endpoint(
    world: dict[str, Any], name: str
) -> None:
    """Python's JSON parser recurses: depth 1,000 used to be a 500 RecursionError."""
    user, url = endpoints(world)[name]
    before = writes()
    answer = client(user).post(url, DEEP, content_type="application/json")
    assert_refused(answer, 400, "request/too_deep")
    assert writes() == before


def test_json_within_the_depth_cap_still_reaches_the_view(world: dict[str, Any]) -> None:
    """Depth is counted on brackets outside strings: "[[[" inside a name is just text."""
    answer = client(world["alice"]).post(
        "/api/tournaments/", {"name": "[[[[" * 50, "date": "2026-12-01"}, format="json"
    )
    assert answer.status_code == 201, answer.content


def test_a_body_over_the_size_cap_is_refused_with_413_json(
    world: dict[str, Any], settings: Any
) -> None:
    before = writes()
    body = json.dumps({"username": "x" * settings.API_MAX_BODY_BYTES, "password": "p"})
    answer = client().post("/api/auth/token/", body, content_type="application/json")
    assert_refused(answer, 413, "request/too_large")
    assert writes() == before


# --- item 8: every error under /api/ is JSON ----------------------------------------------


@pytest.mark.parametrize("debug", [False, True])
def test_an_unknown_api_path_answers_404_json_never_an_html_page(
    settings: Any, debug: bool
) -> None:
    settings.DEBUG = debug
    assert_refused(Client().get("/api/no-such-thing/"), 404, "request/not_found")


def test_a_method_a_plain_view_does_not_take_answers_405_json_with_allow() -> None:
    answer = Client().post("/api/health/")
    assert_refused(answer, 405, "request/method_not_allowed")
    assert "GET" in answer["Allow"]


@pytest.mark.urls("tests.failing_urls")
@pytest.mark.parametrize("debug", [False, True])
def test_a_server_error_under_api_is_json_never_a_traceback_page(
    settings: Any, debug: bool
) -> None:
    settings.DEBUG = debug
    answer = Client(raise_request_exception=False).get("/api/fails/")
    assert_refused(answer, 500, "server/error")
    assert b"Traceback" not in answer.content


def test_a_csrf_failure_under_api_is_json(world: dict[str, Any]) -> None:
    """A session without the CSRF token is refused with {code, message}, nothing written."""
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(world["alice"])
    before = writes()
    answer = browser.post(
        "/api/tournaments/",
        json.dumps({"name": "T", "date": "2026-12-01"}),
        content_type="application/json",
    )
    assert answer.status_code == 403
    assert answer["Content-Type"].startswith("application/json")
    assert set(answer.json()) >= {"code", "message"}
    assert "CSRF" in answer.json()["message"]
    assert writes() == before


def test_the_token_endpoint_refuses_bad_credentials_with_code_and_message(
    world: dict[str, Any],
) -> None:
    answer = client().post(
        "/api/auth/token/", {"username": "alice", "password": "wrong"}, format="json"
    )
    assert_refused(answer, 400, "request/invalid")


# --- item 9: NUL and lone surrogates, in every text field and the query string -----------


NUL, SURROGATE = "\\u0000", "\\ud800"


def bodies(world: dict[str, Any], bad: str) -> dict[str, str]:
    """A raw JSON body per endpoint with `bad` (a JSON escape) in its free-text field."""
    return {
        "token": f'{{"username": "alice{bad}", "password": "alice-pass-1"}}',
        "tournaments": f'{{"name": "Cup{bad}", "date": "2026-12-01"}}',
        "register": f'{{"display_name": "Al{bad}ice"}}',
        "actions": f'{{"action": {{"type": "concede", "x{bad}": 1}}, "expected_seq": 0}}',
        "disputes": f'{{"seq": 0, "reason": "wrong{bad}"}}',
        "rulings": f'{{"kind": "annotate", "about_seq": 0, "text": "ok{bad}"}}',
        "games": (
            f'{{"player_one": {world["alice"].pk}, "player_two": {world["bob"].pk},'
            f' "options": {{"rules{bad}": "x"}}}}'
        ),
    }


@pytest.mark.parametrize("bad", [NUL, SURROGATE], ids=["nul", "surrogate"])
@pytest.mark.parametrize("name", ENDPOINTS)
def test_nul_or_a_lone_surrogate_in_any_json_string_is_refused_with_400(
    world: dict[str, Any], name: str, bad: str
) -> None:
    """PostgreSQL cannot store either: they used to be 500s (text and jsonb columns)."""
    user, url = endpoints(world)[name]
    before = writes()
    answer = client(user).post(url, bodies(world, bad)[name], content_type="application/json")
    assert_refused(answer, 400, "request/bad_text")
    assert writes() == before


def test_the_guards_shortcuts_refuse_what_the_full_checks_refuse() -> None:
    """Issue 18: the depth is scanned only when the body has more opening brackets than the
    cap, and strings are walked only when the text has a \\u escape. Neither shortcut lets
    through what the full checks refuse: a raw NUL or encoded surrogate never parses, and
    many brackets inside strings still reach the parser."""
    from config.api_guard import _UNPARSED, BadInput, check_json_body

    deep_in_text = json.dumps({"name": "[{" * 40}).encode()
    assert check_json_body(deep_in_text) == {"name": "[{" * 40}
    assert check_json_body(b'{"a": "x\x00y"}') is _UNPARSED  # strict: raw control characters
    assert check_json_body(b'{"a": "\\\\u0000"}') == {"a": "\\u0000"}  # an escaped backslash
    for body, code in (
        (b'{"a": "\xed\xa0\x80"}', "request/bad_encoding"),  # a surrogate in UTF-8
        (b'{"a": ["\\u0000"]}', "request/bad_text"),
        (b'{"\\udfff": 1}', "request/bad_text"),
        (b"[" * 33 + b"]" * 33, "request/too_deep"),
    ):
        with pytest.raises(BadInput) as refused:
            check_json_body(body)
        assert refused.value.code == code, body


def test_nul_in_a_form_field_is_refused_with_400(world: dict[str, Any]) -> None:
    before = writes()
    answer = client(world["alice"]).post(
        "/api/tournaments/", {"name": "C\x00", "date": "2026-12-01"}
    )
    assert_refused(answer, 400, "request/bad_text")
    assert writes() == before


@pytest.mark.parametrize(
    "path",
    [
        "/api/tournaments/?name=%00",
        "/api/games/{game}/state/?seq=%00",
        "/api/games/{game}/log/?as=json%00",
        "/api/games/{game}%00/",
        "/api/tasks/a%00b/",
    ],
)
def test_nul_in_the_path_or_a_query_parameter_is_refused_with_400(
    world: dict[str, Any], path: str
) -> None:
    answer = client(world["staff"]).get(path.format(game=world["game"].pk))
    assert_refused(answer, 400, "request/bad_text")
