"""Team Builder links round-trip exactly (issue 16 item 5): the dice before each Basic Action
Card are kept (`3x41ocr`), the export is a full link to the community Team Builder by default
(settings.TEAMBUILDER_URL), and a reprinted Basic Action Card (the same name and text under
another set code) is the same card for the team rules (DM-3.2: two *different* ones)."""

from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings
from django.test import override_settings
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from cards import services as card_services
from cards.models import Card
from games.systems import dm_teamlists
from games.systems.base import EventSettings
from tests.tournaments.test_team_lists import event, make_user, submit  # noqa: F401

pytestmark = pytest.mark.django_db
TAIL = "3x1ocr;3x4ocr;2x7ocr;3x8ocr;3x49ocr;2x52ocr;2x12ocr;2x13ocr;3x41ocr;3x39ocr"


def test_basic_action_dice_counts_come_back(event: dict[str, Any]) -> None:  # noqa: F811
    answer = submit(event, "alice", {"link": f"?view&cards={TAIL}"})
    assert answer.status_code == 201, answer.content
    assert answer.json()["link"].endswith(f"?view&cards={TAIL}")  # before: ...;1x41ocr;1x39ocr
    again = submit(event, "alice", {"link": answer.json()["link"]})
    assert again.json()["link"] == answer.json()["link"]


def test_the_export_is_a_full_link_to_the_team_builder_by_default() -> None:
    assert settings.TEAMBUILDER_URL == "http://dicecoalition.com/teambuilder/"
    team = dm_teamlists.from_link(f"?view&cards={TAIL}")
    assert dm_teamlists.link(team) == f"http://dicecoalition.com/teambuilder/?view&cards={TAIL}"
    with override_settings(TEAMBUILDER_URL="https://tb.example/"):
        assert dm_teamlists.link(team) == f"https://tb.example/?view&cards={TAIL}"


def test_a_list_stored_without_counts_still_exports_one_die_per_basic_action() -> None:
    old = {"cards": [["1ocr", 3]], "basic_actions": ["41ocr", "39ocr"]}  # stored before
    assert dm_teamlists.link(dm_teamlists.submission_of(old)).endswith("3x1ocr;1x41ocr;1x39ocr")
    odd = {**old, "basic_action_dice": [3]}  # not one count per card: ignored
    assert dm_teamlists.submission_of(odd).basic_action_dice == ()


@pytest.fixture(scope="module")
def pools(django_db_setup: Any, django_db_blocker: Any) -> tuple[list[str], list[str]]:
    with django_db_blocker.unblock():
        ocr = Card.objects.filter(set__code="ocr").order_by("number_sort")
        cards = [c.code for c in ocr if c.kind != Card.Kind.BASIC_ACTION]
        bacs = [c.code for c in ocr if c.kind == Card.Kind.BASIC_ACTION]
    return cards, bacs


@hypothesis_settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_parse_of_export_is_the_team(data: st.DataObject, pools: tuple[list, list]) -> None:
    """Any team of our set, Basic Action dice included, reads back from its own link."""
    cards, bacs = pools
    chosen = data.draw(st.lists(st.sampled_from(cards), max_size=12, unique=True))
    dice = data.draw(st.lists(st.integers(0, 99), min_size=len(chosen), max_size=len(chosen)))
    basics = data.draw(st.lists(st.sampled_from(bacs), max_size=4, unique=True))
    counts = data.draw(st.lists(st.integers(0, 99), min_size=len(basics), max_size=len(basics)))
    if not chosen and not basics:
        return
    team = dm_teamlists.Submission(
        tuple(zip(chosen, dice, strict=True)), tuple(basics), tuple(counts) if basics else ()
    )
    exported = dm_teamlists.link(team)
    assert dm_teamlists.from_link(exported) == team
    assert dm_teamlists.link(dm_teamlists.from_link(exported)) == exported


REPRINT = {
    "set_code": "rpx", "number": "1", "kind": "basic_action", "cost": 2, "energy_types": [],
    "affiliations": [], "max_dice": 3,
}  # fmt: skip


def test_a_reprinted_basic_action_card_is_the_same_card_for_team_rules() -> None:
    original = card_services.card_by_code("44ocr")  # a Basic Action Card with text
    data = original.current_version.data
    reprint = {**REPRINT, "id": "1rpx", "name": data["name"], "text": data["text"]}
    other = {**REPRINT, "id": "2rpx", "number": "2", "name": data["name"], "text": ["Other."]}
    incoming = [card_services.Incoming(r, "rpx", r["number"]) for r in (reprint, other)]
    card_services.import_records(incoming, "test")
    rules = EventSettings(rules="dm-2018")
    cards = "3x1ocr;3x4ocr;2x7ocr;3x8ocr;3x49ocr;2x52ocr;2x12ocr;2x13ocr"
    twice = dm_teamlists.from_link(f"?view&cards={cards};1x44ocr;1x1rpx")
    problems = dm_teamlists.problems(rules, twice)
    assert [(p["code"], p["card"], p["rule"]) for p in problems] == [
        ("team/same_basic_action_twice", "1rpx", "DM-3.2")
    ]
    assert "reprint of" in problems[0]["message"] and "44ocr" in problems[0]["message"]
    # the same name with other text is another card; the same card id is the engine's check
    assert (
        dm_teamlists.problems(rules, dm_teamlists.from_link(f"?view&cards={cards};1x44ocr;1x2rpx"))
        == []
    )
