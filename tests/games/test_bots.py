"""Bots take their turns on their own (issue 10: the demo is playable): a user in the bots
group never keeps a game waiting; Celery runs the task (eagerly in the tests)."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import bots, services
from games.models import Game

pytestmark = pytest.mark.django_db


def test_a_person_plays_a_bot_and_the_game_only_ever_waits_for_the_person(
    django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    person = django_user_model.objects.create_user("person")
    robot = django_user_model.objects.create_user("robot")
    bots.make_bots([robot])
    with django_capture_on_commit_callbacks(execute=True):  # (the test's transaction)
        game = services.start_game(robot, person)
    client = APIClient()
    client.force_authenticate(person)
    for _ in range(400):
        game.refresh_from_db()
        if game.status == Game.Status.ENDED:
            break
        assert services.awaited_seat(game) == 1, "the game waits for the bot"
        actions = client.get(f"/api/games/{game.pk}/legal-actions/").json()["actions"]
        # The person passes, keeps and declines: the bot does the playing.
        action = next(a for a in actions if a["type"] != "concede")
        with django_capture_on_commit_callbacks(execute=True):
            response = client.post(
                f"/api/games/{game.pk}/actions/",
                {"action": action, "expected_seq": game.head_seq},
                format="json",
            )
        assert response.status_code == 201, response.json()
    assert game.status == Game.Status.ENDED


def test_games_without_bots_are_left_alone(django_user_model: Any) -> None:
    one = django_user_model.objects.create_user("one")
    two = django_user_model.objects.create_user("two")
    game = services.start_game(one, two)
    assert bots.bot_seats(game) == (False, False)
    assert bots.play(game.pk) == 0
    game.refresh_from_db()
    assert services.awaited_seat(game) is not None
