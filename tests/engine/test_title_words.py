"""The filters on a card's title words (abilities/title_words.py, issue 16): `title_word`,
a word of the card's name ("a monster with "Wyvern" in its title"), and
`title_or_subtitle_word`, a word of its name or subtitle ("a die with Odin in the name or
subtitle"). Whole words in any case; a longer word that begins with it is no match (DM-13.1:
a target or choice is what its words name). Our own cards and wording."""

from __future__ import annotations

import pytest

from games.engine.abilities.filters import FILTERS
from tests.cards.compiler.test_entries_play import table
from tests.engine.keywords.common import character


def _die(name: str, subtitle: str = ""):  # type: ignore[no-untyped-def]
    g = table([character("subject", 1, 1, name=name, subtitle=subtitle)], [])
    return g.state, g.state.dice["p1:subject:1"]


@pytest.mark.parametrize(
    ("name", "word", "found"),
    [
        ("Grey Wyvern", "Wyvern", True),
        ("Sky-Born WYVERN", "wyvern", True),  # any case; a hyphen parts words
        ("Wyverns' Mother", "Wyvern", False),  # near miss: a longer word
        ("Old Drake", "Wyvern", False),
    ],
)
def test_title_word_reads_the_cards_name(name: str, word: str, found: bool) -> None:
    state, die = _die(name, subtitle="Wyvern Tamer")
    # the subtitle is no part of the title for this filter
    assert FILTERS["title_word"](state, die, word) is found


@pytest.mark.parametrize(
    ("name", "subtitle", "found"),
    [
        ("Odin's Heir", "", True),  # an apostrophe parts words
        ("Allfather", "Odin Reborn", True),  # the subtitle counts here
        ("Allfather", "King of Realms", False),  # near miss: neither has the word
    ],
)
def test_title_or_subtitle_word_reads_both(name: str, subtitle: str, found: bool) -> None:
    state, die = _die(name, subtitle)
    assert FILTERS["title_or_subtitle_word"](state, die, "Odin") is found
