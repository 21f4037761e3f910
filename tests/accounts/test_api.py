"""`GET /api/me/` and user search: usernames, with registration and user ids named apart."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from rest_framework.test import APIClient

from tournaments import events
from tournaments.registration import entries
from tournaments.results import reporting
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db


def test_me_needs_a_login() -> None:
    assert APIClient().get("/api/me/").status_code in (401, 403)


def test_me_lists_my_event_my_table_and_my_opponent(django_user_model: Any) -> None:
    make = django_user_model.objects.create_user
    ana, ben = make("ana"), make("ben")
    event = events.create_tournament(
        make("olga"), name="Cup", date=datetime.date(2026, 5, 1), match_structure="bo1"
    )
    mine = entries.register(event, ana)
    theirs = entries.register(event, ben, "Benjamin")
    generation.generate_round(event.pk, 1)
    client = APIClient()
    client.force_authenticate(ana)
    body = client.get("/api/me/").json()
    assert (body["user_id"], body["username"]) == (ana.pk, "ana")
    [entry] = body["registrations"]
    assert entry["registration_id"] == mine.pk and entry["tournament_id"] == event.pk
    current = entry["current_match"]
    assert current["opponent"] == {"registration_id": theirs.pk, "display_name": "Benjamin"}
    assert current["to_report"] is True and current["to_confirm"] is False
    match = event.rounds.get().matches.get()
    reporting.report_result(match, ben, 0, 1)
    body = client.get("/api/me/").json()
    assert body["registrations"][0]["current_match"]["to_confirm"] is True
    assert body["waiting"] == 1


def test_user_search_finds_prefixes_first_and_needs_a_login(django_user_model: Any) -> None:
    for name in ("xander", "alex", "alexis", "bob"):
        django_user_model.objects.create_user(name)
    assert APIClient().get("/api/users/?search=al").status_code in (401, 403)
    client = APIClient()
    client.force_authenticate(django_user_model.objects.get(username="bob"))
    names = [row["username"] for row in client.get("/api/users/?search=ale").json()]
    assert names == ["alex", "alexis"]
    rows = client.get("/api/users/?search=x").json()
    assert [r["username"] for r in rows] == ["xander", "alex", "alexis"]
    assert set(rows[0]) == {"user_id", "username"}


def test_me_and_the_home_page_say_whose_turn_it_is(django_user_model: Any) -> None:
    """The player whose decision the game waits for sees "your turn"; the other does not."""
    from django.test import Client

    from games import services as game_services

    make = django_user_model.objects.create_user
    ana, ben = make("ana"), make("ben")
    game = game_services.start_game(ana, ben)
    seat = game_services.awaited_seat(game)
    assert seat in (0, 1)
    waiting, other = (ana, ben) if seat == 0 else (ben, ana)
    client = APIClient()
    client.force_authenticate(waiting)
    body = client.get("/api/me/").json()
    assert body["waiting"] == 1 and body["games"][0]["your_turn"] is True
    client.force_authenticate(other)
    assert client.get("/api/me/").json()["games"][0]["your_turn"] is False
    page = Client()
    page.force_login(waiting)
    html = page.get("/").content.decode()
    assert "<title>(1) Your turn · Overcrush</title>" in html
    assert f"your game against {other.username} waits for you" in html
