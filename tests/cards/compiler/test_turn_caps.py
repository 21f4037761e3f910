"""A most of combat damage the dice named take this turn (constructs/turn_caps.py; engine
abilities/turn_caps.py, DM-19.1, DM-9.7): our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, effects, said, why


def test_your_other_dice_take_at_most_n_combat_damage_this_turn() -> None:
    line = (
        f"When {NAME} attacks, your other character dice take a maximum of 3 combat damage"
        " this turn."
    )
    assert effects("character", line) == [
        {"op": "cap_combat_damage_this_turn", "amount": 3, "target": "all_your_characters",
         "filters": {"other_card": CODE}}
    ]  # fmt: skip
    assert said(line) == (
        "When this die attacks: each of your character dice of another card takes at most 3"
        " combat damage in all this turn."
    )


@pytest.mark.parametrize(
    "line",
    [  # damage of every kind; no "this turn"; a player
        f"When {NAME} attacks, your other character dice take a maximum of 3 damage this turn.",
        f"When {NAME} attacks, your other character dice take a maximum of 3 combat damage.",
        f"When {NAME} attacks, you take a maximum of 3 combat damage this turn.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line)
