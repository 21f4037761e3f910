"""The admin is a back office: rounds, results, registrations and penalties are read-only,
and an event's settings change only through the service (with its freeze at round 1)."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.contrib import admin
from django.test import Client, RequestFactory
from django.urls import reverse

from tournaments import events, models
from tournaments.registration import entries
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "model",
    [
        models.Round,
        models.ResultEntry,
        models.Registration,
        models.PairingRun,
        models.Penalty,
        models.Invitation,
    ],
)
def test_nobody_adds_changes_or_deletes_rounds_results_or_players_in_the_admin(
    model: type, admin_user: Any, rf: RequestFactory
) -> None:
    request = rf.get("/")
    request.user = admin_user
    model_admin = admin.site.get_model_admin(model)
    assert model_admin.has_view_permission(request) is True
    assert model_admin.has_add_permission(request) is False
    assert model_admin.has_change_permission(request) is False
    assert model_admin.has_delete_permission(request) is False


def test_an_events_status_and_seed_are_read_only_and_events_are_made_on_the_site(
    admin_user: Any, rf: RequestFactory
) -> None:
    request = rf.get("/")
    request.user = admin_user
    model_admin = admin.site.get_model_admin(models.Tournament)
    assert model_admin.has_add_permission(request) is False
    assert model_admin.has_delete_permission(request) is False
    assert {"status", "champion", "seed"} <= set(model_admin.readonly_fields)


def test_editing_an_event_in_the_admin_goes_through_the_service(
    admin_client: Client, django_user_model: Any
) -> None:
    """After round 1 the match structure is frozen here as in the API and the console."""
    event = events.create_tournament(
        django_user_model.objects.create_user("olga"), name="Cup", date=datetime.date(2026, 1, 2)
    )
    for name in ("a", "b"):
        entries.register(event, django_user_model.objects.create_user(name))
    generation.generate_round(event.pk, 1)
    url = reverse("admin:tournaments_tournament_change", args=[event.pk])
    form = {
        "name": "Renamed Cup",
        "date": "2026-01-02",
        "match_structure": "bo1",
        "round_minutes": 50,
        "top_cut": 0,
        "tiebreakers": "[]",
        "starting_life": 20,
        "rules_version": "dm-2018",
        "play_mode": "paper",
        "reveal_team_lists": "round_1",
        "roles-TOTAL_FORMS": 1,
        "roles-INITIAL_FORMS": 1,
        "roles-MIN_NUM_FORMS": 0,
        "roles-MAX_NUM_FORMS": 1000,
    }
    response = admin_client.post(url, form, follow=True)
    assert "cannot change after round 1" in response.content.decode()
    event.refresh_from_db()
    assert (event.name, event.match_structure) == ("Cup", "bo3")
    admin_client.post(url, {**form, "match_structure": "bo3"})
    event.refresh_from_db()
    assert event.name == "Renamed Cup"
