"""Search finds cards however players spell them (issue 16 item 6).

Names are the characters' names (facts); the cards carry no printed text. Each misspelling
below is one players were seen typing: a doubled letter, a missing letter, a plural, an
abbreviation, a dropped hyphen or ™, a missing colon between name and subtitle.
"""

from __future__ import annotations

from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection

from cards import names
from cards.models import CardSet
from cards.search import has_trigrams, search
from cards.services import refresh_execution
from tests.cards.named_cards import CARDS, load

pytestmark = pytest.mark.django_db


def titles(found: Any) -> list[str]:
    return [card.title for card in found.cards]


@pytest.mark.parametrize(
    ("typed", "first"),
    [
        ("scarlett witch", "Scarlet Witch: Hex Power"),
        ("wolverne", "Wolverine: Berserker"),
        ("spiderman", "Spider-Man: Webhead"),
        ("spider man", "Spider-Man: Webhead"),
        ("Spider-Man", "Spider-Man: Webhead"),
        ("captain colds", "Captain Cold: Cold Gun"),
        ("captain cold", "Captain Cold: Cold Gun"),
        ("dr. strange", "Doctor Strange: Sorcerer"),
        ("Dr Strange", "Doctor Strange: Sorcerer"),
        ("Helblazer", "John Constantine: Hellblazer"),
        ("Guy Gardener", "Guy Gardner: Red Lantern"),
        ("Blink Transmutation", "Blink: Transmutation"),
        ("blink: transmutation", "Blink: Transmutation"),
    ],
)
def test_a_misspelt_or_differently_written_name_finds_the_card(
    tmp_path: Path, typed: str, first: str
) -> None:
    load(tmp_path)
    assert names.fold(titles(search(typed))[0]) == names.fold(first)


def test_spider_man_ranks_before_spider_woman(tmp_path: Path) -> None:
    load(tmp_path)
    found = titles(search("spider man"))
    assert found.index("Spider-Man: Webhead") < found.index("Spider-Woman: Jessica Drew")


def test_close_matches_are_said_to_be_close_and_exact_words_are_not(tmp_path: Path) -> None:
    load(tmp_path)
    assert search("wolverine").close is False
    assert search("wolverne").close is True
    assert titles(search("nothing like any name here")) == []


def test_a_word_no_name_is_close_to_finds_nothing(tmp_path: Path) -> None:
    """Close means close: a word that shares a few letters with a name is no match."""
    load(tmp_path)
    assert titles(search("superstar")) == []
    assert titles(search("zzzz")) == []


@pytest.mark.parametrize("typed", ["x-men", "X-Men", "xmen", "x men"])
def test_an_affiliation_however_written(tmp_path: Path, typed: str) -> None:
    load(tmp_path)
    assert set(titles(search("", {"affiliation": typed, "set": "sws"}))) == {
        "Wolverine: Berserker",
        "Blink: Transmutation",
    }


def test_villain_and_villains_are_one_affiliation(tmp_path: Path) -> None:
    load(tmp_path)
    both = {"Captain Cold™: Cold Gun", "Guy Gardner: Red Lantern"}
    assert set(titles(search("", {"affiliation": "villain", "set": "sws"}))) == both
    assert set(titles(search("", {"affiliation": "Villains", "set": "sws"}))) == both


def test_close_matches_keep_the_filters(tmp_path: Path) -> None:
    load(tmp_path)
    assert titles(search("wolverne", {"affiliation": "mystic"})) == []
    assert titles(search("wolverne", {"affiliation": "x-men"})) == ["Wolverine: Berserker"]


def test_the_database_and_the_fallback_agree_on_closeness(tmp_path: Path) -> None:
    """On PostgreSQL with pg_trgm, the database ranks; the fallback computes pg_trgm's
    similarity itself. Both must say the same of the same texts."""
    if not has_trigrams(connection.alias):
        pytest.skip("pg_trgm is only on PostgreSQL")
    pairs = [
        ("wolverne", "wolverine"), ("scarlett witch", "scarlet witch"),
        ("guy gardener", "guy gardner"), ("helblazer", "hellblazer"), ("ab", "xy"),
    ]  # fmt: skip
    with connection.cursor() as cursor:
        for a, b in pairs:
            cursor.execute("SELECT similarity(%s, %s)", [a, b])
            assert cursor.fetchone()[0] == pytest.approx(names.similarity(a, b), abs=1e-6)


def test_sets_imported_before_their_name_was_known_get_it(tmp_path: Path) -> None:
    load(tmp_path)
    CardSet.objects.create(code="avx", name="AVX")
    call_command("import_cards", str(tmp_path / "cards.csv"), "--quiet", stdout=StringIO())
    from cards.services import _sets

    _sets(["avx"], {}, "test", "default")
    assert CardSet.objects.get(code="avx").name == "Avengers vs. X-Men"


def test_search_rows_follow_the_folding_after_migrate(tmp_path: Path) -> None:
    """A catalog stored with an older search row is brought up to date by the refresh every
    migrate runs."""
    load(tmp_path)
    from cards.models import Card

    Card.objects.filter(set__code="sws").update(search_text=" ", name_folded="", title_folded="")
    assert refresh_execution() == len(CARDS)
    assert titles(search("spiderman"))[0] == "Spider-Man: Webhead"


def test_folding() -> None:
    assert names.fold("Dr. Strange™") == "doctor strange"
    assert names.fold("Faerûn") == "faerun"
    assert names.fold("Ra's al Ghul") == "ras al ghul"
    assert names.compact("Spider-Man") == names.compact("spider man") == "spiderman"
    assert names.singular("villains") == "villain" and names.singular("mass") == "mass"
