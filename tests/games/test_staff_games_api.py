"""Staff create games through the API: two players, or four in a Doubles game (2 v 2,
000:L729-733): who may, with which players, teams and team lists; every refusal a 4xx with
a code and a message, nothing written."""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from games.engine.api import waiting_for
from games.models import Game
from tests.games.test_api import assert_error, client_for, url

pytestmark = pytest.mark.django_db

# Two legal Doubles lists (four cards at most, one Basic Action Card: DOUBLES, model/teams.py)
JUBILEE = ["jubilee-wondra", 4]
HOPE = ["hope-summers-messiah-complex", 4]
MASTERMIND = ["mastermind-fracturing-the-phoenix", 4]
MADELYNE = ["madelyne-pryor-anodyne", 4]
LISTS = [
    {"cards": [JUBILEE], "basic_actions": ["way-out-west"]},
    {"cards": [MASTERMIND], "basic_actions": ["counterstrike"]},
    {"cards": [HOPE], "basic_actions": ["way-out-west"]},
    {"cards": [MADELYNE], "basic_actions": ["counterstrike"]},
]


@pytest.fixture
def four(users: dict[str, Any], django_user_model: Any) -> dict[str, Any]:
    return {**users, "dan": django_user_model.objects.create_user("dan")}


def _body(p: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {
        "player_one": p["alice"].pk,
        "player_two": p["bob"].pk,
        "player_three": p["carol"].pk,
        "player_four": p["dan"].pk,
        **more,
    }


def _post(user: Any, body: dict[str, Any]) -> Any:
    return client_for(user).post("/api/games/", body, format="json")


def test_staff_create_a_doubles_game_of_four(four: dict[str, Any]) -> None:
    """Four users, seats in order (one, two, one's partner, two's partner); the Doubles
    format and a team's 30 life by default; our own set's teams when no lists are sent;
    each partner plays their own seat and sees the game as that seat."""
    created = _post(four["staff"], _body(four))
    assert created.status_code == 201, created.content
    game = Game.objects.get(pk=created.json()["game"]["id"])
    assert [game.player_one, game.player_two, game.player_three, game.player_four] == [
        four["alice"], four["bob"], four["carol"], four["dan"]
    ]  # fmt: skip
    assert game.options["team_format"] == "doubles" and game.options["starting_life"] == 30
    state = services.load_state(game)
    assert state.seats == 4 and [p.name for p in state.players] == ["alice", "bob", "carol", "dan"]
    assert all(p.team for p in state.players)  # a team per seat
    for seat, name in enumerate(("alice", "bob", "carol", "dan")):
        assert services.player_index(game, four[name]) == seat
        mine = client_for(four[name]).get(url(game)).json()
        assert mine["viewer"] == f"player{seat}", mine["viewer"]
    assert client_for(four["staff"]).get(url(game)).json()["viewer"] == "judge"


def test_a_doubles_game_with_a_team_list_per_seat(four: dict[str, Any]) -> None:
    created = _post(four["staff"], _body(four, team_lists=LISTS, mode="paper"))
    assert created.status_code == 201, created.content
    state = services.load_state(Game.objects.get(pk=created.json()["game"]["id"]))
    assert [p.team for p in state.players] == [
        (JUBILEE[0],), (MASTERMIND[0],), (HOPE[0],), (MADELYNE[0],)
    ]  # fmt: skip


def test_only_staff_create_doubles_games(four: dict[str, Any]) -> None:
    """Who may: staff only, even for a player creating their own table."""
    before = Game.objects.count()
    assert_error(_post(four["alice"], _body(four)), 403, "request/permission_denied")
    assert_error(_post(four["dan"], _body(four)), 403, "request/permission_denied")
    assert_error(_post(None, _body(four)), 401, "request/not_authenticated")
    assert Game.objects.count() == before


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"player_three": "alice"}, "player_three"),  # seated twice
        ({"player_four": "bob"}, "player_four"),
        ({"player_four": "carol"}, "player_four"),  # both partners the same user
        ({"player_four": None}, "player_four"),  # one partner only
        ({"player_three": None}, "player_three"),
        ({"player_three": 999999}, "player_three"),  # no such user
        ({"player_four": "dan!"}, "player_four"),  # not a user id
    ],
)
def test_four_players_must_be_four_different_users(
    four: dict[str, Any], change: dict[str, Any], field: str
) -> None:
    body = _body(four)
    for key, value in change.items():
        body[key] = four[value].pk if value in four else value
    before = Game.objects.count()
    answer = _post(four["staff"], body)
    assert_error(answer, 400, "request/invalid")
    assert field in answer.json()["fields"], answer.json()
    assert Game.objects.count() == before


