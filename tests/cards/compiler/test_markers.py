"""Markers on cards said by a line (constructs/markers.py; engine abilities/markers.py;
docs/rulings.md "Markers on cards"): put on this card or on the cards of the dice named,
gained, taken off, counted "for each <marker> on it", asked about in a condition. Our own
wording; near misses stay text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import compiled, effects, said, why

THIS_CARD = {"target": "none"}


def test_a_counter_put_on_its_own_card_when_one_of_your_dice_is_kod() -> None:
    line = (
        "When one of your (bolt) character dice is KO'd, place two Loyalty Counters on Wren"
        " Hollow's card. (Loyalty Counters give a character die +1A and +1D)."
    )
    assert effects("character", line) == [{"op": "add_loyalty_counter", "amount": 2, **THIS_CARD}]
    assert "put 2 Loyalty Counters on this card (each gives +1A and +1D" in said(line)


def test_stat_tokens_on_the_cards_of_each_of_your_dice_of_an_affiliation() -> None:
    line = "When fielded, put a +1A and +1D counter on each of your (grv) characters."
    assert effects("character", line) == [
        {"op": "add_stat_token", "amount": 1, "target": "all_your_characters",
         "filters": {"affiliation": "grovekin"}}
    ]  # fmt: skip
    line = (
        "While Wren Hollow is active, when you use an action die, add a +1A and +1D token to"
        " her card."
    )
    assert effects("character", line) == [{"op": "add_stat_token", "amount": 1, **THIS_CARD}]


def test_counted_only_markers_and_their_count_on_this_card() -> None:
    line = "When your opponent uses a Global Ability, add an Inspiration token to this card."
    assert effects("character", line) == [{"op": "add_inspiration_token", "amount": 1, **THIS_CARD}]
    line = "Wren Hollow costs 2 less to purchase for each Infinity Counter on it."
    assert effects("character", line) == [
        {"op": "reduce_cost", "amount": 2, "target": "this_card",
         "per": "infinity_counters_on_this_card"}
    ]  # fmt: skip
    assert "for each Infinity counter on this card" in said(line)
    line = "When fielded, remove all Inspiration tokens from this card."
    assert effects("character", line) == [
        {"op": "remove_inspiration_token", "amount": 0, **THIS_CARD}
    ]


def test_gained_without_a_holder_and_by_its_own_name() -> None:
    line = "When fielded, gain two Experience tokens."
    assert effects("character", line) == [{"op": "add_experience_token", "amount": 2, **THIS_CARD}]
    line = "When fielded, Wren Hollow gains a Loyalty Counter."
    assert effects("character", line) == [{"op": "add_loyalty_counter", "amount": 1, **THIS_CARD}]
    line = "When fielded, remove an Experience token from Wren Hollow's card."
    assert effects("character", line) == [
        {"op": "remove_experience_token", "amount": 1, **THIS_CARD}
    ]


def test_a_burst_instead_if_the_card_has_enough_markers() -> None:
    """The burst's damage when the condition holds, the text's otherwise (DM-12.1)."""
    lines = [
        "When fielded, deal 1 damage to target character die.",
        "(burst) Instead, deal 3 damage if you have 3 or more Loyalty Counters on this card.",
    ]
    made = compiled("character", lines)
    assert "unread" not in made, made
    burst = made["abilities"][1]
    assert burst["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "target_die",
         "instead": {"if": {"kind": "count", "count": "loyalty_counters_on_this_card",
                            "at_least": 3},
                     "effects": [{"op": "deal_damage", "amount": 3, "target": "target_die"}]}}
    ]  # fmt: skip


def test_near_misses_stay_text_only() -> None:
    # a kind of marker no ruling of ours gives
    assert why("character", "When fielded, put a Moss counter on Wren Hollow's card.")
    # a marker on a chosen die's card: not ruled here
    assert why("character", "When fielded, put a +1A and +1D token on target character die.") == (
        "choice"
    )
    # which kind is not said
    assert why("character", "When fielded, put a token on this card.") == "effect"
    # stats no marker of ours gives
    assert why("character", "When fielded, put a +2A and +1D token on this card.") == "effect"
