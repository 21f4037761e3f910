"""An organizer cannot enter a result for an online match whose game is still being played
(issue 15, item 9): the API and the console page refuse (409 result/game_in_play), the round
stays open and the standings count nothing; once the game ends, the engine's result counts
and an organizer may correct it as before."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.messages import get_messages
from django.test import Client
from rest_framework.test import APIClient

from games import services as game_services
from tournaments.models import Match, MatchGame, ResultEntry
from tournaments.results import counting
from tournaments.simulation import create_event
from tournaments.tasks import generate_round

pytestmark = pytest.mark.django_db


@pytest.fixture
def live_match() -> tuple[Any, Match, MatchGame]:
    tournament = create_event("Live Cup", 4, "live", rounds=1, online=True, prefix="live")
    generate_round.delay(tournament.pk, 1).get()
    link = MatchGame.objects.select_related("match__round", "game").order_by("match__table")[0]
    assert link.game.status == "active"
    organizer = tournament.roles.get(kind="organizer").user
    return organizer, link.match, link


def test_the_organizers_routes_refuse_a_result_while_the_game_is_played(
    live_match: tuple[Any, Match, MatchGame],
) -> None:
    organizer, match, link = live_match
    api = APIClient()
    api.force_authenticate(organizer)
    body = {"a_wins": 1, "b_wins": 0, "draws": 0, "reason": "the slip says so"}
    refused = api.post(f"/api/matches/{match.pk}/correct/", body, format="json")
    assert refused.status_code == 409, refused.content
    assert refused.json()["code"] == "result/game_in_play"
    assert refused.json()["message"]

    page = Client()
    page.force_login(organizer)
    url = f"/tournaments/{match.round.tournament_id}/console/matches/{match.pk}/enter/"
    answer = page.post(url, {"a_wins": "0", "b_wins": "1", "draws": "0", "reason": ""})
    assert answer.status_code in (200, 302)
    shown = " ".join(str(m) for m in get_messages(answer.wsgi_request))
    assert "still being played" in shown

    assert not ResultEntry.objects.filter(match=match).exists()
    assert counting.counting_result(match) is None
    match.round.refresh_from_db()
    assert match.round.status != "complete"

    # The game ends (the player of seat 0 concedes): the engine's result counts, and the
    # organizer may correct it from then on.
    player = match.player_a.user
    game_services.submit_action(link.game_id, player, {"type": "concede"}, link.game.head_seq)
    engine = counting.counting_result(match)
    assert engine is not None and engine.kind == ResultEntry.Kind.ENGINE
    assert (engine.a_wins, engine.b_wins) == (0, 1)
    corrected = api.post(f"/api/matches/{match.pk}/correct/", body, format="json")
    assert corrected.status_code in (200, 201), corrected.content
    assert counting.counting_result(match).kind == ResultEntry.Kind.CORRECTED
