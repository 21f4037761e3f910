"""A count's filters in a reading (games/reading/counts.py `counted`, DM-18.5 "for each"):
adjectives go before the noun counted, as a player says them; phrases after it."""

from __future__ import annotations

import pytest

from games.reading.counts import counted


@pytest.mark.parametrize(
    ("words", "before", "after", "said"),
    [
        ("for each opposing character die in the Field Zone", ["Villain"], [],
         "for each opposing Villain character die in the Field Zone"),
        # "character" is the noun's own word: said once, and last before a bare "die"
        ("for each die in your Used Pile", ["character", "non-Sidekick"], [],
         "for each non-Sidekick character die in your Used Pile"),
        ("for each character die in the Field Zone", ["character"], [],
         "for each character die in the Field Zone"),
        ("for each active character (any player's)", ["X-Men"], [],
         "for each active X-Men character (any player's)"),
        ("for each energy symbol in your Reserve Pool", ["Fist"], [],
         "for each Fist energy symbol in your Reserve Pool"),
        # phrases stay after the noun, in brackets
        ("for each of your character dice in the Field Zone", ["Bolt"], ["of level 2 or higher"],
         "for each of your Bolt character dice in the Field Zone (of level 2 or higher)"),
        ("for each die in your Reserve Pool", ["showing a face with 1 burst"], [],
         "for each die in your Reserve Pool (showing a face with 1 burst)"),
        ("times the level of your highest-level character die in the Field Zone", ["Turtle"],
         [], "times the level of your highest-level Turtle character die in the Field Zone"),
        # no noun counted to put them before (a die's own figure): all in brackets, as before
        ("times this die's level", ["Villain"], [], "times this die's level (Villain)"),
        ("for each die in your Prep Area", [], [], "for each die in your Prep Area"),
    ],
)  # fmt: skip
def test_filters_where_a_player_says_them(
    words: str, before: list[str], after: list[str], said: str
) -> None:
    assert counted(words, before, after) == said
