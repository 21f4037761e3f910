"""The shipped formats (tournaments/data/formats.json, loaded on migrate) and their own
team-building rules, checked by the team-list checker (games/systems/dm_teamlists.py): each
rule with a list it refuses and one it accepts (organized-play.md "Community formats"; the
standard team rules are DM-3.2). Cards are our own set's (ocr) and a few made here."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from rest_framework.test import APIClient

from cards import services as card_services
from tournaments import events
from tournaments.models import Format, TeamListEntry
from tournaments.registration import entries
from tournaments.shipped_formats import load_shipped, shipped

pytestmark = pytest.mark.django_db
DAY = datetime.date(2026, 12, 5)
ALL_OCR = "?view&cards=3x1ocr;3x4ocr;2x7ocr;3x8ocr;3x49ocr;2x52ocr;2x12ocr;2x13ocr;1x41ocr;1x39ocr"
FIST = "?view&cards=3x1ocr;3x4ocr;3x49ocr;2x52ocr;2x2ocr;2x25ocr;1x41ocr;1x39ocr"
ONE_DIE = "?view&cards=1x1ocr;1x7ocr;1x13ocr;1x41ocr;1x39ocr"


@pytest.fixture
def event(django_user_model: Any) -> dict[str, Any]:
    organizer = django_user_model.objects.create_user("olga")
    tournament = events.create_tournament(organizer, name="Format night", date=DAY)
    alice = django_user_model.objects.create_user("alice")
    entries.register(tournament, alice)
    return {"tournament": tournament, "alice": alice}


def submit(event: dict[str, Any], link: str) -> Any:
    client = APIClient()
    client.force_authenticate(event["alice"])
    return client.post(
        f"/api/tournaments/{event['tournament'].pk}/team-list/", {"link": link}, format="json"
    )


def use(event: dict[str, Any], slug: str) -> Format:
    tournament = event["tournament"]
    tournament.format = Format.objects.get(slug=slug)
    tournament.save()
    return tournament.format


def refused(answer: Any) -> list[tuple[str, str]]:
    assert answer.status_code == 400, answer.content
    body = answer.json()
    assert body["code"] == "team_list/invalid" and body["message"]
    return [(p["code"], p["card"]) for p in body["problems"]]


def accepted(answer: Any) -> None:
    assert answer.status_code in (200, 201), answer.content


def test_every_shipped_format_is_there_after_migrate() -> None:
    """A fresh install offers the formats (issue 17 item 4: the create form's list was empty)."""
    slugs = {f["slug"] for f in shipped()}
    assert slugs <= set(Format.objects.values_list("slug", flat=True))
    names = set(Format.objects.filter(slug__in=slugs).values_list("name", flat=True))
    assert {"Golden", "Modern", "Silver Age", "10/10", "Global Escalation", "Single Energy",
            "One die per card", "Two Team Takedown", "Doubles 2v2", "Draft Teams (2014)",
            "Rainbow Draft", "Double Rainbow Draft"} <= names  # fmt: skip


def test_loading_again_keeps_the_staffs_bans_and_renews_the_rules() -> None:
    golden = Format.objects.get(slug="golden")
    golden.banned_cards = ["1ocr"]
    golden.legal_sets = ["xyz"]
    golden.save()
    assert load_shipped(Format) == 0
    golden.refresh_from_db()
    assert golden.banned_cards == ["1ocr"] and golden.legal_sets == []


def test_a_name_taken_by_an_organizers_format_is_not_overwritten() -> None:
    Format.objects.filter(slug="modern").delete()
    Format.objects.create(name="Modern", legal_sets=["ocr"])
    assert load_shipped(Format) == 1
    assert Format.objects.get(slug="modern").name == "Modern (shipped)"
    assert Format.objects.get(name="Modern").legal_sets == ["ocr"]


def test_one_die_per_card_refuses_a_second_die(event: dict[str, Any]) -> None:
    use(event, "one-die")
    problems = refused(submit(event, ALL_OCR))
    assert ("team/format_dice", "1ocr") in problems and ("team/format_dice", "7ocr") in problems
    assert not TeamListEntry.objects.exists()  # a refusal writes nothing
    accepted(submit(event, ONE_DIE))


def test_single_energy_refuses_a_second_energy_type(event: dict[str, Any]) -> None:
    use(event, "single-energy")
    problems = refused(submit(event, ALL_OCR))
    # most of the team is Fist: the Bolt and Mask cards break it, Basic Actions never
    assert sorted(card for code, card in problems if code == "team/energy_types") == [
        "12ocr", "13ocr", "7ocr", "8ocr"]  # fmt: skip
    accepted(submit(event, FIST))  # 25ocr is Fist and Bolt: it shares Fist


def _card(number: str, set_code: str, kind: str = "character") -> None:
    record = {"id": f"{number}{set_code}", "set_code": set_code, "number": number,
              "name": f"Set {set_code} card", "kind": kind, "cost": 2,
              "energy_types": [] if kind == "basic_action" else ["fist"], "max_dice": 4,
              **({} if kind == "basic_action" else {"faces": [
                  {"kind": "energy", "symbols": ["fist"]}] * 6})}  # fmt: skip
    card_services.import_records([card_services.Incoming(record, set_code, number)], "test")


def test_ten_ten_refuses_two_cards_of_one_set(event: dict[str, Any]) -> None:
    use(event, "ten-ten")
    problems = refused(submit(event, ALL_OCR))
    assert ("team/same_set", "4ocr") in problems and ("team/same_set", "39ocr") in problems
    assert ("team/same_set", "1ocr") not in problems  # the first of its set is not the problem
    for number, set_code, kind in (
        ("1", "tta", "character"),
        ("1", "ttb", "character"),
        ("1", "ttc", "basic_action"),
        ("1", "ttd", "basic_action"),
    ):
        _card(number, set_code, kind)  # fmt: skip
    accepted(submit(event, "?view&cards=2x1tta;2x1ttb;3x1ttc;3x1ttd"))


def test_legal_sets_and_bans_of_shipped_formats(event: dict[str, Any]) -> None:
    """Modern's rotation list leaves our own set out; Golden takes every set."""
    use(event, "modern")
    assert ("team/set_not_legal", "1ocr") in refused(submit(event, ONE_DIE))
    golden = use(event, "golden")
    accepted(submit(event, ONE_DIE))
    golden.banned_cards = ["7ocr"]
    golden.save()
    assert refused(submit(event, ONE_DIE)) == [("team/banned", "7ocr")]
