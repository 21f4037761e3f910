"""A team typed by names resolves to cards the player confirms (issue 16 item 6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from cards.typed_lists import parse_line, resolve, split_lines
from tests.cards.named_cards import load

pytestmark = pytest.mark.django_db
URL = "/api/cards/resolve/"


@pytest.mark.parametrize(
    ("typed", "parsed"),
    [
        ("Black Widow: Tsarina (AvX) \u00d73", ("Black Widow: Tsarina", 3, "AvX")),
        ("3x Black Widow: Tsarina (AvX)", ("Black Widow: Tsarina", 3, "AvX")),
        ("3 Black Widow (AvX)", ("Black Widow", 3, "AvX")),
        ("Black Widow x3 (AvX)", ("Black Widow", 3, "AvX")),
        ("- Black Widow: Tsarina", ("Black Widow: Tsarina", None, "")),
        (
            "Guy Gardner [Justice, Like Lightning] (2)",
            ("Guy Gardner", 2, "Justice, Like Lightning"),
        ),
        ("Mister Fantastic 2", ("Mister Fantastic 2", None, "")),
    ],
)
def test_a_line_gives_its_name_count_and_set(typed: str, parsed: tuple) -> None:
    assert parse_line(typed) == parsed


def test_lines_and_commas_outside_brackets_separate_cards() -> None:
    text = "Wolverine (Justice, Like Lightning) x2, Blink \u00d71\n\n2x Spider-Man; \u2026"
    assert split_lines(text) == [
        "Wolverine (Justice, Like Lightning) x2", "Blink \u00d71", "2x Spider-Man",
    ]  # fmt: skip


def test_exact_names_are_certain_and_misspellings_are_offered_for_confirmation(
    tmp_path: Path,
) -> None:
    load(tmp_path)
    typed = resolve("Spider-Man: Webhead \u00d73, wolverne (sws) x2, Helblazer")
    first, second, third = typed.lines
    assert (first.match.title, first.count, first.certain) == ("Spider-Man: Webhead", 3, True)
    assert (second.match.title, second.count, second.set_code) == ("Wolverine: Berserker", 2, "sws")
    assert second.certain is False
    assert third.match.title == "John Constantine: Hellblazer" and not third.certain


def test_a_name_shared_by_several_cards_is_not_certain_and_lists_the_others(
    tmp_path: Path,
) -> None:
    load(tmp_path)
    line = resolve("spider").lines[0]
    assert not line.certain
    titles = {line.match.title, *(c.title for c in line.alternatives)}
    assert {"Spider-Man: Webhead", "Spider-Woman: Jessica Drew"} <= titles


def test_an_unknown_set_or_card_says_so_and_finds_nothing(tmp_path: Path) -> None:
    load(tmp_path)
    unknown_set, unknown_card = resolve("Wolverine (Planet Zork), Qqqqqq Xxxxx").lines
    assert unknown_set.match is None and "Planet Zork" in unknown_set.problem
    assert unknown_card.match is None and "Qqqqqq" in unknown_card.problem


def player() -> APIClient:
    client = APIClient()
    client.force_authenticate(User.objects.create_user("typist"))
    return client


def test_the_api_answers_each_line(tmp_path: Path) -> None:
    load(tmp_path)
    answer = player().post(URL, {"text": "dr. strange (sws) x2"}, format="json")
    assert answer.status_code == 200, answer.content
    (line,) = answer.json()["lines"]
    assert line["match"]["title"] == "Doctor Strange: Sorcerer"
    assert (line["count"], line["set"], line["certain"]) == (2, "sws", True)  # "dr" is "doctor"


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ({}, "send the team as text"),
        ({"text": ""}, "at least one card"),
        ({"text": 5}, "must be text"),
        ({"text": "x" * 4001}, "longer than"),
        ({"text": "\n".join(["Blink"] * 31)}, "at most 30"),
    ],
)
def test_bad_input_is_a_400_with_a_code(body: dict[str, Any], fragment: str) -> None:
    answer = player().post(URL, body, format="json")
    assert answer.status_code == 400
    assert answer.json()["code"] == "catalog/bad_query"
    assert fragment in answer.json()["message"]


def test_a_nul_character_is_refused() -> None:
    answer = player().post(URL, {"text": "a\x00b"}, format="json")
    assert answer.status_code == 400 and answer.json()["code"]


def test_only_a_logged_in_player_resolves_and_a_get_is_refused_as_json() -> None:
    anonymous = APIClient().post(URL, {"text": "Blink"}, format="json")
    assert anonymous.status_code == 401 and anonymous.json()["code"]
    answer = player().get(URL)
    assert answer.status_code == 405 and answer["Content-Type"].startswith("application/json")
