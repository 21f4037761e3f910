"""The team-list pages: the submit page (login, paste a link, see problems) and the event's
lists (only what the viewer may see reaches the page; names and card text stay text)."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client

from tests.tournaments.test_team_lists import LINK
from tournaments import events
from tournaments.models import TeamListEntry
from tournaments.registration import entries
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db
NASTY = '<img src=x onerror="window.pwned=1">'


@pytest.fixture
def event(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    organizer = make("olga")
    tournament = events.create_tournament(organizer, name=NASTY, date=datetime.date(2026, 12, 5))
    people = {"organizer": organizer, "tournament": tournament}
    for name in ("alice", "bob"):
        people[name] = make(name)
        entries.register(tournament, people[name], NASTY if name == "bob" else "")
    return people


def client_for(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def page(event: dict[str, Any], tail: str = "team/") -> str:
    return f"/tournaments/{event['tournament'].pk}/{tail}"


def test_the_submit_page_needs_a_login(event: dict[str, Any]) -> None:
    answer = Client().get(page(event))
    assert answer.status_code == 302 and answer["Location"].startswith("/accounts/login/")


def test_pasting_a_link_submits_the_list_and_shows_it(event: dict[str, Any]) -> None:
    client = client_for(event["alice"])
    answer = client.post(page(event), {"link": LINK})
    assert answer.status_code == 302
    html = client.get(page(event)).content.decode()
    assert "Brick Halloran: Dockside Bruiser" in html and "valid" in html
    assert "?view&amp;cards=3x1ocr" in html  # the export link
    assert 'id="team-config"' in html


def test_a_bad_link_shows_every_problem_and_writes_nothing(event: dict[str, Any]) -> None:
    answer = client_for(event["alice"]).post(
        page(event), {"link": LINK.replace("2x13ocr", "3x13ocr")}
    )
    assert answer.status_code == 400
    assert "21 dice, at most 20" in answer.content.decode()
    assert TeamListEntry.objects.count() == 0


def test_another_players_list_is_refused_before_the_reveal(event: dict[str, Any]) -> None:
    client_for(event["bob"]).post(page(event), {"link": LINK})
    bob = event["tournament"].registrations.get(user=event["bob"])
    answer = client_for(event["alice"]).get(page(event) + f"?registration={bob.pk}")
    assert answer.status_code == 403
    assert "Brick" not in answer.content.decode()
    organizer = client_for(event["organizer"]).get(page(event) + f"?registration={bob.pk}")
    assert organizer.status_code == 200 and "Brick Halloran" in organizer.content.decode()


def test_the_lists_page_shows_only_what_the_viewer_may_see(event: dict[str, Any]) -> None:
    client_for(event["bob"]).post(page(event), {"link": LINK})
    for client in (Client(), client_for(event["alice"])):
        html = client.get(page(event, "team-lists/")).content.decode()
        assert "Brick Halloran" not in html and "Who has not submitted" not in html
    html = client_for(event["organizer"]).get(page(event, "team-lists/")).content.decode()
    assert "Brick Halloran" in html and "Who has not submitted" in html and "missing" in html
    assert NASTY not in html and "&lt;img src=x" in html
    generation.generate_round(event["tournament"].pk, 1)
    assert "Brick Halloran" in Client().get(page(event, "team-lists/")).content.decode()
