"""Text that goes into a game's log or its disputes has a length limit on the server: the log
is append-only, so an oversized annotation would stay forever (issue 9, item 10)."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import disputes, services
from games.models import Dispute, Game, GameEvent
from games.systems.dicemasters import ACTION_TEXT_MAX_CHARS

pytestmark = pytest.mark.django_db


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def stored(game: Game) -> tuple[int, int]:
    return GameEvent.objects.filter(game=game).count(), Dispute.objects.count()


@pytest.fixture
def game(users: dict[str, Any]) -> Game:
    return services.start_game(users["alice"], users["bob"])


@pytest.mark.parametrize(
    ("kind", "params", "field"),
    [
        ("annotate", {"about_seq": 0}, "text"),
        ("set_life", {"target": 0, "life": 19}, "reason"),
        ("rewind", {"to_seq": 0}, "reason"),
    ],
)
def test_a_ruling_text_over_its_limit_is_refused_and_nothing_is_appended(
    users: dict[str, Any], game: Game, kind: str, params: dict[str, Any], field: str
) -> None:
    limit = disputes.RULING_TEXT_MAX_CHARS
    before = stored(game)
    answer = client_for(users["staff"]).post(
        f"/api/games/{game.pk}/rulings/",
        {"kind": kind, **params, field: "x" * (limit + 1)},
        format="json",
    )
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "ruling/text_too_long"
    assert stored(game) == before


def test_a_ruling_text_at_its_limit_is_appended(users: dict[str, Any], game: Game) -> None:
    text = "x" * disputes.RULING_TEXT_MAX_CHARS
    answer = client_for(users["staff"]).post(
        f"/api/games/{game.pk}/rulings/",
        {"kind": "annotate", "about_seq": 0, "text": text},
        format="json",
    )
    assert answer.status_code == 201, answer.content
    assert answer.json()["events"][0]["text"] == text


@pytest.mark.parametrize("text", [None, 5, ["a"], {"a": 1}])
def test_a_ruling_text_that_is_not_a_string_is_refused(
    users: dict[str, Any], game: Game, text: Any
) -> None:
    """It used to be str()-ed into the log ("None", "['a']")."""
    before = stored(game)
    answer = client_for(users["staff"]).post(
        f"/api/games/{game.pk}/rulings/",
        {"kind": "annotate", "about_seq": 0, "text": text},
        format="json",
    )
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "ruling/bad_params"
    assert stored(game) == before


def test_a_dispute_reason_over_its_limit_is_refused(users: dict[str, Any], game: Game) -> None:
    before = stored(game)
    answer = client_for(users["alice"]).post(
        f"/api/games/{game.pk}/disputes/",
        {"seq": 0, "reason": "x" * (disputes.DISPUTE_REASON_MAX_CHARS + 1)},
        format="json",
    )
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "dispute/reason_too_long"
    assert stored(game) == before


@pytest.mark.parametrize("reason", [None, 5, ["a"]])
def test_a_dispute_reason_that_is_not_a_string_is_refused(
    users: dict[str, Any], game: Game, reason: Any
) -> None:
    before = stored(game)
    answer = client_for(users["alice"]).post(
        f"/api/games/{game.pk}/disputes/", {"seq": 0, "reason": reason}, format="json"
    )
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "dispute/no_reason"
    assert stored(game) == before


def test_a_string_in_an_action_over_its_limit_is_refused_before_the_engine(
    users: dict[str, Any], game: Game
) -> None:
    """Card and die ids are short; a long one is not an id and never reaches the log."""
    before = stored(game)
    answer = client_for(users["alice"]).post(
        f"/api/games/{game.pk}/actions/",
        {
            "action": {"type": "purchase", "card": "x" * (ACTION_TEXT_MAX_CHARS + 1)},
            "expected_seq": game.head_seq,
        },
        format="json",
    )
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "action/malformed"
    assert stored(game) == before


@pytest.mark.parametrize(
    "action",
    [
        {"type": "judge_set_life", "target": 1, "life": 0, "judge": "alice"},
        {"type": "judge_annotate", "about_seq": 0, "text": "mine", "judge": "alice"},
        {"type": "judge_rewind", "to_seq": 0, "judge": "alice"},
    ],
)
def test_a_player_cannot_send_a_ruling_as_a_game_action(
    users: dict[str, Any], game: Game, action: dict[str, Any]
) -> None:
    """Rulings are the judges' (POST /rulings/); through /actions/ a player could set the
    opponent's life to 0 and win."""
    before = stored(game)
    answer = client_for(users["alice"]).post(
        f"/api/games/{game.pk}/actions/",
        {"action": action, "expected_seq": game.head_seq},
        format="json",
    )
    assert answer.status_code == 403, answer.content
    assert answer.json()["code"] == "action/judges_only"
    assert stored(game) == before
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
