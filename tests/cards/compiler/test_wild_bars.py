"""A card whose dice Wild energy may not buy (cards/compiler/constructs/wild_bars.py; the
engine's `no_wild_purchase`, abilities/wild_bars.py): "you may not use (wild) energy to
purchase this die", with or without "this text may not be ignored" (DM-2.2 narrowed by card
text). Our own wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, said, why

BAR = [{"op": "no_wild_purchase", "target": "this_card"}]


@pytest.mark.parametrize(
    "line",
    [
        "You may not use (wild) energy to purchase this die.",
        f"You may not use (wild) energy to purchase {NAME}.",
        f"You may not use (wild) energy to purchase {NAME}, this text may not be ignored.",
        "You can't use (wild) energy to purchase this die, this text cannot be ignored.",
    ],
)
def test_wild_energy_may_not_buy_its_dice(line: str) -> None:
    assert effects("character", line) == BAR


def test_the_reading_says_it() -> None:
    line = f"You may not use (wild) energy to purchase {NAME}, this text may not be ignored."
    assert said(line) == "Wild energy can't pay for this card's dice."


@pytest.mark.parametrize(
    "line",
    [
        "You may not use (mask) energy to purchase this die.",  # another type: no rule reads it
        "You may not use (wild) energy to field this die.",  # fielding, not purchasing
        "You may use (wild) energy to purchase this die.",  # a permission, not a bar
        "Your opponent may not use (wild) energy to purchase this die.",  # another player
        "You may not use (wild) energy to purchase character dice.",  # other dice
        "You may not use (wild) energy to purchase this die, this text may be ignored.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) != ""
