"""The end of a Roll and Reroll Step (cards/compiler/constructs/roll_step_end.py, engine
abilities/roll_step_end.py) and what it counts, this card's dice rolled to an energy face
(constructs/counts.py: its dice in the Reserve Pool on an energy face, DM-6.1, DM-7.3).
Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why

COUNTED = {"per": "dice_in_your_reserve_pool", "per_filters": {"card": "5tst", "face": "energy"}}


@pytest.mark.parametrize(
    ("line", "trigger"),
    [("At the end of your Roll and Reroll Step, you gain 2 life.", "end_of_your_roll_step"),
     ("While Wren Hollow is active, at the end of your Roll and Reroll Step, gain 2 life.",
      "end_of_your_roll_step"),
     ("While Wren Hollow is active, at the end of an opponent's Roll and Reroll Step, gain"
      " 2 life.", "end_of_opponents_roll_step")],
)  # fmt: skip
def test_the_end_of_a_step(line: str, trigger: str) -> None:
    record = ability(line)
    assert record["trigger"] == trigger
    assert record["effects"] == [{"op": "gain_life", "amount": 2, "target": "you"}]


def test_even_inactive_counting_the_dice_rolled_to_energy() -> None:
    """DM-2.6/7.5: "(... doesn't need to be active ...)" behind the line is the step's end
    whether or not the card is active; the count, this card's energy dice rolled."""
    record = ability(
        "At the end of your Roll and Reroll Step, you gain 1 life for each Wren Hollow die you"
        " rolled that shows an energy face. (Wren Hollow doesn't need to be active for this"
        " ability)"
    )
    assert record["trigger"] == "end_of_your_roll_step_inactive"
    assert record["effects"] == [{"op": "gain_life", "amount": 1, "target": "you", **COUNTED}]


def test_the_step_of_a_line_counting_what_you_rolled_is_yours() -> None:
    """"The Roll and Reroll Step" with "you rolled": no die of yours is rolled in an
    opponent's step, so it is your own (docs/rulings.md)."""
    record = ability(
        "At the end of the Roll and Reroll Step, your opponent loses 1 life for each Wren"
        " Hollow die that rolled an energy face. (Wren Hollow does not need to be active to"
        " use this ability)"
    )
    assert record["trigger"] == "end_of_your_roll_step_inactive"
    assert record["effects"] == [
        {"op": "lose_life", "amount": 1, "target": "opponent", **COUNTED}
    ]


@pytest.mark.parametrize(
    "line",
    [
        "At the start of your Roll and Reroll Step, you gain 2 life.",  # its start
        "During your Roll and Reroll Step, you gain 2 life.",  # during it
        "At the end of your Clear and Draw Step, you gain 2 life.",  # another step
        # "the" step, no die "you rolled": every player's, not read
        "At the end of the Roll and Reroll Step, you gain 2 life. (Wren Hollow doesn't need"
        " to be active for this ability)",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed", "effect")


def test_near_miss_counts_stay_text_only() -> None:
    """Dice rolled to a character face, or another card's: not this count."""
    for line in (
        "At the end of your Roll and Reroll Step, you gain 1 life for each Wren Hollow die you"
        " rolled that shows a character face.",
        "At the end of your Roll and Reroll Step, you gain 1 life for each die you rolled that"
        " shows an energy face.",
    ):
        assert why("character", line) in ("count", "unparsed")


def test_reading_in_words() -> None:
    assert said(
        "At the end of your Roll and Reroll Step, you gain 1 life for each Wren Hollow die you"
        " rolled that shows an energy face. (Wren Hollow doesn't need to be active for this"
        " ability)"
    ) == (
        "At the end of your Roll and Reroll Step (even while this card is not active): you"
        " gain 1 life for each die in your Reserve Pool (of this card, showing an energy face)"
    )
    assert said(
        "While Wren Hollow is active, at the end of an opponent's Roll and Reroll Step, gain"
        " 2 life."
    ).startswith("At the end of an opponent's Roll and Reroll Step, while this card is active:")