@pytest.mark.parametrize("dice", [0, -1, 5, 10**9])
def test_a_list_with_impossible_dice_is_refused(four: dict[str, Any], dice: int) -> None:
    """Jubilee has four dice at most: none, fewer than none or a billion are refused (and
    never built)."""
    bad = {"cards": [["jubilee-wondra", dice]], "basic_actions": ["way-out-west"]}
    answer = _post(four["staff"], _body(four, team_lists=[*LISTS[:3], bad]))
    assert answer.status_code == 400 and answer.json()["code"].startswith("team/"), answer.content
    assert answer.json()["message"]


@pytest.mark.parametrize(
    ("more", "code"),
    [
        ({"options": {"team_format": "standard"}}, "game/doubles_format"),
        ({"options": {"rules": "mb-2006"}}, "game/doubles_format"),  # another game system
        ({"team_lists": LISTS[:2]}, "game/bad_team_lists"),  # one per seat
        ({"team_lists": [*LISTS[:3], {"cards": "jubilee"}]}, "game/bad_team_lists"),
        (
            {
                "team_lists": [
                    *LISTS[:3],
                    {"cards": [["jubilee-wondra", "4"]], "basic_actions": ["way-out-west"]},
                ]
            },
            "game/bad_team_lists",
        ),
        ({"team_lists": [*LISTS[:3], 7]}, "game/bad_team_lists"),
        (
            {
                "team_lists": [
                    *LISTS[:3],
                    {
                        "cards": [JUBILEE, HOPE, MASTERMIND, MADELYNE, ["74ocr", 3]],
                        "basic_actions": ["counterstrike"],
                    },
                ]
            },
            "team/too_many_cards",
        ),  # Doubles: four cards a player (000:L729-733)
        (
            {
                "team_lists": [
                    *LISTS[:3],
                    {"cards": [["no-such-card", 4]], "basic_actions": ["counterstrike"]},
                ]
            },
            "team/unknown_card",
        ),
    ],
)
def test_a_doubles_setup_is_refused_with_its_reason(
    four: dict[str, Any], more: dict[str, Any], code: str
) -> None:
    before = Game.objects.count()
    answer = _post(four["staff"], _body(four, **more))
    assert_error(answer, 400, code)
    assert Game.objects.count() == before


def test_two_players_cannot_play_the_doubles_format(four: dict[str, Any]) -> None:
    body = {"player_one": four["alice"].pk, "player_two": four["bob"].pk}
    answer = _post(four["staff"], {**body, "options": {"team_format": "doubles"}})
    assert_error(answer, 400, "game/doubles_needs_four")
    answer = _post(four["staff"], {**body, "team_lists": LISTS})  # four lists for two seats
    assert_error(answer, 400, "game/bad_team_lists")
    demo = {"team_format": "demo"}  # two cards and one Basic Action Card each (DM-3.6)
    two = _post(four["staff"], {**body, "team_lists": LISTS[:2], "mode": "paper", "options": demo})
    assert two.status_code == 201, two.content


def test_a_partner_acts_for_their_own_seat_only_and_only_in_their_game(
    four: dict[str, Any],
) -> None:
    """In whose game: a partner may not take another seat's decision, and a player of this
    game has no seat in another one."""
    game = Game.objects.get(pk=_post(four["staff"], _body(four)).json()["game"]["id"])
    state = services.load_state(game)
    seat = waiting_for(state).player
    names = ("alice", "bob", "carol", "dan")
    other = four[names[(seat + 2) % 4]]  # the decider's partner
    action = {"type": "pass_priority", "player": seat}
    answer = client_for(other).post(
        url(game, "actions/"), {"action": action, "expected_seq": game.head_seq}, format="json"
    )
    assert 400 <= answer.status_code < 500 and answer.json()["code"], answer.content
    two = Game.objects.get(
        pk=_post(
            four["staff"], {"player_one": four["alice"].pk, "player_two": four["bob"].pk}
        ).json()["game"]["id"]
    )
    assert services.player_index(two, four["dan"]) is None
    answer = client_for(four["dan"]).post(
        url(two, "actions/"), {"action": {"type": "concede"}, "expected_seq": two.head_seq},
        format="json",
    )  # fmt: skip
    assert answer.status_code == 403 and answer.json()["code"], answer.content
    game.refresh_from_db()
    assert game.head_seq == state.seq - 1
