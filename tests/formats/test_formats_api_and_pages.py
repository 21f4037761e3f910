"""Formats through the API and the pages (issue 16 item 7, issue 17 item 4): public reads,
ban lists that only staff (any format) and an organizer (their own copies) may change, every
refusal a {code, message} that writes nothing, and the create form that offers the shipped
formats with the ruleset."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tournaments import events
from tournaments.models import Format, Tournament
from tournaments.registration import entries
from tournaments.results import reporting
from tournaments.rounds import generation

pytestmark = pytest.mark.django_db
DAY = datetime.date(2026, 12, 5)


def api(user: Any | None = None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def page(user: Any | None = None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def refused(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status, answer.content
    assert answer["Content-Type"].startswith("application/json")
    body = answer.json()
    assert body["code"] == code and body["message"], body


@pytest.fixture
def people(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    people = {"staff": make("sam", is_staff=True), "olga": make("olga"), "pat": make("pat")}
    events.create_tournament(people["olga"], name="Olga's weekly", date=DAY)  # an organizer
    return people


def golden() -> Format:
    return Format.objects.get(slug="golden")


def test_the_formats_api_lists_and_shows_formats_to_anyone() -> None:
    rows = api().get("/api/formats/").json()
    names = [row["name"] for row in rows]
    assert names[:3] == ["Golden", "Modern", "Silver Age"]  # shipped first, in the file's order
    ten = next(row for row in rows if row["slug"] == "ten-ten")
    assert ten["different_sets"] and ten["shipped"] and ten["owner"] is None
    assert "Every card of a team from a different set" in ten["rules"]
    detail = api().get(f"/api/formats/{ten['id']}/").json()
    assert detail == ten
    refused(api().get("/api/formats/999999/"), 404, "request/not_found")


def test_staff_edit_a_shipped_ban_list(people: dict[str, Any]) -> None:
    answer = api(people["staff"]).put(
        f"/api/formats/{golden().pk}/bans/",
        {"banned_cards": ["7OCR", "1ocr", "7ocr"]},
        format="json",
    )
    assert answer.status_code == 200, answer.content
    assert golden().banned_cards == ["7ocr", "1ocr"]


@pytest.mark.parametrize("who", [None, "olga", "pat"])
def test_nobody_else_edits_a_shipped_ban_list(people: dict[str, Any], who: str | None) -> None:
    """An organizer of an event does not change the format every other event uses."""
    answer = api(people[who] if who else None).put(
        f"/api/formats/{golden().pk}/bans/", {"banned_cards": ["7ocr"]}, format="json"
    )
    if who is None:
        refused(answer, 401, "request/not_authenticated")
    else:
        refused(answer, 403, "format/not_allowed")
    assert golden().banned_cards == []
    response = page(people[who] if who else None).post(
        f"/formats/{golden().pk}/bans/", {"banned_cards": "7ocr"}
    )
    assert response.status_code == 302
    assert golden().banned_cards == []


def test_an_organizer_copies_a_format_and_edits_only_their_copy(people: dict[str, Any]) -> None:
    answer = api(people["olga"]).post(
        "/api/formats/", {"copy_of": golden().pk, "name": "Olga's Golden"}, format="json"
    )
    assert answer.status_code == 201, answer.content
    mine = Format.objects.get(name="Olga's Golden")
    assert mine.owner == people["olga"] and mine.slug is None and not answer.json()["shipped"]
    ok = api(people["olga"]).put(f"/api/formats/{mine.pk}/bans/", {"banned_cards": ["1ocr"]},
                                 format="json")  # fmt: skip
    assert ok.status_code == 200 and ok.json()["banned_cards"] == ["1ocr"]
    for who in ("pat",):  # someone else's copy: refused
        refused(api(people[who]).put(f"/api/formats/{mine.pk}/bans/", {"banned_cards": []},
                                     format="json"), 403, "format/not_allowed")  # fmt: skip
    # a player who organizes nothing makes no format
    refused(api(people["pat"]).post("/api/formats/", {"copy_of": golden().pk, "name": "Pat's"},
                                    format="json"), 403, "permission/not_organizer")  # fmt: skip
    refused(api().post("/api/formats/", {"copy_of": golden().pk, "name": "X"}, format="json"),
            401, "request/not_authenticated")  # fmt: skip
    # a taken name
    refused(api(people["olga"]).post("/api/formats/", {"copy_of": golden().pk, "name": "Golden"},
                                     format="json"), 400, "format/bad_name")  # fmt: skip
    assert not Format.objects.filter(name="Pat's").exists()


@pytest.mark.parametrize(
    ("bans", "code"),
    [(["no-such-card"], "format/unknown_cards"), (["<script>"], "format/bad_bans")],
)
def test_bad_ban_lists_are_refused(people: dict[str, Any], bans: list[str], code: str) -> None:
    answer = api(people["staff"]).put(
        f"/api/formats/{golden().pk}/bans/", {"banned_cards": bans}, format="json"
    )
    refused(answer, 400, code)
    assert golden().banned_cards == []


def test_the_ban_page_shows_the_form_only_to_editors(people: dict[str, Any]) -> None:
    html = page(people["pat"]).get(f"/formats/{golden().pk}/").content.decode()
    assert "Team rules" in html and "Save the ban list" not in html
    assert "Copy as my format" not in html  # pat organizes nothing
    html = page(people["olga"]).get(f"/formats/{golden().pk}/").content.decode()
    assert "Save the ban list" not in html and "Copy as my format" in html
    staff = page(people["staff"])
    assert "Save the ban list" in staff.get(f"/formats/{golden().pk}/").content.decode()
    staff.post(f"/formats/{golden().pk}/bans/", {"banned_cards": "7ocr, 1ocr"})
    assert golden().banned_cards == ["7ocr", "1ocr"]
    html = page().get(f"/formats/{golden().pk}/").content.decode()
    assert "/cards/7ocr/" in html  # a banned card links to its page
    assert "Single Energy" in page().get("/formats/").content.decode()


def test_the_create_form_offers_the_shipped_formats_and_the_rulesets(
    people: dict[str, Any],
) -> None:
    client = page(people["pat"])
    html = client.get("/tournaments/new/").content.decode()
    for words in ("Golden", "Modern", "10/10", "Draft Teams (2014)", "Dice Masters, 2014 rules",
                  "Marvel Heroes Battle Dice"):  # fmt: skip
        assert words in html, words
    form = {"name": "Silver night", "date": "2026-12-12", "match_structure": "bo3",
            "play_mode": "paper", "top_cut": 0, "starting_life": 20,
            "round_minutes": 50}  # fmt: skip
    silver = Format.objects.get(slug="silver-age")
    answer = client.post("/tournaments/new/", {**form, "format": silver.pk,
                                               "rules_version": "dm-2014"})  # fmt: skip
    assert answer.status_code == 302, answer.content.decode()[-2000:]
    event = Tournament.objects.get(name="Silver night")
    assert event.format == silver and event.rules_version == "dm-2014"


def test_a_format_that_does_not_fit_the_ruleset_is_refused(people: dict[str, Any]) -> None:
    """Draft Teams are the 2014 rulebook's; a Dice Masters format is not Battle Dice."""
    draft = Format.objects.get(slug="draft-teams-2014")
    body = {"name": "Draft night", "date": "2026-12-12", "format": draft.pk,
            "rules_version": "dm-2018"}  # fmt: skip
    answer = api(people["pat"]).post("/api/tournaments/", body, format="json")
    assert answer.status_code == 400 and "2014 rules" in answer.content.decode()
    html = page(people["pat"]).post("/tournaments/new/", {
        **body, "match_structure": "bo3", "play_mode": "paper", "top_cut": 0,
        "starting_life": 20, "round_minutes": 50, "rules_version": "mb-2006",
        "format": golden().pk}).content.decode()  # fmt: skip
    assert "Golden is played under" in html
    assert not Tournament.objects.filter(name="Draft night").exists()
    ok = api(people["pat"]).post("/api/tournaments/", {**body, "rules_version": "dm-2014"},
                                 format="json")  # fmt: skip
    assert ok.status_code == 201, ok.content


