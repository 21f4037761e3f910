""" "For each Sidekick in the field (count your Sidekicks only)" (cards/compiler/reminders.py):
the parenthesis narrows the count to your own Sidekick dice in the Field Zone (DM-18.5), the
count `your_sidekick_dice`. Wording is our own; near misses stay text only."""

from __future__ import annotations

import pytest

from games.engine.model.cards import Ability, EffectSpec
from games.reading import ability_words
from tests.cards.compiler.helpers import NAME, effects, why


def test_the_parenthesis_counts_your_own_sidekicks() -> None:
    line = (
        f"When fielded, {NAME} deals 2 damage to your opponent for each Sidekick in the field"
        " (count your Sidekicks only)."
    )
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 2, "target": "opponent", "per": "your_sidekick_dice"}
    ]
    line = (
        "When fielded, gain 1 life for each Sidekick die in the field (count your Sidekicks only)."
    )
    assert effects("character", line)[0]["per"] == "your_sidekick_dice"


@pytest.mark.parametrize(
    "line",
    [
        f"When fielded, {NAME} deals 2 damage to your opponent for each Sidekick in the field"
        " (count your opponent's Sidekicks only).",
        f"When fielded, {NAME} deals 2 damage to your opponent for each Sidekick in the field"
        " (count your Sidekicks twice).",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_every_sidekick_in_the_field_is_both_players() -> None:
    """Without the parenthesis: each Sidekick in the Field Zone, either player's, read by the
    count's parts (constructs/count_words.py)."""
    line = f"When fielded, {NAME} deals 2 damage to your opponent for each Sidekick in the field."
    (effect,) = effects("character", line)
    assert (effect["per"], effect["per_filters"]) == ("all_character_dice", {"sidekick": True})


def test_the_count_is_said() -> None:
    hit = EffectSpec(op="deal_damage", amount=1, target="opponent", per="your_sidekick_dice")
    words = ability_words(Ability(trigger="when_fielded", effects=(hit,)))
    assert "for each of your Sidekick dice in the Field Zone" in words, words
