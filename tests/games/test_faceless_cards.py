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
from tests.tournaments.test_team_lists import client_for as api
from tests.tournaments.test_team_lists import event, make_user  # noqa: F401
from tournaments.models import TeamListEntry, Tournament

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


def test_team_list_routes_name_the_faceless_card(
    faceless: None,
    event: dict[str, Any],  # noqa: F811
) -> None:
    """An online event: the player's submission and the organizer's for a registration are a
    400 naming the card; the check answers the same problem without writing."""
    people = event
    tournament = people["tournament"]
    tournament.play_mode = Tournament.PlayMode.ONLINE
    tournament.save()
    link = {"link": "?view&cards=2x1nof;1x41ocr;1x39ocr"}
    base = f"/api/tournaments/{tournament.pk}/"
    alice = tournament.registrations.get(user=people["alice"])
    for who, url in (
        ("alice", f"{base}team-list/"),
        ("organizer", f"{base}registrations/{alice.pk}/team-list/"),
    ):
        answer = api(people[who]).post(url, link, format="json")
        assert_error(answer, 400, "team_list/invalid")
        (problem,) = answer.json()["problems"]
        assert (problem["code"], problem["card"]) == ("team/no_dice_faces", "1nof")
        assert "Faceless: Blank Die" in problem["message"]
    checked = api(people["alice"]).post(f"{base}team-list/check/", link, format="json").json()
    assert not checked["valid"]
    assert [(p["code"], p["card"]) for p in checked["problems"]] == [("team/no_dice_faces", "1nof")]
    assert TeamListEntry.objects.count() == 0
