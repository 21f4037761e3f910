"""Generating a round: what can be checked before queueing is refused at once (4xx), and a
task that fails keeps its machine-readable code and message (issue 9, item 12)."""

from __future__ import annotations

import datetime
import json
import os
from typing import Any

import pytest
from rest_framework.test import APIClient

from config.celery import app
from tournaments import events, tasks
from tournaments.errors import Conflict, TournamentError
from tournaments.models import Match, Round, Tournament
from tournaments.registration import entries
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db

DAY = datetime.date(2026, 12, 5)


@pytest.fixture
def organizer(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("olga")


def event_with(organizer: Any, make_user: Any, players: int, dropped: int = 0) -> Tournament:
    tournament = events.create_tournament(organizer, name="Cup", date=DAY, swiss_rounds=3)
    registrations = [
        entries.register(tournament, make_user(f"p{index}")) for index in range(players)
    ]
    for registration in registrations[:dropped]:
        entries.drop(registration)
    return tournament


ACTIVE_TOO_FEW = [(0, 0), (1, 0), (2, 1), (3, 2)]


@pytest.mark.parametrize(("players", "dropped"), ACTIVE_TOO_FEW)
def test_a_round_with_fewer_than_two_active_players_is_refused_before_queueing(
    organizer: Any, django_user_model: Any, players: int, dropped: int
) -> None:
    """The same check the task makes under its lock, so the organizer hears it at once."""
    tournament = event_with(organizer, django_user_model.objects.create_user, players, dropped)
    with pytest.raises(Conflict) as refused:
        generation.check_next_round(tournament, 1)
    assert refused.value.code == "pairing/too_few_players"


@pytest.mark.parametrize(("players", "dropped"), ACTIVE_TOO_FEW)
def test_the_round_api_answers_409_and_writes_nothing_for_too_few_players(
    organizer: Any, django_user_model: Any, players: int, dropped: int
) -> None:
    tournament = event_with(organizer, django_user_model.objects.create_user, players, dropped)
    client = APIClient()
    client.force_authenticate(organizer)
    answer = client.post(f"/api/tournaments/{tournament.pk}/rounds/", {}, format="json")
    assert answer.status_code == 409, answer.content
    assert answer.json()["code"] == "pairing/too_few_players"
    assert (Round.objects.count(), Match.objects.count()) == (0, 0)


@pytest.mark.redis
@pytest.mark.skipif(not os.environ.get("REDIS_URL"), reason="needs Redis: set REDIS_URL")
def test_with_a_real_broker_nothing_is_queued_for_an_event_with_one_active_player(
    organizer: Any, django_user_model: Any
) -> None:
    """It used to answer 202 and queue a task bound to fail in the worker."""
    import redis

    assert not app.conf.task_always_eager
    tournament = event_with(organizer, django_user_model.objects.create_user, 2, dropped=1)
    broker = redis.Redis.from_url(os.environ["REDIS_URL"])
    queued = broker.llen("celery")
    client = APIClient()
    client.force_authenticate(organizer)
    try:
        answer = client.post(f"/api/tournaments/{tournament.pk}/rounds/", {}, format="json")
        assert answer.status_code == 409, answer.content
        assert answer.json()["code"] == "pairing/too_few_players"
        assert broker.llen("celery") == queued
    finally:
        for _ in range(broker.llen("celery") - queued):
            broker.rpop("celery")  # a wrongly queued task must not run in a later test
        broker.close()


def test_a_failed_round_task_keeps_its_code_and_message_through_celerys_json(
    organizer: Any, django_user_model: Any
) -> None:
    """Celery's JSON result backend stores an exception as its type and args and rebuilds
    it from them; the task's error must come back with the same code and message."""
    tournament = event_with(organizer, django_user_model.objects.create_user, 1)
    result = tasks.generate_round.apply(args=(tournament.pk, 1), throw=False)
    assert result.state == "FAILURE"
    stored = json.loads(json.dumps(app.backend.prepare_exception(result.result, "json")))
    rebuilt = app.backend.exception_to_python(stored)
    assert isinstance(rebuilt, TournamentError)
    assert rebuilt.code == "pairing/too_few_players"
    assert rebuilt.message == result.result.message
    assert rebuilt.message and "2" in rebuilt.message
