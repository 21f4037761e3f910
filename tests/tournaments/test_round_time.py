"""Calling time on a round of online games (organized-play.md: turn 0, then five more)."""

import datetime
import io

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from rest_framework.test import APIClient

from cards import services as card_services
from config.celery import app
from games import services as game_services
from games.engine.log.replay import replay
from tournaments.models import MatchGame, Round, Tournament
from tournaments.rounds import clock
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


# --- round deadlines in PostgreSQL and the periodic round clock (issue 9, item 14) -------------


def timed_round(prefix: str, minutes: int = 30):
    """An online event's round 1 with every game past its first turn."""
    tournament = create_event(prefix, 4, prefix, rounds=1, online=True, prefix=prefix)
    Tournament.objects.filter(pk=tournament.pk).update(round_minutes=minutes)
    tournament.refresh_from_db()
    generate_round.delay(tournament.pk, 1).get()
    round_ = tournament.rounds.get(number=1)
    for link in MatchGame.objects.filter(match__round=round_):
        game_services.autoplay(link.game_id, max_actions=30)
    return tournament, round_


def time_called_events(round_) -> dict:
    return {
        link.game_id: [r["type"] for r in game_services.log_records(link.game)].count("TimeCalled")
        for link in MatchGame.objects.filter(match__round=round_).select_related("game")
    }


def test_a_round_keeps_its_deadline_and_the_api_shows_it() -> None:
    """The deadline is stored with the round (round_minutes after it starts) and both round
    endpoints show it, with when time was called."""
    tournament, round_ = timed_round("deadline", minutes=45)
    round_.refresh_from_db()
    assert round_.deadline == round_.started_at + datetime.timedelta(minutes=45)
    pairings = APIClient().get(f"/api/tournaments/{tournament.pk}/rounds/1/").json()
    listed = APIClient().get(f"/api/tournaments/{tournament.pk}/rounds/").json()
    shown = parse_datetime(pairings["deadline"])
    assert shown == round_.deadline
    assert pairings["time_called_at"] is None
    assert parse_datetime(listed[0]["deadline"]) == round_.deadline


def test_the_round_clock_calls_time_on_due_rounds_once() -> None:
    """`call_time_on_due_rounds` calls time on rounds past their deadline and on no other;
    a second run (a redelivered or duplicated tick) changes nothing."""
    _, due = timed_round("due")
    _, later = timed_round("later")
    Round.objects.filter(pk=due.pk).update(deadline=timezone.now() - datetime.timedelta(1))
    active = {
        link.game_id for link in MatchGame.objects.filter(match__round=due, game__status="active")
    }
    assert active, "some game is still being played"
    assert clock.call_time_on_due_rounds() == [due.pk]
    due.refresh_from_db()
    called_at = due.time_called_at
    assert called_at is not None
    first = time_called_events(due)
    assert first == {game: int(game in active) for game in first}
    assert clock.call_time_on_due_rounds() == []
    due.refresh_from_db()
    assert due.time_called_at == called_at
    assert time_called_events(due) == first
    later.refresh_from_db()
    assert later.time_called_at is None
    assert set(time_called_events(later).values()) == {0}


def test_calling_time_by_hand_twice_changes_nothing_the_second_time() -> None:
    """The organizer's call-time endpoint is the same idempotent step."""
    tournament, round_ = timed_round("twice")
    client = APIClient()
    client.force_authenticate(tournament.roles.get().user)
    url = f"/api/tournaments/{tournament.pk}/rounds/1/call-time/"
    assert client.post(url).status_code == 200
    round_.refresh_from_db()
    called_at, events = round_.time_called_at, time_called_events(round_)
    answer = client.post(url)
    assert answer.status_code == 200
    assert parse_datetime(answer.json()["time_called_at"]) == called_at
    assert time_called_events(round_) == events


def test_without_a_worker_the_event_page_calls_time_on_its_due_rounds() -> None:
    """Eager mode (no Redis, no beat): opening or refreshing the event page calls time on its
    rounds past their deadline, and the page shows the deadline."""
    tournament, round_ = timed_round("page")
    client = Client()
    page = client.get(f"/tournaments/{tournament.pk}/")
    assert page.status_code == 200
    assert b"Time is called at" in page.content
    round_.refresh_from_db()
    assert round_.time_called_at is None
    Round.objects.filter(pk=round_.pk).update(deadline=timezone.now() - datetime.timedelta(1))
    live = client.get(f"/tournaments/{tournament.pk}/live/")
    assert b"Time has been called" in live.content
    round_.refresh_from_db()
    assert round_.time_called_at is not None


def test_the_management_command_calls_time_on_due_rounds() -> None:
    """`manage.py call_time_on_due_rounds` (cron without a worker) runs the same step."""
    _, round_ = timed_round("command")
    Round.objects.filter(pk=round_.pk).update(deadline=timezone.now() - datetime.timedelta(1))
    out = io.StringIO()
    call_command("call_time_on_due_rounds", stdout=out)
    round_.refresh_from_db()
    assert round_.time_called_at is not None
    assert f"round {round_.pk}" in out.getvalue()


def test_the_beat_schedule_runs_the_round_clock_often() -> None:
    """Celery beat's schedule (settings) calls the round clock every few seconds; a tick that
    waited longer than one period is dropped (`expires`), the next one catches up."""
    entry = settings.CELERY_BEAT_SCHEDULE["call-time-on-due-rounds"]
    assert entry["task"] == "tournaments.call_due_rounds"
    assert 1 <= entry["schedule"] <= 60
    assert entry["options"]["expires"] <= entry["schedule"]
    assert "tournaments.call_due_rounds" in app.tasks
