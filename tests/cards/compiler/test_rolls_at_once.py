"""An opponent's roll of several dice (cards/compiler/constructs/rolls_at_once.py): "While
<self> is active, whenever your opponent rolls 2 or more dice at once," is
`when_opponent_rolls_two_or_more`, while the card is active. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    "opening",
    ["While Wren Hollow is active, whenever your opponent rolls 2 or more dice at once,",
     "Whenever an opponent rolls two or more dice at once,"],
)  # fmt: skip
def test_an_opponent_s_roll_of_two_or_more(opening: str) -> None:
    record = ability(f"{opening} you gain 1 life.")
    assert record["trigger"] == "when_opponent_rolls_two_or_more"
    assert record["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


@pytest.mark.parametrize(
    "line",
    [
        "While Wren Hollow is active, whenever your opponent rolls 3 or more dice at once,"
        " you gain 1 life.",  # another count: no such trigger
        "Whenever you roll 2 or more dice at once, you gain 1 life.",  # your own roll
        "Whenever your opponent rolls 2 or more dice, you gain 1 life.",  # not "at once"
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed")


@pytest.mark.parametrize(
    "opening",
    ["While Wren Hollow is active, whenever your opponent rolls dice outside their Roll and"
     " Reroll Step,",
     "While active, each time an opponent rolls a die other than during a Roll and Reroll"
     " Step,"],
)  # fmt: skip
def test_an_opponents_roll_outside_the_step(opening: str) -> None:
    """DM-20.3: an effect's roll (lane tg): "that opponent" is the one who rolled."""
    record = ability(f"{opening} Wren Hollow deals that opponent 3 damage.")
    assert record["trigger"] == "when_opponent_rolls_outside_roll_step"
    assert record["effects"] == [{"op": "deal_damage", "amount": 3, "target": "opponent"}]


@pytest.mark.parametrize(
    "line",
    ["Whenever you roll a die other than during the Roll and Reroll Step, gain 1 life.",
     "Whenever your opponent rolls a die during their Roll and Reroll Step, gain 1 life.",
     "Whenever your opponent draws a die other than during the Clear and Draw Step, gain"
     " 1 life."],
)  # fmt: skip
def test_outside_near_misses(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed", "effect")
