"""A static bar on the opponent's fielding (cards/compiler/constructs/field_bars.py; the
engine's `cant_be_fielded`, DM-14.3): "your opponent can't field character dice at level
3". Our own wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why

BAR = {"op": "cant_be_fielded", "target": "all_opposing_characters", "filters": {"level": 3}}


@pytest.mark.parametrize(
    "line",
    [
        f"While {NAME} is active, your opponent can't field character dice at level 3.",
        f"While {NAME} is active, your opponent cannot field level 3 character dice.",
    ],
)
def test_the_opponent_may_not_field_dice_of_that_level(line: str) -> None:
    assert effects("character", line) == [BAR]


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, your opponent can't field level 3 character dice.",  # no duration said
        f"While {NAME} is active, you can't field level 3 character dice.",  # not the opponent
        f"While {NAME} is active, your opponent cannot field level 3 dice.",  # any die
        f"While {NAME} is active, your opponent cannot field Sidekick dice.",  # not a level
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) != ""
