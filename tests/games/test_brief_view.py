"""`?view=0` (issue 18): a move's answer whose `view` holds only `waiting_for`, whose decision
comes next, as the whole view says it; everything else in the answer is the same. The whole
view stays the game's GET, and the answer's without the parameter."""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from games.engine.api import waiting_for
from games.models import Game
from games.systems import dicemasters
from games.systems.base import GameSystem
from tests.games.test_api import client_for, url

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("keyed", [False, True], ids=["plain", "idempotency-key"])
def test_view_0_answers_only_whose_decision_comes_next(users: dict[str, Any], keyed: bool) -> None:
    """Two copies of one game (one seed) take the same moves, one asking `?view=0`."""
    game = services.start_game(users["alice"], users["bob"])
    twin = services.start_game(users["alice"], users["bob"], seed=game.seed)
    seats = (users["alice"], users["bob"])
    for turn in range(16):
        seat = waiting_for(services.load_state(game)).player
        action = services.legal_action_dicts(game, seats[seat])[-1]
        answers = []
        for played, query in ((game, "?view=0&choices=0"), (twin, "?choices=0")):
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
        brief, whole = answers
        assert brief["view"] == {"waiting_for": whole["view"]["waiting_for"]}
        assert len(whole["view"]) > 1  # the near miss: without view=0, the whole view
        assert brief["actions"] == whole["actions"]
        assert brief["seq"] == whole["seq"]
        assert [e["type"] for e in brief["events"]] == [e["type"] for e in whole["events"]]


def test_view_is_0_or_1(users: dict[str, Any]) -> None:
    game = services.start_game(users["alice"], users["bob"])
    seat = waiting_for(services.load_state(game)).player
    player = (users["alice"], users["bob"])[seat]
    action = services.legal_action_dicts(game, player)[-1]
    answer = client_for(player).post(
        url(game, "actions/") + "?view=none",
        {"action": action, "expected_seq": game.head_seq},
        format="json",
    )
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "request/bad_view"
    assert Game.objects.get(pk=game.pk).head_seq == game.head_seq


def test_a_brief_view_is_the_whole_views_waiting_for(users: dict[str, Any]) -> None:
    """Dice Masters works it out alone; any other system takes it from its view."""
    game = services.start_game(users["alice"], users["bob"])
    system = dicemasters.DiceMasters()
    services.autoplay(game.pk, max_actions=60)
    game.refresh_from_db()
    seen = set()
    for seq in range(0, game.head_seq + 1, 3):
        state = services.state_at(game, seq)
        for viewer in ("player0", "player1", "judge"):
            whole = system.view(state, viewer)
            assert system.brief_view(state, viewer) == {"waiting_for": whole["waiting_for"]}
            assert GameSystem.brief_view(system, state, viewer) == system.brief_view(state, viewer)
            seen.add((whole["waiting_for"] or {}).get("kind"))
    assert len(seen) > 3, seen
