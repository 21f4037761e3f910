"""The defending player (constructs/defender.py, targets.py): the inactive player while an
attack is on (DM-9); near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"When {NAME} is blocked, the defending player loses 2 life and you gain 2 life.",
         [{"op": "lose_life", "amount": 2, "target": "defending_player"},
          {"op": "gain_life", "amount": 2, "target": "you"}]),
        (f"When {NAME} attacks, deal 4 damage to the defending player.",
         [{"op": "deal_damage", "amount": 4, "target": "defending_player"}]),
        (f"When {NAME} attacks, she deals 1 damage to the defending player.",
         [{"op": "deal_damage", "amount": 1, "target": "defending_player"}]),
    ],
)  # fmt: skip
def test_the_defending_player_is_the_opponent(line: str, made: list) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (f"When {NAME} attacks, the defending player loses 2 dice.", "effect"),
        (f"When {NAME} attacks, the defending players lose 1 life.", "effect"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason
