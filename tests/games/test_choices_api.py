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
