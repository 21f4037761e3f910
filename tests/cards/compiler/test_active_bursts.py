"""A burst line on a while-active trigger (DM-17.3, DM-18.1): cards/compiler/constructs/
active_bursts.py says a burst may join the card's trigger while it is active, with more
triggers or not (the engine reads its dice in the Field Zone: abilities/card_bursts.py).
Our own wording; near misses stay text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, compiled

BASE = (
    f"While {NAME} is active, whenever either you or {NAME} takes damage, {NAME} deals "
    "1 damage to each opposing character."
)


def test_he_deals_more_damage_instead_on_a_while_active_trigger() -> None:
    made = compiled("character", [BASE, "(burst) He deals 4 damage instead."])
    assert "unread" not in made, made
    base, burst = made["abilities"]
    assert base["while_active"] == burst["while_active"] == "self"
    assert burst["also"] == ["when_you_are_damaged"] and burst["trigger"] == "when_damaged"
    assert burst["bursts"] == [1] and burst["burst_mode"] == "replace"
    assert burst["effects"] == [
        {"op": "deal_damage", "amount": 4, "target": "all_opposing_characters"}
    ]


def test_a_card_wide_trigger_is_the_cards_while_it_is_active() -> None:
    """ "Whenever either you or <self> takes damage" is read as the card's trigger while it
    is active (DM-18.1): the burst joins it the same way."""
    line = (
        f"Whenever either you or {NAME} takes damage, {NAME} deals 1 damage to each opposing "
        "character."
    )
    made = compiled("character", [line, "(burst) He deals 4 damage instead."])
    assert made["abilities"][1]["while_active"] == "self"


def test_near_miss_two_damages_have_no_one_amount_to_replace() -> None:
    """The base does two things: "he deals 4 damage instead" replaces no one damage."""
    line = (
        f"While {NAME} is active, whenever either you or {NAME} takes damage, {NAME} deals "
        "1 damage to each opposing character. You gain 1 life."
    )
    made = compiled("character", [line, "(burst) He deals 4 damage instead."])
    assert [u["why"] for u in made.get("unread", [])] == ["unparsed"]


def test_near_miss_two_triggered_texts_name_no_one_base() -> None:
    made = compiled("character", [BASE, f"When {NAME} attacks, gain 1 life.",
                                  "(burst) He deals 4 damage instead."])  # fmt: skip
    assert [u["why"] for u in made.get("unread", [])] == ["unparsed"]
