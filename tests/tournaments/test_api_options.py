"""Every tournament option is checked at the API (ranges, types, enums): 400 request/invalid
naming the field, nothing written, on create and on edit (issue 9, item 11)."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from rest_framework.test import APIClient

from tournaments import events
from tournaments.models import Role, Tournament

pytestmark = pytest.mark.django_db

DAY = datetime.date(2026, 12, 5)

BAD = [
    ("starting_life", 0),
    ("starting_life", -1),
    ("starting_life", 10**6),
    ("starting_life", "many"),
    ("round_minutes", 0),
    ("round_minutes", 10**6),
    ("swiss_rounds", 0),
    ("swiss_rounds", 1000),
    ("top_cut", 3),
    ("top_cut", 2**20),
    ("rules_version", "dm-1999"),
    ("tiebreakers", ["mw", "mw"]),
    ("tiebreakers", "mw"),
    ("match_structure", "bo5"),
    ("play_mode", "telepathy"),
    ("name", ""),
    ("name", "x" * 201),
]


@pytest.fixture
def organizer(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("olga")


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def written() -> tuple[int, int]:
    return Tournament.objects.count(), Role.objects.count()


@pytest.mark.parametrize(("field", "value"), BAD, ids=[f"{f}={v!r:.20}" for f, v in BAD])
@pytest.mark.parametrize("play_mode", ["online", "paper"])
def test_an_event_option_out_of_range_is_refused_when_creating(
    organizer: Any, field: str, value: Any, play_mode: str
) -> None:
    """An online event with starting_life 0 used to be accepted; its games never started."""
    before = written()
    body = {"name": "Cup", "date": str(DAY), "play_mode": play_mode, field: value}
    answer = client_for(organizer).post("/api/tournaments/", body, format="json")
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "request/invalid"
    assert field in answer.json()["fields"]
    assert field in answer.json()["message"]
    assert written() == before


@pytest.mark.parametrize(("field", "value"), BAD, ids=[f"{f}={v!r:.20}" for f, v in BAD])
def test_an_event_option_out_of_range_is_refused_when_editing(
    organizer: Any, field: str, value: Any
) -> None:
    tournament = events.create_tournament(organizer, name="Cup", date=DAY, play_mode="online")
    before = Tournament.objects.filter(pk=tournament.pk).values().get()
    answer = client_for(organizer).patch(
        f"/api/tournaments/{tournament.pk}/", {field: value}, format="json"
    )
    assert answer.status_code == 400, answer.content
    assert field in answer.json()["fields"]
    assert Tournament.objects.filter(pk=tournament.pk).values().get() == before


def test_options_at_the_edges_of_their_ranges_are_taken(organizer: Any) -> None:
    body = {
        "name": "x" * 200,
        "date": str(DAY),
        "play_mode": "online",
        "starting_life": 1,
        "round_minutes": 5,
        "swiss_rounds": 1,
        "top_cut": 2,
        "rules_version": "dm-2018",
        "tiebreakers": ["mw", "omw"],
    }
    answer = client_for(organizer).post("/api/tournaments/", body, format="json")
    assert answer.status_code == 201, answer.content
