"""The organizer console: the same services as the API, refused to everyone but this
event's organizers (an organizer of another event, a player, anonymous)."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client

from tournaments import events, permissions
from tournaments.models import Registration, ResultEntry, Round, Tournament
from tournaments.registration import entries
from tournaments.results import counting, reporting
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db


@pytest.fixture
def people(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    return {
        name: make(name, f"{name}@example.org")
        for name in ("olga", "other", "p1", "p2", "p3", "p4", "p5", "late")
    }


@pytest.fixture
def event(people: dict[str, Any]) -> Tournament:
    event = events.create_tournament(
        people["olga"], name="Paper Cup", date=datetime.date(2026, 6, 1), match_structure="bo3"
    )
    events.create_tournament(people["other"], name="Elsewhere", date=datetime.date(2026, 6, 1))
    for name in ("p1", "p2", "p3", "p4"):
        entries.register(event, people[name])
    return event


def as_user(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def console_urls(event: Tournament, match_id: int) -> list[tuple[str, str]]:
    c = f"/tournaments/{event.pk}/console/"
    return [
        ("get", c),
        ("get", f"{c}event/"),
        ("get", f"{c}people/"),
        ("get", f"{c}people/search/?q=p"),
        ("get", f"{c}rounds/"),
        ("get", f"{c}rounds/1/"),
        ("get", f"{c}team-lists/"),
        ("get", f"{c}exports/"),
        ("post", f"{c}people/add/"),
        ("post", f"{c}people/bulk/"),
        ("post", f"{c}rounds/pair/"),
        ("post", f"{c}rounds/1/call-time/"),
        ("post", f"{c}rounds/1/confirm-reported/"),
        ("post", f"{c}matches/{match_id}/enter/"),
        ("post", f"{c}matches/{match_id}/confirm/"),
        ("post", f"{c}top-cut/"),
    ]


def test_only_this_events_organizers_open_the_console(event: Tournament, people) -> None:
    """Another event's organizer and a player get 403, anonymous is sent to log in, and
    nothing changes."""
    generation.generate_round(event.pk, 1)
    match = event.rounds.get(number=1).matches.first()
    before = ResultEntry.objects.count(), Round.objects.count(), Registration.objects.count()
    for who, expected in ((people["other"], 403), (people["p1"], 403), (None, 302)):
        client = as_user(who) if who else Client()
        for method, url in console_urls(event, match.pk):
            response = getattr(client, method)(
                url, {"a_wins": 2, "user_id": who.pk if who else 0, "usernames": "p5"}
            )
            assert response.status_code == expected, (who, url)
            if expected == 302:
                assert response["Location"].startswith("/accounts/login/")
    after = ResultEntry.objects.count(), Round.objects.count(), Registration.objects.count()
    assert before == after
    for _, url in console_urls(event, match.pk)[:8]:
        assert as_user(people["olga"]).get(url).status_code == 200, url


def test_creating_an_event_uses_the_apis_rules(people) -> None:
    client = as_user(people["p5"])
    form = {
        "name": "Store Champs",
        "date": "2026-07-01",
        "match_structure": "bo3",
        "play_mode": "paper",
        "top_cut": "3",
        "starting_life": "20",
        "round_minutes": "50",
    }
    response = client.post("/tournaments/new/", form)
    assert response.status_code == 200
    assert "0, 2, 4, 8, ..." in response.content.decode()  # the serializer's own message
    response = client.post("/tournaments/new/", {**form, "top_cut": "4"})
    event = Tournament.objects.get(name="Store Champs")
    assert response["Location"] == f"/tournaments/{event.pk}/console/people/"
    assert permissions.is_organizer(people["p5"], event) and event.top_cut == 4


def test_rules_freeze_once_round_one_is_paired(event: Tournament, people) -> None:
    generation.generate_round(event.pk, 1)
    client = as_user(people["olga"])
    url = f"/tournaments/{event.pk}/console/event/"
    form = {
        "name": "Renamed",
        "date": "2026-06-01",
        "match_structure": "bo1",
        "play_mode": "paper",
        "top_cut": "0",
        "starting_life": "20",
        "round_minutes": "50",
    }
    response = client.post(url, form, follow=True)
    assert "match_structure cannot change after round 1" in response.content.decode().lower()
    event.refresh_from_db()
    assert (event.name, event.match_structure) == ("Paper Cup", "bo3")
    response = client.post(url, {**form, "match_structure": "bo3"})
    event.refresh_from_db()
    assert response.status_code == 302 and event.name == "Renamed"


def test_adding_players_by_username_in_bulk_and_as_late_entries(event: Tournament, people) -> None:
    client = as_user(people["olga"])
    c = f"/tournaments/{event.pk}/console/people/"
    html = client.get(f"{c}search/?q=p", HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in html and "Add as player" in html and "p5" in html
    response = client.post(f"{c}bulk/", {"usernames": "p5, ghost"}, follow=True)
    html = response.content.decode()
    assert "Added 1: p5." in html and "ghost: no such user" in html
    generation.generate_round(event.pk, 1)
    client.post(f"{c}add/", {"user_id": people["late"].pk, "missed_rounds_count_as_losses": "off"})
    late = event.registrations.get(user=people["late"])
    assert late.joined_round == 2 and late.missed_rounds_count_as_losses is False


def test_check_in_and_drop(event: Tournament, people) -> None:
    client = as_user(people["olga"])
    registration = event.registrations.get(user=people["p1"])
    url = f"/tournaments/{event.pk}/console/people/{registration.pk}/"
    html = client.post(f"{url}check-in/", {"present": "1"}, HTTP_HX_REQUEST="true")
    assert "Present" in html.content.decode()
    registration.refresh_from_db()
    assert registration.checked_in_at is not None
    asked = client.post(f"{url}drop/").content.decode()  # asks first: a drop is for good
    assert "Yes, drop p1" in asked
    registration.refresh_from_db()
    assert registration.dropped_after_round is None
    client.post(f"{url}drop/", {"confirmed": "1"})
    registration.refresh_from_db()
    assert registration.dropped_after_round == 0


def test_check_in_required_pairs_only_the_present(event: Tournament, people) -> None:
    event.check_in_required = True
    event.save()
    for name in ("p1", "p2"):
        entries.set_checked_in(event.registrations.get(user=people[name]), people["olga"], True)
    generation.generate_round(event.pk, 1)
    assert event.rounds.get().matches.count() == 1


def test_pairing_the_next_round_shows_its_progress_and_refuses_early(event: Tournament, people):
    client = as_user(people["olga"])
    url = f"/tournaments/{event.pk}/console/rounds/pair/"
    html = client.post(url, HTTP_HX_REQUEST="true").content.decode()
    assert "<progress" in html and 'value="4"' in html and "Round 1 is paired" in html
    assert event.rounds.filter(number=1).exists()
    response = client.post(url, follow=True)
    # The page names the tables the round waits for, and offers no way to pair anyway.
    assert "Round 1 still waits for results at table 1 (nothing reported)" in (
        response.content.decode()
    )
    assert "anyway" not in response.content.decode()
    assert event.rounds.count() == 1


def test_result_grid_enters_confirms_on_behalf_and_corrects_with_a_reason(event, people):
    generation.generate_round(event.pk, 1)
    first, second = event.rounds.get().matches.order_by("table")
    client = as_user(people["olga"])
    c = f"/tournaments/{event.pk}/console/"
    html = client.get(f"{c}rounds/1/").content.decode()
    assert "Waiting for tables" in html
    client.post(f"{c}matches/{first.pk}/enter/", {"a_wins": 2, "b_wins": 1, "draws": 0})
    assert counting.counting_result(first).kind == ResultEntry.Kind.CORRECTED
    response = client.post(f"{c}matches/{first.pk}/enter/", {"a_wins": 2, "b_wins": 0}, follow=True)
    assert "say why you correct the result" in response.content.decode()
    client.post(
        f"{c}matches/{first.pk}/enter/", {"a_wins": 2, "b_wins": 0, "reason": "slip misread"}
    )
    assert counting.counting_result(first).reason == "slip misread"
    reporting.report_result(second, second.player_a.user, 0, 2)
    html = client.post(f"{c}matches/{second.pk}/confirm/", HTTP_HX_REQUEST="true").content
    assert b"Confirmed" in html and b"<html" not in html
    assert event.rounds.get().status == Round.Status.COMPLETE


def test_top_cut_bracket_and_final_placings_on_the_event_page(people, django_user_model):
    event = events.create_tournament(
        people["olga"],
        name="Cut",
        date=datetime.date(2026, 6, 1),
        match_structure="bo1",
        swiss_rounds=1,
        top_cut=2,
    )
    for name in ("p1", "p2", "p3", "p4"):
        entries.register(event, people[name])
    generation.generate_round(event.pk, 1)
    for match in event.rounds.get().matches.all():
        reporting.correct_result(match, people["olga"], 1, 0, 0, "slip")
    client = as_user(people["olga"])
    response = client.post(f"/tournaments/{event.pk}/console/top-cut/", {"confirmed": "1"})
    final = event.rounds.get(kind=Round.Kind.TOP_CUT).matches.get()
    assert response["Location"] == f"/tournaments/{event.pk}/console/rounds/2/"
    reporting.correct_result(final, people["olga"], 0, 1, 0, "slip")
    html = Client().get(f"/tournaments/{event.pk}/").content.decode()
    assert "Top cut bracket" in html and "Final placings" in html
    assert f"Champion: {final.player_b.display_name}" in html
