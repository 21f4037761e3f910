""" "The defending player" and "the opposing player" (cards/compiler/constructs/targets.py):
the player an attacker's ability names. The defending player is the inactive player while
an attack is on (DM-9; the engine's `defending_player`); "the opposing player" is your
opponent (DM-9.8 says it of the defender). Wording is our own; near misses stay text only."""

from __future__ import annotations

import pytest

from games.engine.model.cards import Ability, EffectSpec
from games.reading import ability_words
from tests.cards.compiler.helpers import NAME, effects, why


def test_an_attacker_deals_damage_to_the_defending_player() -> None:
    line = f"When {NAME} attacks, she deals 3 damage to the defending player."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 3, "target": "defending_player"}
    ]


def test_the_opposing_player_is_your_opponent() -> None:
    line = f"When {NAME} is blocked, he deals 1 damage to the opposing player."
    assert effects("character", line) == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


@pytest.mark.parametrize(
    "line",
    [
        f"When {NAME} attacks, she deals 1 damage to the attacking player.",
        f"When {NAME} attacks, she deals 1 damage to the defending players.",
        f"When {NAME} attacks, she deals 1 damage to defending player.",
        f"When {NAME} attacks, she deals 1 damage to the opposing players.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_the_defending_player_is_said() -> None:
    hit = EffectSpec(op="deal_damage", amount=2, target="defending_player")
    words = ability_words(Ability(trigger="when_attacks", effects=(hit,)))
    assert "the defending player" in words, words
