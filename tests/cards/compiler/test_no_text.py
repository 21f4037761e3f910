"""Dice with no text (cards/compiler/constructs/no_text.py; the engine's
abilities/textless.py): a die targeted as <self> is fielded, whose fielded copies have no
text while <self> is active, the target changed (earlier choices cancelled) when another
<self> die is fielded (DM-13.1, DM-14.2, DM-18.1). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, why

LINE = (
    "When fielded, target a character die. While Wren Hollow is active, copies of that"
    " character die in the Field Zone have no text. If you field another Wren Hollow die,"
    " target a new die, cancelling all previous choices."
)
NO_TEXT = {"op": "no_text", "target": "target_die", "duration": "while_active"}


def test_a_new_choice_ends_the_earlier_ones() -> None:
    assert effects("character", LINE) == [
        {"op": "end_previous_choices", "target": "none"},
        {"op": "choose", "target": "target_die"},
        NO_TEXT,
    ]


def test_without_the_new_choice_the_choices_add_up() -> None:
    line = (
        "When fielded, target an opposing character die. While Wren Hollow is active, copies"
        " of that character die have no text."
    )
    assert effects("character", line) == [
        {"op": "choose", "target": "target_opposing_die"},
        {**NO_TEXT, "target": "target_opposing_die"},
    ]


def test_said_first_in_our_words() -> None:
    line = (
        "When fielded, cancel all previous choices. Target a character die. While Wren Hollow"
        " is active, copies of that character die in the Field Zone have no text."
    )
    assert effects("character", line)[0] == {"op": "end_previous_choices", "target": "none"}


@pytest.mark.parametrize(
    "line",
    [
        # another duration
        "When fielded, target a character die. Copies of that character die have no text"
        " until the end of the turn.",
        # no die chosen before "that character die"
        "While Wren Hollow is active, copies of that character die have no text.",
        # several dice targeted
        "When fielded, target two character dice. While Wren Hollow is active, copies of that"
        " character die have no text.",
        # the new choice said of something else
        "When fielded, target a character die. While Wren Hollow is active, copies of that"
        " character die have no text. If you field another Wren Hollow die, draw a die.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_the_reading_says_how_long_the_dice_have_no_text() -> None:
    """DM-14.2: an action's persistent effect with no duration said lasts until Cleanup; the
    reading says so, and a while-active one says that instead."""
    from games.reading import read_data

    def reading(effect: dict) -> str:
        card = {"id": "5tst", "kind": "basic_action", "name": "Hush", "cost": 2,
                "text": ["(our own line)"],
                "abilities": [{"trigger": "action", "text": "(our own line)",
                               "effects": [effect]}]}  # fmt: skip
        (line,) = read_data(card) or []
        return line.reading

    turn = reading({"op": "no_text", "target": "all_opposing_characters"})
    assert turn.endswith("have no text (no abilities, keywords or static abilities) until the"
                         " end of the turn."), turn  # fmt: skip
    held = reading({**NO_TEXT, "target": "all_opposing_characters"})
    assert held.endswith("while this card is active."), held
