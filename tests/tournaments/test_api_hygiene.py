"""What the pages need from the API: usernames wherever a user is named, registration and
user ids named apart, round deadlines and time called, a match's game ids, optional pages."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from rest_framework.test import APIClient

from tournaments import events
from tournaments.registration import entries
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(django_user_model: Any) -> Any:
    make = django_user_model.objects.create_user
    olga = make("olga")
    event = events.create_tournament(olga, name="Cup", date=datetime.date(2026, 4, 1))
    for name in ("ann", "ben", "cat"):
        entries.register(event, make(name), name.upper())
    return event


def organizer(event: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(event.created_by)
    return client


def test_roles_and_registrations_take_a_username(event: Any, django_user_model: Any) -> None:
    django_user_model.objects.create_user("jude")
    django_user_model.objects.create_user("dan")
    client = organizer(event)
    url = f"/api/tournaments/{event.pk}/"
    role = client.post(f"{url}roles/", {"username": "jude", "kind": "judge"}, format="json")
    assert role.status_code == 201, role.content
    assert role.json()["username"] == "jude" and role.json()["user_id"] == role.json()["user"]
    joined = client.post(f"{url}registrations/", {"username": "dan"}, format="json")
    assert joined.status_code == 201
    body = joined.json()
    assert body["username"] == "dan" and body["registration_id"] == body["id"]
    assert body["user_id"] == django_user_model.objects.get(username="dan").pk
    missing = client.post(f"{url}roles/", {"username": "nobody", "kind": "judge"}, format="json")
    assert missing.status_code == 400
    assert "nobody" in str(missing.json()) and "<" not in missing.json()["message"]


def test_pairings_name_players_by_registration_user_and_username(event: Any) -> None:
    generation.generate_round(event.pk, 1)
    body = APIClient().get(f"/api/tournaments/{event.pk}/rounds/1/").json()
    assert body["deadline"] is not None and body["time_called_at"] is None
    match = next(m for m in body["matches"] if m["player_b"] is not None)
    player = match["player_a"]
    registration = event.registrations.get(pk=player["registration_id"])
    assert player["id"] == registration.pk and player["user_id"] == registration.user_id
    assert player["username"] == registration.user.username
    assert match["game_ids"] == []  # a paper event


def test_lists_are_whole_unless_a_page_is_asked_for(event: Any) -> None:
    """A page is still an array (one shape for clients); its count and links are headers."""
    client = APIClient()
    url = f"/api/tournaments/{event.pk}/registrations/"
    assert len(client.get(url).json()) == 3
    page = client.get(url, {"limit": 2})
    assert len(page.json()) == 2 and page["X-Total-Count"] == "3"
    assert 'rel="next"' in page["Link"] and "offset=2" in page["Link"]
    last = client.get(url, {"limit": 2, "offset": 2})
    assert len(last.json()) == 1 and 'rel="prev"' in last["Link"]
