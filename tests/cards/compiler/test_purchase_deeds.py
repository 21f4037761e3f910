"""A player's purchase of a character die as a trigger (constructs/purchase_deeds.py), in our
own wording: the engine's `when_you_purchase` / `when_opponent_purchases` (scope yours /
opposing, this card active, DM-18.1), the bought die a character die."""

from __future__ import annotations

from tests.cards.compiler.helpers import ability, compiled, why


def test_your_purchase_of_a_kind_of_character_die() -> None:
    record = ability(
        "While Wren Hollow is active, when you purchase a non-(grv) character die, gain 1 life."
    )
    assert record["trigger"] == "when_you_purchase"
    assert record["trigger_filters"] == {"not_affiliation": "grovekin", "die_kind": "character"}
    assert record["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


def test_an_opponents_purchase() -> None:
    record = ability("Whenever your opponent buys a Sidekick character die, gain 1 life.")
    assert record["trigger"] == "when_opponent_purchases"
    assert record["trigger_filters"]["die_kind"] == "character"


def test_near_misses_stay_text_only() -> None:
    assert why("character", "When you purchase an opposing character die, gain 1 life.")
    assert why("character", "When you purchase a character die at level 2, gain 1 life.")
    assert "unread" in compiled("character", ["When you purchase an action die, gain 1 life."])


def test_a_plain_purchase_and_your_own_card_s_purchase() -> None:
    assert ability("When you purchase a character die, gain 1 life.")["trigger"] == (
        "when_you_purchase"
    )
    assert ability("When you purchase Wren Hollow, gain 1 life.")["trigger"] == "when_purchased"
