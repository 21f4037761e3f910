"""Counting "for each ..." (DM-18.5), fielding a die by an effect (DM-8.12, DM-8.13) and
moving dice between any zones (DM-23.4)."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.abilities.counts import times
from games.engine.abilities.stats import stats
from games.engine.loading import card_from_dict
from games.engine.model.evolve import evolve
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, c, m, make_card, of_type

RALLY = action_card(
    "rally",
    {"text": "You gain 1 life for each opposing character die.",
     "effects": [effect("gain_life", "you", amount=1, per="opposing_character_dice")]},
)  # fmt: skip
CROWD = make_card(
    "crowd",
    abilities=[{"trigger": "static",
                "text": "This card gets +1A for each of your active characters.",
                "effects": [effect("modify_attack", "this_card", amount=1,
                                   per="your_active_characters")]}],
)  # fmt: skip
RAISE = action_card(
    "raise",
    {"text": "Field a Sidekick die from your Used Pile.",
     "effects": [effect("field_die", "target_your_die",
                        filters={"zone": "used", "sidekick": True})]},
)  # fmt: skip
GREETER = make_card(
    "greeter",
    abilities=[{"trigger": "when_fielded", "text": "When fielded, gain 1 life.",
                "effects": [effect("gain_life", "you", amount=1)]}],
)  # fmt: skip
SUMMON = action_card(
    "summon",
    {"text": "Field a die of Greeter from your Used Pile.",
     "effects": [effect("field_die", "target_your_die",
                        filters={"zone": "used", "card": "greeter"})]},
)  # fmt: skip
PLACE = action_card(
    "place",
    {"text": "Move a die of Greeter from your Used Pile to your Field Zone.",
     "effects": [effect("move_die", "target_your_die", zone="field",
                        filters={"zone": "used", "card": "greeter"})]},
)  # fmt: skip


def test_for_each_counts_each_opposing_die_in_the_field_zone() -> None:
    """DM-18.5: "Counting 'opposing dice' counts each die, only in the opponent's Field
    Zone"."""
    g = with_action(RALLY, chris_field=3)
    g.hurt(0, 5)
    g.arrange(1, "reserve", [c(1)], face=CHAR)  # not in the Field Zone: not counted
    assert times(g.state, "opposing_character_dice", 0) == 3
    events = use(g, "rally")
    assert ev.LifeGained(0, 3) in events


def test_a_static_for_each_counts_unique_active_characters() -> None:
    """DM-18.5: "Counting 'active characters' counts unique characters with >=1 die in the
    Field"; a static effect follows the count as it changes (DM-14.3)."""
    g = with_action(RALLY, CROWD)
    g.give(0, "p1:crowd:1", to="field", face=0)
    g.give(0, "p1:crowd:2", to="field", face=0)
    # Sidekick and Crowd: two active characters (two Crowd dice count once)
    assert stats(g.state, g.state.dice["p1:crowd:1"]) == (3, 1)
    g.arrange(0, "used", [m(1)])
    assert stats(g.state, g.state.dice["p1:crowd:1"]) == (2, 1)


def test_an_unknown_count_is_refused_when_loaded() -> None:
    bad = action_card("bad", {"effects": [effect("gain_life", "you", amount=1, per="stars")]})
    with pytest.raises(ValueError, match="unknown count 'stars'"):
        card_from_dict(bad)


def test_field_a_die_from_the_used_pile_free_on_level_one() -> None:
    """DM-8.12: "fielding cost is free and the die enters on level 1"; DM-8.13: "field"
    triggers "when fielded"."""
    g = with_action(SUMMON, GREETER)
    g.hurt(0, 3)
    g.give(0, "p1:greeter:1", to="used")
    events = use(g, "summon", "p1:greeter:1")
    assert "p1:greeter:1" in g.zone(0, "field")
    assert g.state.dice["p1:greeter:1"].face == 0  # level 1
    assert ev.AbilityTriggered(0, "greeter", 0, "ability", "p1:greeter:1") in events
    assert g.life(0) == 8


def test_a_die_an_effect_fields_counts_as_fielded_this_turn() -> None:
    """DM-8.12: fielding by an effect is fielding: the die joins GameState.fielded (what "if
    you fielded ... this turn" and Strike read), marked on its DiceMoved (rules edition 11);
    a move into the Field Zone is not fielding and is not recorded (DM-8.13)."""
    g = with_action(SUMMON, GREETER)
    g.give(0, "p1:greeter:1", to="used")
    events = use(g, "summon", "p1:greeter:1")
    assert (0, "p1:greeter:1") in g.state.fielded
    (moved,) = [e for e in of_type(events, ev.DiceMoved) if e.to == "field"]
    assert moved.fielding
    h = with_action(PLACE, GREETER)
    h.give(0, "p1:greeter:1", to="used")
    use(h, "place", "p1:greeter:1")
    assert (0, "p1:greeter:1") not in h.state.fielded


def test_a_move_recorded_before_edition_11_is_read_as_recorded() -> None:
    """docs/engine.md "Rules edition": a DiceMoved logged without `fielding` (older logs)
    moves the die and records no fielding, as it did when it was written."""
    g = with_action(SUMMON, GREETER)
    g.give(0, "p1:greeter:1", to="used")
    record = ev.event_from_dict(
        {"type": "DiceMoved", "player": 0, "dice": ["p1:greeter:1"], "to": "field", "reason": "x"}
    )
    assert isinstance(record, ev.DiceMoved) and not record.fielding
    after = evolve(g.state, record)
    assert after.dice["p1:greeter:1"].zone.value == "field"
    assert (0, "p1:greeter:1") not in after.fielded


def test_a_move_into_the_field_zone_is_not_fielding() -> None:
    """DM-8.13: "move", "place" ... into the Field Zone do not trigger "when fielded";
    DM-23.4: a die from an unrolled place enters on level 1."""
    g = with_action(PLACE, GREETER)
    g.give(0, "p1:greeter:1", to="used")
    events = use(g, "place", "p1:greeter:1")
    assert "p1:greeter:1" in g.zone(0, "field") and g.state.dice["p1:greeter:1"].face == 0
    assert not [e for e in of_type(events, ev.AbilityTriggered) if e.card == "greeter"]


def test_field_a_sidekick_die_and_nothing_without_one() -> None:
    """DM-13.4: with no Sidekick in the Used Pile there is nothing to target."""
    g = with_action(RAISE)
    g.arrange(0, "used", [m(4)])
    use(g, "raise", m(4))
    assert m(4) in g.zone(0, "field") and g.state.is_character(g.state.dice[m(4)])
