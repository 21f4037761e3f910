"""Doubles events (000:L729-733, DIGEST DM-3.5: "a 2 vs 2 format ... Each team will start with
30 Life"): a team of two is one entry, so pairing and standings are by team; either partner
acts for the team, neither confirms the team's own report; Doubles is played on paper
(docs/rulings.md "Doubles")."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tournaments import penalties, services
from tournaments.models import Format, Registration, ResultEntry, Tournament

pytestmark = pytest.mark.django_db
DAY = datetime.date(2026, 12, 12)
NAMES = ("olga", "ann", "bob", "cid", "dan", "eve", "fay", "gus", "hal", "ivy")


@pytest.fixture
def people(django_user_model: Any) -> dict[str, Any]:
    return {name: django_user_model.objects.create_user(name) for name in NAMES}


@pytest.fixture
def doubles() -> Format:
    return Format.objects.create(name="Doubles", team_format=Format.TeamFormat.DOUBLES)


def api(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def doubles_event(people: dict[str, Any], doubles: Format, teams: int = 4) -> Tournament:
    event = services.create_tournament(
        people["olga"], name="Pairs", date=DAY, format=doubles, match_structure="bo1"
    )
    members = NAMES[1:]
    for k in range(teams):
        services.register(event, people[members[2 * k]], partner=people[members[2 * k + 1]])
    return event


def test_an_event_in_the_doubles_format_starts_at_30_life_and_is_played_on_paper(
    people: dict[str, Any], doubles: Format
) -> None:
    organizer = api(people["olga"])
    body = {"name": "Pairs", "date": "2026-12-12", "format": doubles.pk}
    created = organizer.post("/api/tournaments/", body, format="json")
    assert created.status_code == 201, created.content
    assert created.json()["starting_life"] == 30  # "Each team will start with 30 Life"
    online = organizer.post("/api/tournaments/", {**body, "play_mode": "online"}, format="json")
    assert online.status_code == 400
    assert "paper" in online.json()["message"]
    event_id = created.json()["id"]
    edit = organizer.patch(f"/api/tournaments/{event_id}/", {"play_mode": "online"}, format="json")
    assert edit.status_code == 400
    assert Tournament.objects.get(pk=event_id).play_mode == "paper"
    assert Tournament.objects.filter(name="Pairs").count() == 1


def test_an_organizer_registers_a_team_and_the_list_names_both_players(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles, teams=0)
    organizer = api(people["olga"])
    url = f"/api/tournaments/{event.pk}/registrations/"
    added = organizer.post(url, {"username": "ann", "partner": "bob"}, format="json")
    assert added.status_code == 201, added.content
    team = added.json()
    assert (team["username"], team["partner_username"], team["display_name"]) == (
        "ann",
        "bob",
        "ann & bob",
    )
    listed = api(people["cid"]).get(url).json()
    rows = listed["results"] if isinstance(listed, dict) else listed
    assert [(r["username"], r["partner_username"]) for r in rows] == [("ann", "bob")]


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"username": "cid"}, 400, "registration/partner_required"),
        ({"username": "cid", "partner": "cid"}, 400, "registration/partner_required"),
        ({"username": "cid", "partner": "bob"}, 409, "registration/already_registered"),
        ({"username": "bob", "partner": "cid"}, 409, "registration/already_registered"),
        ({"username": "cid", "partner": "nobody"}, 400, "request/invalid"),
    ],
    ids=["no partner", "oneself", "partner on a team", "player on a team", "unknown user"],
)
def test_a_team_is_two_different_players_on_no_other_team(
    people: dict[str, Any], doubles: Format, body: dict[str, str], status: int, code: str
) -> None:
    event = doubles_event(people, doubles, teams=1)  # ann & bob
    answer = api(people["olga"]).post(
        f"/api/tournaments/{event.pk}/registrations/", body, format="json"
    )
    assert answer.status_code == status, answer.content
    assert answer.json()["code"] == code
    assert event.registrations.count() == 1


def test_a_player_cannot_sign_up_someone_else_as_partner(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles, teams=0)
    answer = api(people["ann"]).post(
        f"/api/tournaments/{event.pk}/registrations/", {"partner": "bob"}, format="json"
    )
    assert answer.status_code == 403
    assert not event.registrations.exists()


def test_a_singles_event_takes_no_partner(people: dict[str, Any]) -> None:
    event = services.create_tournament(people["olga"], name="Solo", date=DAY)
    answer = api(people["olga"]).post(
        f"/api/tournaments/{event.pk}/registrations/",
        {"username": "ann", "partner": "bob"},
        format="json",
    )
    assert answer.status_code == 400
    assert answer.json()["code"] == "registration/not_doubles"
    assert not event.registrations.exists()


def test_teams_are_paired_and_ranked_as_entries_and_either_partner_acts_for_the_team(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles)
    round_ = services.generate_round(event.pk, 1)
    matches = list(round_.matches.select_related("player_a", "player_b"))
    assert len(matches) == 2  # four teams, two tables
    match = matches[0]
    a, b = match.player_a, match.player_b
    report = api(a.partner).post(
        f"/api/matches/{match.pk}/report/", {"a_wins": 1, "b_wins": 0}, format="json"
    )
    assert report.status_code == 201, report.content
    own = api(a.user).post(f"/api/matches/{match.pk}/confirm/", format="json")
    assert own.status_code == 403
    assert own.json()["code"] == "result/cannot_confirm_own_report"
    outsider = api(matches[1].player_a.user).post(f"/api/matches/{match.pk}/confirm/")
    assert outsider.status_code == 403
    assert match.results.count() == 1
    confirmed = api(b.partner).post(f"/api/matches/{match.pk}/confirm/", format="json")
    assert confirmed.status_code == 201, confirmed.content
    assert services.latest_result(match).kind == ResultEntry.Kind.CONFIRMED
    rows = api(people["olga"]).get(f"/api/tournaments/{event.pk}/standings/").json()
    rows = rows["results"] if isinstance(rows, dict) else rows
    assert len(rows) == 4
    assert rows[0]["player"]["display_name"] == a.display_name
    assert " & " in a.display_name


def test_an_organizer_who_plays_on_a_team_does_not_correct_its_match(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles)
    match = services.generate_round(event.pk, 1).matches.select_related("player_a").first()
    partner = match.player_a.partner
    services.add_role(event, people["olga"], partner, "organizer")
    answer = api(partner).post(
        f"/api/matches/{match.pk}/correct/",
        {"a_wins": 1, "b_wins": 0, "draws": 0, "reason": "we won"},
        format="json",
    )
    assert answer.status_code == 403
    assert answer.json()["code"] == "result/own_match"
    assert not match.results.exists()
    with pytest.raises(services.NotAllowed):
        penalties.issue(
            match.player_b, partner, "warning", penalties.I.values[0], "slow play", match=match
        )


def test_team_lists_are_not_taken_in_doubles_yet_and_say_so(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles, teams=1)
    answer = api(people["bob"]).post(
        f"/api/tournaments/{event.pk}/team-list/",
        {"link": "https://example.org/?view&cards=2x1ocr;1x2ocr"},
        format="json",
    )
    assert answer.status_code == 400
    assert answer.json()["code"] == "team_list/not_taken_in_doubles"
    assert Registration.objects.get(tournament=event).team_list is None
    require = api(people["olga"]).patch(
        f"/api/tournaments/{event.pk}/", {"require_team_list": True}, format="json"
    )
    assert require.status_code == 400


def test_the_console_adds_teams_written_with_a_plus(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles, teams=0)
    browser = Client()
    browser.force_login(people["olga"])
    page = browser.post(
        f"/tournaments/{event.pk}/console/people/bulk/",
        {"usernames": "ann+bob, cid + dan\neve\ngus+nobody"},
        follow=True,
    )
    assert page.status_code == 200
    text = page.content.decode()
    assert "a team is two usernames joined by +" in text
    assert "no such user nobody" in text
    teams = [(r.user.username, r.partner.username) for r in event.registrations.all()]
    assert teams == [("ann", "bob"), ("cid", "dan")]
    assert (
        "ann &amp; bob" in browser.get(f"/tournaments/{event.pk}/console/people/").content.decode()
    )


def test_the_partners_home_page_shows_the_team_and_what_to_confirm(
    people: dict[str, Any], doubles: Format
) -> None:
    from accounts.services import overview

    event = doubles_event(people, doubles)
    match = services.generate_round(event.pk, 1).matches.select_related("player_a", "player_b")[0]
    services.report_result(match, match.player_a.user, 1, 0)
    teammate, opponent = overview(match.player_a.partner), overview(match.player_b.partner)
    assert [e.registration.pk for e in teammate.entries] == [match.player_a.pk]
    assert not teammate.entries[0].to_confirm  # the teammate's own team reported it
    assert opponent.entries[0].to_confirm


def test_a_simulated_doubles_event_runs_its_swiss_rounds_by_team() -> None:
    import io
    import json

    from django.core.management import call_command

    out = io.StringIO()
    call_command(
        "simulate_tournament", "--players", "16", "--doubles", "--rounds", "3", "--seed", "d",
        "--json", stdout=out,
    )  # fmt: skip
    report = json.loads(out.getvalue())
    event = Tournament.objects.get(pk=report["tournament"])
    assert (event.team_size, event.play_mode) == (2, "paper")
    assert len(report["standings"]) == 8  # 16 players, 8 teams
    assert all(" & " in row["player"] for row in report["standings"])
    assert event.rounds.count() == 3
    assert all(m.player_b_id for r in event.rounds.all() for m in r.matches.all())
