"""A character card's whole text ignored, its Globals too (constructs/card_text_ignored.py;
the engine's `no_card_text`, docs/rulings.md "Card text ignored"): every opposing character
card (DM-13.3, none chosen), until Cleanup (DM-14.2). Our
own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow attacks, ignore all text on opposing character cards (including"
        " Global Abilities) (until end of turn).",
        "When Wren Hollow attacks, ignore all text on opposing character cards (until the end"
        " of the turn, including Global Abilities).",
        "When Wren Hollow attacks, ignore all text on opposing character cards this turn.",
        "When Wren Hollow attacks, ignore all text on opposing character cards, including"
        " Global Abilities, this turn.",
    ],
)
def test_every_opposing_card(line: str) -> None:
    (effect,) = effects("character", line)
    assert effect == {"op": "no_card_text", "target": "all_opposing_cards"}


def test_until_the_start_of_the_next_turn() -> None:
    line = "Ignore all text on opposing character cards until the start of your next turn."
    (effect,) = effects("action", line)
    assert effect["duration"] == "next_turn"


@pytest.mark.parametrize(
    "line",
    [
        # a static: no static reads it
        "While Wren Hollow is active, ignore all text on opposing character cards.",
        "When fielded, ignore all text on opposing character dice until end of turn.",  # dice
        "When fielded, ignore all text on your character cards until end of turn.",  # yours
        "When fielded, ignore all text on opposing action cards until end of turn.",
        "When fielded, target (grv) card loses all text (until end of turn).",  # one card
        "When fielded, ignore some text on opposing character cards until end of turn.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line)


def test_read_back() -> None:
    line = "When Wren Hollow attacks, ignore all text on opposing character cards this turn."
    words = said(line)
    assert "ignore all text on each opposing character card" in words
    assert "Global Abilities can't be used" in words and "until the end of the turn" in words


def test_a_targeted_die_still_reads_as_before() -> None:
    (effect,) = effects("action", "Target character die you control gets +1A.")
    assert effect["op"] == "modify_attack"
