"""Game options are checked at the API (names, types, ranges, enums) with game/bad_setup,
and an engine refusal of a setup is a 400 too; nothing is written (issue 9, item 11)."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services
from games.engine import DEMO_TEAMS
from games.errors import GameError
from games.models import Game, GameEvent

pytestmark = pytest.mark.django_db


def staff_client(users: dict[str, Any]) -> APIClient:
    client = APIClient()
    client.force_authenticate(users["staff"])
    return client


def written() -> tuple[int, int]:
    return Game.objects.count(), GameEvent.objects.count()


@pytest.mark.parametrize(
    "options",
    [
        {"starting_life": 0},
        {"starting_life": -5},
        {"starting_life": 10**6},
        {"starting_life": True},
        {"turns_after_time": -1},
        {"turns_after_time": 1000},
        {"rules": "dm-1999"},
        {"chooser": 2},
        {"chooser": "0"},
        {"first_player_may_attack_first_turn": "yes"},
    ],
    ids=repr,
)
@pytest.mark.parametrize("mode", ["online", "paper"])
def test_a_game_option_out_of_range_or_of_the_wrong_type_is_refused_with_400(
    users: dict[str, Any], options: dict[str, Any], mode: str
) -> None:
    """Starting life 0 used to create an online game that never started."""
    before = written()
    body = {
        "player_one": users["alice"].pk,
        "player_two": users["bob"].pk,
        "mode": mode,
        "options": options,
    }
    answer = staff_client(users).post("/api/games/", body, format="json")
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "game/bad_setup"
    assert written() == before


def test_options_at_the_edges_of_their_ranges_are_taken(users: dict[str, Any]) -> None:
    body = {
        "player_one": users["alice"].pk,
        "player_two": users["bob"].pk,
        "options": {"starting_life": 1, "turns_after_time": 0, "chooser": 1, "rules": "dm-2018"},
    }
    answer = staff_client(users).post("/api/games/", body, format="json")
    assert answer.status_code == 201, answer.content
    legal = staff_client(users).get(f"/api/games/{answer.json()['game']['id']}/legal-actions/")
    assert legal.status_code in (200, 403)


def test_the_engine_refusing_a_setup_is_a_400_not_a_422(users: dict[str, Any]) -> None:
    """What the API cannot check (a team's cards) the engine refuses: still bad input."""
    before = written()
    teams = ((("no-such-card", 4),), DEMO_TEAMS[1])
    with pytest.raises(GameError) as refused:
        services.start_game(users["alice"], users["bob"], teams=teams)
    assert (refused.value.code, refused.value.http_status) == ("team/unknown_card", 400)
    assert written() == before
