"""Doubles events (000:L729-733, DIGEST DM-3.5: "a 2 vs 2 format ... Each team will start with
30 Life"): a team of two is one entry, so pairing and standings are by team; either partner
acts for the team, neither confirms the team's own report; Doubles is played on paper or
online (four-seat games: test_doubles_online.py; docs/rulings.md "Doubles")."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tournaments import events
from tournaments.errors import NotAllowed
from tournaments.models import Format, Registration, ResultEntry, Tournament
from tournaments.registration import entries
from tournaments.results import counting, penalties, reporting
from tournaments.rounds import generation

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
    event = events.create_tournament(
        people["olga"], name="Pairs", date=DAY, format=doubles, match_structure="bo1"
    )
    members = NAMES[1:]
    for k in range(teams):
        entries.register(event, people[members[2 * k]], partner=people[members[2 * k + 1]])
    return event


def test_an_event_in_the_doubles_format_starts_at_30_life_on_paper_or_online(
    people: dict[str, Any], doubles: Format
) -> None:
    organizer = api(people["olga"])
    body = {"name": "Pairs", "date": "2026-12-12", "format": doubles.pk}
    created = organizer.post("/api/tournaments/", body, format="json")
    assert created.status_code == 201, created.content
    assert created.json()["starting_life"] == 30  # "Each team will start with 30 Life"
    assert created.json()["play_mode"] == "paper"
    # Online Doubles: four-seat games (tests/tournaments/test_doubles_online.py)
    online = organizer.post("/api/tournaments/", {**body, "play_mode": "online"}, format="json")
    assert online.status_code == 201, online.content
    event_id = created.json()["id"]
    edit = organizer.patch(f"/api/tournaments/{event_id}/", {"play_mode": "online"}, format="json")
    assert edit.status_code == 200
    assert Tournament.objects.get(pk=event_id).play_mode == "online"


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
    event = events.create_tournament(people["olga"], name="Solo", date=DAY)
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
    round_ = generation.generate_round(event.pk, 1)
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
    assert counting.latest_result(match).kind == ResultEntry.Kind.CONFIRMED
    rows = api(people["olga"]).get(f"/api/tournaments/{event.pk}/standings/").json()
    rows = rows["results"] if isinstance(rows, dict) else rows
    assert len(rows) == 4
    assert rows[0]["player"]["display_name"] == a.display_name
    assert " & " in a.display_name


def test_an_organizer_who_plays_on_a_team_does_not_correct_its_match(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles)
    match = generation.generate_round(event.pk, 1).matches.select_related("player_a").first()
    partner = match.player_a.partner
    events.add_role(event, people["olga"], partner, "organizer")
    answer = api(partner).post(
        f"/api/matches/{match.pk}/correct/",
        {"a_wins": 1, "b_wins": 0, "draws": 0, "reason": "we won"},
        format="json",
    )
    assert answer.status_code == 403
    assert answer.json()["code"] == "result/own_match"
    assert not match.results.exists()
    with pytest.raises(NotAllowed):
        penalties.issue(
            match.player_b, partner, "warning", penalties.I.values[0], "slow play", match=match
        )


ANN_LIST = "?view&cards=3x1ocr;3x4ocr;2x7ocr;3x8ocr;1x41ocr"  # four cards, one Basic Action
BOB_LIST = "?view&cards=3x13ocr;2x14ocr;3x15ocr;1x39ocr"


def test_each_player_of_a_doubles_team_submits_their_own_list(
    people: dict[str, Any], doubles: Format
) -> None:
    """000:L731: "each player gets to bring four cards with up to their maximum number of dice
    and one Basic Action Card": each partner's list is checked by the Doubles rules alone."""
    event = doubles_event(people, doubles, teams=1)
    url = f"/api/tournaments/{event.pk}/team-list/"
    first = api(people["ann"]).post(url, {"link": ANN_LIST}, format="json")
    assert first.status_code == 201, first.content
    body = first.json()
    assert (body["submitted"], body["valid"]) == (False, False)  # bob has not sent his
    assert [m["submitted"] for m in body["members"]] == [True, False]
    assert body["members"][0]["player"] == "ann" and body["members"][0]["valid"]
    second = api(people["bob"]).post(url, {"link": BOB_LIST}, format="json")
    assert second.status_code == 201, second.content
    body = second.json()
    assert (body["submitted"], body["valid"]) == (True, True)
    assert [m["player"] for m in body["members"]] == ["ann", "bob"]
    registration = Registration.objects.get(tournament=event)
    assert set(registration.team_list["members"]) == {str(people["ann"].pk), str(people["bob"].pk)}
    assert api(people["bob"]).get(url).json()["members"][1]["link"].endswith("1x39ocr")
    status_rows = api(people["olga"]).get(f"/api/tournaments/{event.pk}/team-lists/status/")
    assert status_rows.status_code == 200, status_rows.content
    assert [r["status"] for r in status_rows.json()] == ["valid"]
    # An organizer may now require lists in Doubles
    require = api(people["olga"]).patch(
        f"/api/tournaments/{event.pk}/", {"require_team_list": True}, format="json"
    )
    assert require.status_code == 200, require.content


