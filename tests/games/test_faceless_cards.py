"""A card the engine cannot roll (no die faces) is a 400 naming the card on every route that
makes a game or checks a team, never a 500 (issue 16: `ValueError: card ... has no faces`)."""

from __future__ import annotations

from typing import Any

import pytest

from cards import services as card_services
from games import services
from games.errors import MalformedAction
from games.models import Game
from tests.games.test_api import assert_error, client_for

pytestmark = pytest.mark.django_db

FACELESS = {
    "id": "1nof", "set_code": "nof", "number": "1", "name": "Faceless", "subtitle": "Blank Die",
    "kind": "character", "cost": 2, "energy_types": ["bolt"], "affiliations": [], "max_dice": 4,
}  # fmt: skip
TEAM = [["1nof", 2], ["jubilee-wondra", 4]]
BACS = ["way-out-west", "counterstrike"]


@pytest.fixture
def faceless() -> None:
    card_services.import_records([card_services.Incoming(FACELESS, "nof", "1")], "test")


def test_staff_post_games_with_a_faceless_card_is_a_400_naming_it(
    users: dict[str, Any], faceless: None
) -> None:
    body = {
        "player_one": users["alice"].pk,
        "player_two": users["bob"].pk,
        "team_lists": [
            {"cards": TEAM, "basic_actions": BACS},
            {"cards": [["jubilee-wondra", 4]], "basic_actions": BACS},
        ],
    }
    answer = client_for(users["staff"]).post("/api/games/", body, format="json")
    assert_error(answer, 400, "team/no_dice_faces")  # before: 500 ValueError
    assert "Faceless: Blank Die (1nof)" in answer.json()["message"]
    assert Game.objects.count() == 0


def test_start_game_refuses_a_faceless_card_by_name(users: dict[str, Any], faceless: None) -> None:
    with pytest.raises(MalformedAction) as caught:
        services.start_game(
            users["alice"], users["bob"], teams=(tuple(map(tuple, TEAM)), (("jubilee-wondra", 4),)),
            basic_actions=(tuple(BACS), tuple(BACS)),
        )  # fmt: skip
    assert caught.value.code == "team/no_dice_faces" and "1nof" in caught.value.message
