"""Markers on cards (abilities/markers.py, effects/card_tokens.py; docs/rulings.md "Markers on
cards"): every kind is put on and taken off a player's card, gives what its row says to that
player's dice of the card, is counted on the card ("for each <marker> on it") and among the
player's cards, and is a die filter (`card_marker`). Our own wording and amounts."""

from __future__ import annotations

from games.engine.abilities.conditions import Context, holds
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.counts import times
from games.engine.abilities.effects.card_tokens import EFFECTS
from games.engine.abilities.filters import CHECKS, FILTERS
from games.engine.abilities.markers import MARKERS, held, on_team
from games.engine.abilities.stats import stats
from games.engine.loading.cards import condition_from_dict
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger
from tests.engine.keywords.common import character, face_off

BRAND = character("brand", 2, 3)
OAK = character("oak", 1, 1)
RIVAL = character("rival", 2, 2)
HERE = Trigger(0, "oak", 0, "ability", "p1:oak:1")


def run(g, op: str, targets: list[str], amount: int = 1) -> Batch:  # type: ignore[no-untyped-def]
    b = Batch(g.state)
    EFFECTS[op].apply(b, EffectSpec(op, amount=amount), HERE, targets)
    g.state = b.state
    return b


def test_every_kind_has_its_add_and_remove() -> None:
    for kind in MARKERS:
        assert f"add_{kind}" in EFFECTS and f"remove_{kind}" in EFFECTS


def test_a_stat_token_on_a_die_s_card_raises_every_die_of_that_card_for_its_owner() -> None:
    """DM-16.1: +1A and +1D per token, on the card (its dice' bonus)."""
    g = face_off([BRAND, OAK], [RIVAL])
    run(g, "add_stat_token", ["p1:brand:1"], amount=2)
    assert held(g.state, "brand", 0, "stat_token") == 2
    assert stats(g.state, g.state.dice["p1:brand:1"]) == (4, 5)
    assert stats(g.state, g.state.dice["p2:rival:1"]) == (2, 2)  # near miss: not theirs


def test_a_counted_only_marker_gives_nothing() -> None:
    g = face_off([BRAND, OAK], [RIVAL])
    run(g, "add_infinity_counter", [], amount=3)  # no target: this card (oak)
    assert held(g.state, "oak", 0, "infinity_counter") == 3
    assert stats(g.state, g.state.dice["p1:oak:1"]) == (1, 1)


def test_all_off_and_never_below_none() -> None:
    g = face_off([BRAND, OAK], [RIVAL])
    run(g, "add_inspiration_token", [], amount=2)
    run(g, "remove_inspiration_token", [], amount=0)  # every one
    assert held(g.state, "oak", 0, "inspiration_token") == 0
    b = run(g, "remove_inspiration_token", [], amount=1)
    assert b.events == []  # near miss: nothing left to take off


def test_counts_on_this_card_and_among_your_cards() -> None:
    g = face_off([BRAND, OAK], [RIVAL])
    run(g, "add_loyalty_counter", [], amount=2)
    run(g, "add_loyalty_counter", ["p1:brand:1"])
    run(g, "add_stat_token", [])
    state = g.state
    assert times(state, "loyalty_counters_on_this_card", 0, card="oak") == 2
    assert times(state, "loyalty_counters_on_this_card", 0, "p1:brand:1") == 1  # its die's card
    assert times(state, "markers_on_this_card", 0, card="oak") == 3  # any kind
    assert times(state, "your_loyalty_counters", 0) == 3 == on_team(state, 0, "loyalty_counter")
    assert times(state, "your_loyalty_counters", 1) == 0  # near miss: the other player's


def test_a_condition_on_the_count() -> None:
    g = face_off([BRAND, OAK], [RIVAL])
    wanted = condition_from_dict(
        {"kind": "count", "count": "experience_tokens_on_this_card", "at_least": 2}, "test"
    )
    ctx = Context(g.state, 0, "oak", "p1:oak:1")
    run(g, "add_experience_token", [])
    assert not holds(ctx._replace(state=g.state), wanted)  # near miss: one is not two
    run(g, "add_experience_token", [])
    assert holds(ctx._replace(state=g.state), wanted)


def test_a_cost_lowered_for_each_marker_on_its_own_card() -> None:
    """DM-8.7: "costs 1 less to purchase for each <marker> on it", counted on this card."""
    cheap = {
        **character("cheap", 1, 1),
        "cost": 5,
        "abilities": [{"trigger": "static", "effects": [
            {"op": "reduce_cost", "amount": 1, "target": "this_card",
             "per": "infinity_counters_on_this_card"}]}],
    }  # fmt: skip
    g = face_off([cheap, OAK], [RIVAL])
    card = g.state.cards["cheap"]
    assert purchase_cost(g.state, 0, card, None) == 5
    run(g, "add_infinity_counter", ["card:0:cheap"], amount=2)
    assert purchase_cost(g.state, 0, card, None) == 3
    run(g, "add_infinity_counter", [], amount=1)  # near miss: on another card (oak)
    assert purchase_cost(g.state, 0, card, None) == 3


def test_the_card_marker_filter() -> None:
    g = face_off([BRAND, OAK], [RIVAL])
    die = g.state.dice["p1:brand:1"]
    assert not FILTERS["card_marker"](g.state, die, "loyalty_counter")
    run(g, "add_loyalty_counter", ["p1:brand:1"])
    assert FILTERS["card_marker"](g.state, g.state.dice["p1:brand:1"], "loyalty_counter")
    assert FILTERS["card_marker"](g.state, g.state.dice["p1:brand:1"], "any")
    assert not FILTERS["card_marker"](g.state, g.state.dice["p1:brand:1"], "stat_token")
    assert CHECKS["card_marker"]("loyalty_counter") == "" and CHECKS["card_marker"]("moss")


def test_a_condition_on_markers_in_words() -> None:
    from games.reading.conditions import condition_words

    said = condition_words(
        condition_from_dict(
            {"kind": "count", "count": "loyalty_counters_on_this_card", "at_least": 3}, "test"
        )
    )
    assert "this card has 3 or more Loyalty Counters" in said
    said = condition_words(
        condition_from_dict({"kind": "count", "count": "your_stat_tokens", "at_least": 2}, "test")
    )
    assert "2 or more +1A/+1D tokens among them" in said