def test_a_doubles_list_breaking_the_doubles_rules_is_refused_with_every_problem(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles, teams=1)
    url = f"/api/tournaments/{event.pk}/team-list/"
    five = "?view&cards=3x1ocr;3x4ocr;2x7ocr;3x8ocr;3x49ocr;1x41ocr;1x39ocr"
    answer = api(people["ann"]).post(url, {"link": five}, format="json")
    assert answer.status_code == 400
    codes = {p["code"] for p in answer.json()["problems"]}
    assert {"team/too_many_cards", "team/basic_action_count"} <= codes
    assert Registration.objects.get(tournament=event).team_list is None


def test_a_partner_never_submits_the_other_partners_list(
    people: dict[str, Any], doubles: Format
) -> None:
    event = doubles_event(people, doubles, teams=2)
    mine = Registration.objects.get(tournament=event, user=people["ann"])
    url = f"/api/tournaments/{event.pk}/registrations/{mine.pk}/team-list/"
    other = api(people["ann"]).post(url, {"link": ANN_LIST, "member": "bob"}, format="json")
    assert other.status_code == 403
    assert other.json()["code"] == "team_list/not_your_list"
    stranger = api(people["cid"]).post(url, {"link": ANN_LIST}, format="json")  # other team
    assert stranger.status_code == 403
    outside = api(people["olga"]).post(url, {"link": ANN_LIST, "member": "cid"}, format="json")
    assert outside.status_code == 400 and outside.json()["code"] == "team_list/bad_member"
    unnamed = api(people["olga"]).post(url, {"link": ANN_LIST}, format="json")
    assert unnamed.status_code == 400 and unnamed.json()["code"] == "team_list/bad_member"
    assert mine.team_list_entries.count() == 0
    by_organizer = api(people["olga"]).post(url, {"link": ANN_LIST, "member": "bob"}, format="json")
    assert by_organizer.status_code == 201, by_organizer.content
    entry = mine.team_list_entries.get()
    assert (entry.member, entry.by) == (people["bob"], people["olga"])


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
    from tournaments.pages.overview import overview

    event = doubles_event(people, doubles)
    match = generation.generate_round(event.pk, 1).matches.select_related("player_a", "player_b")[0]
    reporting.report_result(match, match.player_a.user, 1, 0)
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
        "--results-only", "--json", stdout=out,
    )  # fmt: skip
    report = json.loads(out.getvalue())
    event = Tournament.objects.get(pk=report["tournament"])
    assert (event.team_size, event.play_mode) == (2, "paper")
    assert len(report["standings"]) == 8  # 16 players, 8 teams
    assert all(" & " in row["player"] for row in report["standings"])
    assert event.rounds.count() == 3
    assert all(m.player_b_id for r in event.rounds.all() for m in r.matches.all())


def test_doubles_lists_show_on_every_page_and_export(
    people: dict[str, Any], doubles: Format
) -> None:
    """The team page, the lists page, the console, the CSV, the history and the status of a
    Doubles event with lists: each answers (never a 500) and names both players' cards."""
    event = doubles_event(people, doubles, teams=1)
    url = f"/api/tournaments/{event.pk}/team-list/"
    assert api(people["ann"]).post(url, {"link": ANN_LIST}, format="json").status_code == 201
    assert api(people["bob"]).post(url, {"link": BOB_LIST}, format="json").status_code == 201
    registration = Registration.objects.get(tournament=event)
    history = api(people["olga"]).get(
        f"/api/tournaments/{event.pk}/registrations/{registration.pk}/team-list/history/"
    )
    assert [e["member"] for e in history.json()] == ["ann", "bob"]
    csv = api(people["olga"]).get(f"/api/tournaments/{event.pk}/team-lists.csv")
    assert csv.status_code == 200, csv.content
    every = api(people["olga"]).get(f"/api/tournaments/{event.pk}/team-lists/")
    assert every.status_code == 200 and every.json()[0]["valid"]
    for who, path in (
        ("ann", f"/tournaments/{event.pk}/team/"),
        ("olga", f"/tournaments/{event.pk}/team-lists/"),
        ("olga", f"/tournaments/{event.pk}/console/team-lists/"),
    ):
        browser = Client()
        browser.force_login(people[who])
        page = browser.get(path)
        assert page.status_code == 200, (path, page.status_code)
    # a partner submitting through the team page sends their own list
    browser = Client()
    browser.force_login(people["bob"])
    browser.post(f"/tournaments/{event.pk}/team/", {"link": "?view&cards=3x13ocr;1x39ocr"})
    entry = registration.team_list_entries.order_by("-id").first()
    assert entry is not None and entry.member == people["bob"]
