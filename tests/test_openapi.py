"""The OpenAPI schema matches the answers (issue 9, item 21): arrays documented as arrays,
401 with a challenge where a token would help, query values checked, no empty results."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services as game_services
from tournaments import events
from tournaments.models import ResultEntry
from tournaments.registration import entries
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db


@pytest.fixture
def schema(client: Any) -> dict[str, Any]:
    answer = client.get("/api/schema/", {"format": "json"})
    assert answer.status_code == 200
    return answer.json()


def response_schema(schema: dict[str, Any], path: str, method: str, status: str) -> Any:
    return schema["paths"][path][method]["responses"][status]["content"]["application/json"][
        "schema"
    ]


@pytest.mark.parametrize("path", ["/api/games/{game_id}/disputes/", "/api/games/{game_id}/log/"])
def test_lists_are_documented_as_arrays(schema: dict[str, Any], path: str) -> None:
    """GET /disputes/ and /log/ answer JSON arrays; they were documented as objects."""
    assert response_schema(schema, path, "get", "200")["type"] == "array"


def test_every_api_operation_documents_401_and_bad_input(schema: dict[str, Any]) -> None:
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            assert {"400", "401"} <= set(operation["responses"]), (method, path)


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api/games/{game}/legal-actions/"),
        ("post", "/api/games/{game}/actions/"),
        ("get", "/api/games/{game}/disputes/"),
        ("post", "/api/tournaments/"),
        ("get", "/api/tasks/some-task/"),
    ],
)
def test_an_anonymous_request_that_needs_a_token_gets_401_with_a_challenge(
    django_user_model: Any, method: str, path: str
) -> None:
    make = django_user_model.objects.create_user
    game = game_services.start_game(make("alice"), make("bob"))
    answer = getattr(APIClient(), method)(path.format(game=game.pk), {}, format="json")
    assert answer.status_code == 401, answer.content
    assert answer["WWW-Authenticate"].startswith("Token")
    assert answer.json()["code"] == "request/not_authenticated"


@pytest.mark.parametrize("value", ["xml", "", "JSON", "jsonl "])
def test_the_log_refuses_an_unknown_format(django_user_model: Any, value: str) -> None:
    make = django_user_model.objects.create_user
    game = game_services.start_game(make("alice"), make("bob"))
    answer = APIClient().get(f"/api/games/{game.pk}/log/", {"as": value})
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "log/bad_format"


@pytest.mark.parametrize("value", ["json", "jsonl"])
def test_the_log_takes_its_documented_formats(django_user_model: Any, value: str) -> None:
    make = django_user_model.objects.create_user
    game = game_services.start_game(make("alice"), make("bob"))
    answer = APIClient().get(f"/api/games/{game.pk}/log/", {"as": value})
    assert answer.status_code == 200


@pytest.mark.parametrize("route", ["report", "correct"])
def test_a_result_of_no_games_at_all_is_refused(django_user_model: Any, route: str) -> None:
    """0-0-0 is not a match result (it counted as a played match with no game)."""
    make = django_user_model.objects.create_user
    organizer = make("olga")
    tournament = events.create_tournament(organizer, name="Cup", date=datetime.date(2026, 12, 5))
    for name in ("alice", "bob"):
        entries.register(tournament, make(name))
    match = generation.generate_round(tournament.pk, 1).matches.get()
    client = APIClient()
    client.force_authenticate(organizer if route == "correct" else match.player_a.user)
    before = ResultEntry.objects.count()
    body = {"a_wins": 0, "b_wins": 0, "draws": 0, "reason": "nobody came"}
    answer = client.post(f"/api/matches/{match.pk}/{route}/", body, format="json")
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "result/bad_score"
    assert ResultEntry.objects.count() == before
