"""A character named before the opponent's turn (cards/compiler/constructs/named_character.py;
the engine's abilities/textless.py): while <self> is active, a character named ahead of the
opponent's Clear and Draw Step whose dice, if fielded that turn, lose their text and may not
attack to the end of the turn (DM-5.2, DM-14.2, DM-18.1). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, why

LINE = (
    "While Wren Hollow is active, before your opponent's Clear and Draw Step, you may name a"
    " character. If that character is fielded this turn, ignore its text until the end of the"
    " turn and it cannot attack this turn."
)
NAMED = [
    {"op": "choose", "target": "choose_opposing_card"},
    {"op": "no_text_if_fielded", "target": "choose_opposing_card"},
]


def test_the_named_card_fielded_this_turn() -> None:
    assert effects("character", LINE) == NAMED
    (record,) = compiled("character", [LINE])["abilities"]
    assert (record["trigger"], record["optional"]) == ("start_of_opponents_turn", True)


def test_our_words_for_it() -> None:
    line = (
        "While Wren Hollow is active, before your opponent's Clear and Draw Step, you may name"
        " a character. That character's dice fielded this turn have no text and cannot attack"
        " this turn."
    )
    assert effects("character", line) == NAMED


@pytest.mark.parametrize(
    "line",
    [
        # another consequence
        "While Wren Hollow is active, before your opponent's Clear and Draw Step, you may name"
        " a character. If that character is fielded this turn, deal 2 damage to it.",
        # only one half of it
        "While Wren Hollow is active, before your opponent's Clear and Draw Step, you may name"
        " a character. If that character is fielded this turn, it cannot attack this turn.",
        # another time
        "While Wren Hollow is active, before your Clear and Draw Step, you may name a"
        " character. If that character is fielded this turn, ignore its text until the end of"
        " the turn and it cannot attack this turn.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
