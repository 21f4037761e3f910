"""Recording match results (tournaments/services.py): one winner per confirmation, rounds that
complete in one query, byes recorded as the event's match structure says."""

from __future__ import annotations

import datetime
import threading
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import close_old_connections, connection, connections, transaction
from rest_framework.test import APIClient

from tests.tournaments.concurrency import WAIT, blocked_by_me, wait_for
from tournaments import services
from tournaments.models import Match, ResultEntry, Round, Tournament

ON_POSTGRES = settings.DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"
DAY = datetime.date(2026, 12, 5)


def paper_event(players: int, prefix: str, **fields: Any) -> Tournament:
    User = get_user_model()
    organizer = User.objects.create_user(f"{prefix}-organizer")
    tournament = services.create_tournament(organizer, name=prefix, date=DAY, **fields)
    for k in range(players):
        services.register(tournament, User.objects.create_user(f"{prefix}-{k:03d}"))
    return tournament


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


# --- item 3: a report is confirmed once -------------------------------------------------------


def test_confirming_a_confirmed_result_again_is_409_already_final(db: None) -> None:
    """The second confirmation finds nothing left to confirm: 409 with a code, no new entry."""
    tournament = paper_event(2, "again")
    match = services.generate_round(tournament.pk, 1).matches.get()
    a, b = match.player_a.user, match.player_b.user
    assert client_for(a).post(f"/api/matches/{match.pk}/report/", {"a_wins": 2, "b_wins": 0})
    assert client_for(b).post(f"/api/matches/{match.pk}/confirm/").status_code == 201
    again = client_for(b).post(f"/api/matches/{match.pk}/confirm/")
    assert again.status_code == 409, again.content
    assert again.json()["code"] == "result/already_final"
    assert match.results.filter(kind=ResultEntry.Kind.CONFIRMED).count() == 1


@pytest.mark.postgres
@pytest.mark.skipif(not ON_POSTGRES, reason="needs PostgreSQL: set DATABASE_URL=postgres://…")
@pytest.mark.django_db(transaction=True)
def test_ten_concurrent_confirmations_record_one_and_answer_409_to_the_rest() -> None:
    """Ten requests confirm the same report at once (a double-clicking opponent, retries):
    exactly one `confirmed` entry is written, the nine others get 409 result/already_final.

    The test holds an EXCLUSIVE lock on the result table (reads pass, inserts wait) until all
    ten requests are waiting on a lock, so every one of them has read the report before any
    of them can write: without serialization each would append its own confirmation.
    """
    tournament = paper_event(2, "race")
    match = services.generate_round(tournament.pk, 1).matches.get()
    a, b = match.player_a.user, match.player_b.user
    services.report_result(match, a, 2, 1)
    answers: list[Any] = [None] * 10

    def confirm(index: int) -> None:
        try:
            response = client_for(b).post(f"/api/matches/{match.pk}/confirm/")
            answers[index] = (response.status_code, response.json().get("code"))
        except Exception as error:  # reported by the assertions below
            answers[index] = error
        finally:
            connections.close_all()

    threads = [threading.Thread(target=confirm, args=(i,)) for i in range(10)]
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute(f"LOCK TABLE {ResultEntry._meta.db_table} IN EXCLUSIVE MODE")
        for thread in threads:
            thread.start()
        wait_for("all ten confirmations to wait on a lock", lambda: len(blocked_by_me()) == 10)
    for thread in threads:
        thread.join(timeout=WAIT)
    close_old_connections()
    assert sorted(answers, key=str) == [(201, None)] + [(409, "result/already_final")] * 9
    kinds = list(match.results.order_by("id").values_list("kind", flat=True))
    assert kinds == ["reported", "confirmed"]
    assert Round.objects.get(pk=match.round_id).status == Round.Status.COMPLETE
    assert Match.objects.filter(pk=match.pk).exists()
