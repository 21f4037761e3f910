"""Whose zone a dice condition counts (constructs/conditions.py `_zone_owner`): "there are N
dice in your Used Pile" counts the player's own pile only (it counted every player's); "your
opponent has N dice in their Prep Area" theirs; a zone whose owner is not the player counted
("you have ... in their Used Pile", "there are ... in their Used Pile": whose?) stays text
only. DM-13.2: dice are counted where the text says. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, why
from tests.engine.effects.common import use, with_action
from tests.engine.helpers import c, m

LINE = "If there are three or more dice in your Used Pile, gain 2 life."


def test_there_are_dice_in_your_zone_counts_yours() -> None:
    (gain,) = effects("basic_action", LINE)
    assert gain["condition"] == {"kind": "dice", "whose": "yours", "at_least": 3, "zone": "used"}
    (theirs,) = effects(
        "basic_action",
        LINE.replace("there are", "your opponent has").replace("your Used", "their Used"),
    )
    assert theirs["condition"]["whose"] == "opposing"


def _card(line: str) -> dict:
    return {"id": "tally", "name": "tally", "kind": "basic_action", "cost": 1,
            **compiled("basic_action", [line])}  # fmt: skip


def test_the_opponent_s_pile_does_not_count_for_your_pile() -> None:
    """Played: Chris's three dice in his Used Pile do not make Michele's condition hold;
    three in hers do (she starts at 10 life, hurt to 6 so a gain shows)."""
    g = with_action(_card(LINE))
    g.hurt(0, 4)
    g.arrange(1, "used", [c(6), c(7), c(8)])
    use(g, "tally")
    assert g.life(0) == 6
    g = with_action(_card(LINE))
    g.hurt(0, 4)
    g.arrange(0, "used", [m(2), m(3), m(4)])
    use(g, "tally")
    assert g.life(0) == 8


@pytest.mark.parametrize(
    "line",
    [
        "If you have three or more dice in their Used Pile, gain 2 life.",
        "If there are three or more dice in their Used Pile, gain 2 life.",
        "If your opponent has three or more dice in your Prep Area, gain 2 life.",
    ],
)
def test_a_zone_of_another_player_than_the_one_counted_stays_text(line: str) -> None:
    assert why("basic_action", line) == "condition"
