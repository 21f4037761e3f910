"""Calling time on a round of online games (organized-play.md: turn 0, then five more)."""

import pytest
from rest_framework.test import APIClient

from cards import services as card_services
from games import services as game_services
from games.engine.log.replay import replay
from tournaments.models import MatchGame, Tournament
from tournaments.simulation import create_event
from tournaments.tasks import generate_round

pytestmark = pytest.mark.django_db


def test_calling_time_appends_time_called_and_the_games_end_within_five_more_turns() -> None:
    """Every unfinished game gets TimeCalled; played on, each ends by time or earlier."""
    tournament = create_event("Timed", 4, "timed", rounds=1, online=True, prefix="timed")
    generate_round.delay(tournament.pk, 1).get()
    round_ = tournament.rounds.get(number=1)
    links = list(MatchGame.objects.filter(match__round=round_).select_related("game"))
    for link in links:
        game_services.autoplay(link.game_id, max_actions=30)
    active = {
        link.game_id
        for link in MatchGame.objects.filter(match__round=round_, game__status="active")
    }
    organizer = tournament.roles.get().user
    client = APIClient()
    client.force_authenticate(organizer)
    answer = client.post(f"/api/tournaments/{tournament.pk}/rounds/1/call-time/")
    assert answer.status_code == 200, answer.content
    round_.refresh_from_db()
    assert round_.time_called_at is not None
    for link in links:
        link.game.refresh_from_db()
        types = [r["type"] for r in game_services.log_records(link.game)]
        assert types.count("TimeCalled") == (1 if link.game_id in active else 0)
        game_services.autoplay(link.game_id)
        link.game.refresh_from_db()
        assert link.game.status == "ended"
        records = game_services.log_records(link.game)
        state = replay(records, card_services.definitions_for_log(records))
        if state.time_called_turn is not None:
            assert state.turn <= state.time_called_turn + 5
    tournament.refresh_from_db()
    assert tournament.rounds.get(number=1).status == "complete"
    assert Tournament.objects.get(pk=tournament.pk).status == Tournament.Status.SWISS


def test_only_organizers_call_time() -> None:
    tournament = create_event("Timed2", 4, "timed2", rounds=1, online=True, prefix="timed2")
    generate_round.delay(tournament.pk, 1).get()
    player = tournament.registrations.first().user
    client = APIClient()
    client.force_authenticate(player)
    answer = client.post(f"/api/tournaments/{tournament.pk}/rounds/1/call-time/")
    assert answer.status_code == 403
