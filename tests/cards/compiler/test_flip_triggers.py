"""Flip triggers (cards/compiler/constructs/flip_triggers.py; docs/rulings.md "Flip
triggers"): a flip card's own flip while active, "when fielded, or if <self> is active when
flipped to this side", and a player's or an opponent's flip of an active character card.
Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, why

HURT = [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


def test_fielded_or_turned_up_while_active_is_one_ability_two_triggers() -> None:
    record = ability(
        f"When fielded, or if {NAME} is active when flipped to this side, deal 1 damage to"
        " target opponent."
    )
    assert record["trigger"] == "when_fielded" and record["also"] == ["when_flipped"]
    assert record["effects"] == HURT


@pytest.mark.parametrize("opening", [f"While {NAME} is active, when", "When", "Whenever"])
def test_its_own_flip_while_active(opening: str) -> None:
    record = ability(f"{opening} you flip this character card, deal 1 damage to target opponent.")
    assert record["trigger"] == "when_flipped" and record["effects"] == HURT


@pytest.mark.parametrize(
    ("who", "trigger"),
    [
        ("you flip", "when_you_flip_an_active_character"),
        ("an opponent flips", "when_opponent_flips_an_active_character"),
    ],
)
def test_a_flip_of_an_active_character_card(who: str, trigger: str) -> None:
    record = ability(
        f"While {NAME} is active, whenever {who} a character card, if that character is"
        " active, deal 1 damage to target opponent."
    )
    assert record["trigger"] == trigger and record["effects"] == HURT


def test_the_comma_left_out_after_the_condition() -> None:
    record = ability(
        "Whenever an opponent flips a character card, if that character is active you gain 3 life."
    )
    assert record["trigger"] == "when_opponent_flips_an_active_character"
    assert record["effects"] == [{"op": "gain_life", "amount": 3, "target": "you"}]


@pytest.mark.parametrize(
    "line",
    [
        # another second trigger after "when fielded, or"
        f"When {NAME} attacks, or if {NAME} is active when flipped to this side, gain 1 life.",
        "When fielded, or if Somebody Else is active when flipped to this side, gain 1 life.",
        # another card's flip, a flip without "if that character is active", an effect first
        "When you flip target character card, gain 1 life.",
        "Whenever you flip a character card, gain 1 life.",
        f"{NAME} gets +1A each time you flip one of your cards (until end of turn).",
        "You may flip target character card you control.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
