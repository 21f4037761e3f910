"""Choice descriptions over the REST API (issue 7): only the seat that decides sees its
choices; the other seat, judges and spectators get null. A description's action, posted
back, is accepted."""

import random
from typing import Any

import msgspec
import pytest

from games import services
from games.engine.api import waiting_for
from games.engine.flow.choices import AnyChoice
from games.models import Game
from tests.engine.choice_play import sample
from tests.games.test_api import client_for, url

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(users: dict[str, Any]) -> Game:
    return services.start_game(users["alice"], users["bob"])


def test_only_the_deciding_seat_sees_choices(game: Game, users: dict[str, Any]) -> None:
    seat = waiting_for(services.load_state(game)).player
    seats = (users["alice"], users["bob"])
    mine = client_for(seats[seat]).get(url(game)).json()
    assert mine["choices"]["kind"] == "choose_order"
    assert mine["choices"]["player"] == seat
    assert mine["choices"]["seq"] == game.head_seq
    assert mine["choices"]["actions"] == ["choose_first_player"]
    for other in (seats[1 - seat], users["carol"], users["staff"], None):
        assert client_for(other).get(url(game)).json()["choices"] is None


def test_actions_built_from_choices_are_accepted(game: Game, users: dict[str, Any]) -> None:
    """A client that reads only the descriptions plays: it posts what they admit."""
    rng = random.Random(3)
    seats = (users["alice"], users["bob"])
    kinds = set()
    for _ in range(25):
        seat = waiting_for(services.load_state(game)).player
        body = client_for(seats[seat]).get(url(game)).json()
        choice = msgspec.convert(body["choices"], AnyChoice)
        kinds.add(choice.__struct_config__.tag)
        action = sample(rng, choice).to_dict()
        answer = client_for(seats[seat]).post(
            url(game, "actions/"),
            {"action": action, "expected_seq": body["choices"]["seq"]},
            format="json",
        )
        assert answer.status_code == 201, answer.content
        game.refresh_from_db()
        after = waiting_for(services.load_state(game))
        if after is not None:
            assert (answer.json()["choices"] is None) == (after.player != seat)
    assert {"choose_order", "reroll", "priority"} <= kinds


@pytest.mark.parametrize("keyed", [False, True], ids=["plain", "idempotency-key"])
def test_choices_0_leaves_the_description_out_of_the_answer(
    game: Game, users: dict[str, Any], keyed: bool
) -> None:
    """`?choices=0`: the same move's answer without `choices`, everything else equal (the
    actions too); without it (the near miss), `choices` is there, described whenever the
    mover decides again. Two copies of one game (one seed) take the same moves."""
    twin = services.start_game(users["alice"], users["bob"], seed=game.seed)
    seats = (users["alice"], users["bob"])
    described = 0
    for turn in range(12):
        seat = waiting_for(services.load_state(game)).player
        action = services.legal_action_dicts(game, seats[seat])[-1]
        answers = []
        for played, query in ((game, "?choices=0"), (twin, "")):
            headers = {"HTTP_IDEMPOTENCY_KEY": f"k{turn}-{played.pk}"} if keyed else {}
            answer = client_for(seats[seat]).post(
                url(played, "actions/") + query,
                {"action": action, "expected_seq": played.head_seq},
                format="json",
                **headers,
            )
            assert answer.status_code == 201, answer.content
            answers.append(answer.json())
            played.refresh_from_db()
        without, with_choices = answers
        assert "choices" not in without
        assert "choices" in with_choices
        described += with_choices["choices"] is not None
        assert without["actions"] == with_choices["actions"]
        assert without["view"] == with_choices["view"]
        assert [e["type"] for e in without["events"]] == [e["type"] for e in with_choices["events"]]
    assert described, "no move left its mover deciding again: nothing compared"


def test_choices_is_0_or_1(game: Game, users: dict[str, Any]) -> None:
    seat = waiting_for(services.load_state(game)).player
    player = (users["alice"], users["bob"])[seat]
    action = services.legal_action_dicts(game, player)[-1]
    answer = client_for(player).post(
        url(game, "actions/") + "?choices=no",
        {"action": action, "expected_seq": game.head_seq},
        format="json",
    )
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "request/bad_choices"
    assert Game.objects.get(pk=game.pk).head_seq == game.head_seq
