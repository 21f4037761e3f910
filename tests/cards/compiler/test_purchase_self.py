"""A character's own purchase (cards/compiler/constructs/purchase_self.py): "When <self> is
purchased," / "When you purchase <self>," is `when_purchased` (DM-8.8; as Impulse's, not
needing the card active: docs/rulings.md); `self` is the die bought. Our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from games.engine.loading import card_from_dict
from games.reading import read_card
from tests.cards.compiler.helpers import CODE, NAME, ability, why
from tests.engine.helpers import make_card

TO_PREP = {"op": "move_die", "target": "this_die", "zone": "prep"}


@pytest.mark.parametrize(
    "line",
    ["When Wren Hollow is purchased, add him to your Prep Area.",
     "Whenever you purchase Wren Hollow, add her to your Prep Area."],
)  # fmt: skip
def test_the_die_bought_is_self(line: str) -> None:
    record = ability(line)
    assert record["trigger"] == "when_purchased"
    assert record["effects"] == [TO_PREP]


@pytest.mark.parametrize(
    "line",
    [
        "When your opponent purchases Wren Hollow, gain 1 life.",  # no one buys your dice
        "When Wren Hollow is purchased for free, gain 1 life.",
        "When Wren Hollow is prepped, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "effect", "unparsed")


def test_the_reading_says_it_needs_no_active_card() -> None:
    made = compile_card("character", ["When Wren Hollow is purchased, add him to your Prep "
                                      "Area."], NAME, code=CODE)  # fmt: skip
    card = card_from_dict(make_card(CODE, name=NAME, abilities=made["abilities"]))
    reading = read_card(card)[0].reading
    assert "purchased" in reading and "not active" in reading, reading