def test_global_escalation_bans_the_winning_lists_cards(people: dict[str, Any]) -> None:
    """Global Escalation (organized-play.md): the cards of the event's winning team are banned
    in the organizer's series; refused before the event is over, for another organizer's
    event, and for a format that does not escalate."""
    olga, pat = people["olga"], people["pat"]
    escalation = Format.objects.get(slug="global-escalation").pk
    body = {"copy_of": escalation, "name": "Olga's escalation"}
    series = api(olga).post("/api/formats/", body, format="json").json()
    event = events.create_tournament(olga, name="Escalation 1", date=DAY, swiss_rounds=1)
    event.format_id = series["id"]
    event.save()
    for user, link in ((olga, "?view&cards=1x1ocr;1x7ocr;1x41ocr;1x39ocr"),
                       (pat, "?view&cards=1x13ocr;1x19ocr;1x40ocr;1x46ocr")):  # fmt: skip
        entries.register(event, user)
        answer = api(user).post(f"/api/tournaments/{event.pk}/team-list/", {"link": link},
                                format="json")  # fmt: skip
        assert answer.status_code == 201, answer.content
    path = f"/api/formats/{series['id']}/winner-bans/"
    refused(api(olga).post(path, {"tournament": event.pk}, format="json"), 400,
            "format/not_escalating")  # not over yet  # fmt: skip
    generation.generate_round(event.pk, 1)
    match = event.rounds.get(number=1).matches.get()
    winner = match.player_a.user
    reporting.report_result(match, winner, 2, 0)
    reporting.confirm_result(match, match.player_b.user)
    refused(api(pat).post(path, {"tournament": event.pk}, format="json"), 403,
            "format/not_allowed")  # not pat's format  # fmt: skip
    other = events.create_tournament(pat, name="Pat's", date=DAY)
    refused(api(olga).post(path, {"tournament": other.pk}, format="json"), 403,
            "permission/not_organizer")  # fmt: skip
    refused(api(people["staff"]).post(f"/api/formats/{golden().pk}/winner-bans/",
                                      {"tournament": event.pk}, format="json"),
            400, "format/not_escalating")  # fmt: skip
    answer = api(olga).post(path, {"tournament": event.pk}, format="json")
    assert answer.status_code == 200, answer.content
    expected = ["1ocr", "7ocr"] if winner == olga else ["13ocr", "19ocr"]
    assert answer.json()["banned_cards"] == expected
    html = page(olga).get(f"/formats/{series['id']}/").content.decode()
    assert "Escalation 1" in html  # offered on the format page
