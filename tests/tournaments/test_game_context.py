"""The play page of an event's game shows its match: event, round, table, game n of m, the
score and the round's clock (issue 10, "match context"; tournaments/online/game_context.py)."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client

from games import services as game_services
from tournaments.models import MatchGame
from tournaments.online.game_context import match_context
from tournaments.simulation import create_event
from tournaments.tasks import generate_round

pytestmark = pytest.mark.django_db


def test_an_event_games_page_names_its_event_round_table_and_score() -> None:
    tournament = create_event("Context Cup", 4, "context", rounds=1, online=True, prefix="ctx")
    generate_round.delay(tournament.pk, 1).get()
    link = MatchGame.objects.select_related("match", "game").order_by("match__table").first()
    assert link is not None
    context = match_context(link.game, None)
    assert context is not None
    assert (context["event"], context["round"], context["table"]) == ("Context Cup", 1, 1)
    assert (context["game_number"], context["games"], context["score"]) == (1, 1, [0, 0, 0])
    assert context["event_url"] == f"/tournaments/{tournament.pk}/"
    assert context["match_url"] == f"/matches/{link.match.pk}/"
    assert context["next_game_url"] is None and context["time_called_at"] is None
    html = Client().get(f"/games/{link.game_id}/play/").content.decode()
    found = re.search(r'id="play-config" type="application/json">(.*?)</script>', html, re.S)
    assert found is not None
    assert json.loads(found.group(1))["match"]["event"] == "Context Cup"


def test_a_game_outside_events_has_no_match_context(django_user_model) -> None:
    one = django_user_model.objects.create_user("ctx-one")
    two = django_user_model.objects.create_user("ctx-two")
    assert match_context(game_services.start_game(one, two), None) is None
