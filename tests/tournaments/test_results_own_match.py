"""No one corrects a match they played (issue 9, item 1): an organizer who is one of the
match's players gets 403 result/own_match and no entry is written; another organizer may."""

from datetime import date
from typing import Any

import pytest
from django.contrib.admin.sites import site
from django.test import RequestFactory
from rest_framework.test import APIClient

from tournaments import events
from tournaments.models import ResultEntry, Role
from tournaments.registration import entries
from tournaments.results import reporting
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


@pytest.fixture
def event(django_user_model: Any) -> dict[str, Any]:
    """A paper event where the organizer plays: olga against pat, and a second organizer."""
    make = django_user_model.objects.create_user
    olga, pat, otto = make("olga"), make("pat"), make("otto")
    tournament = events.create_tournament(olga, name="Cup", date=date(2026, 1, 1))
    events.add_role(tournament, olga, otto, Role.Kind.ORGANIZER)
    for user in (olga, pat):
        entries.register(tournament, user)
    match = generation.generate_round(tournament.pk, 1).matches.get()
    return {"olga": olga, "pat": pat, "otto": otto, "match": match}


def correct(event: dict[str, Any], who: str) -> Any:
    return client_for(event[who]).post(
        f"/api/matches/{event['match'].pk}/correct/",
        {"a_wins": 2, "b_wins": 0, "draws": 0, "reason": "as played"},
        format="json",
    )


def test_an_organizer_who_played_the_match_cannot_correct_it(event: dict[str, Any]) -> None:
    reporting.report_result(event["match"], event["pat"], 0, 2)
    before = list(ResultEntry.objects.values_list("id", "kind"))
    refused = correct(event, "olga")
    assert refused.status_code == 403, refused.content
    assert refused.json()["code"] == "result/own_match"
    assert list(ResultEntry.objects.values_list("id", "kind")) == before


def test_another_organizer_corrects_it(event: dict[str, Any]) -> None:
    assert correct(event, "otto").status_code == 201


def test_result_entries_are_not_added_in_the_admin(event: dict[str, Any]) -> None:
    """The admin would write a result around the services' checks; results go through them."""
    request = RequestFactory().get("/admin/")
    request.user = event["olga"]
    event["olga"].is_superuser = event["olga"].is_staff = True
    assert site._registry[ResultEntry].has_add_permission(request) is False
