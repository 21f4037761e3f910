"""The ability framework (docs/engine.md): triggers on occasions, "first time each turn",
burst text, target kinds and filters, static effects on other dice, hook points, and what
card data the engine refuses or runs (DM-13 to DM-18)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.keyword import Keyword
from games.engine.abilities.stats import stats
from games.engine.abilities.targets import targets_for
from games.engine.keywords import GLOSSARY, KEYWORDS
from games.engine.loading import card_execution, card_from_dict
from games.engine.model.cards import KeywordUse
from tests.engine.helpers import (
    ACTION0,
    ACTION1,
    CHAR,
    FIST,
    MADELYNE,
    Game,
    bac,
    c,
    cards_with,
    die,
    m,
    of_type,
)
from tests.engine.keywords.common import at_attack, character

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}


# --- triggers ------------------------------------------------------------------------------------


def test_a_first_time_each_turn_ability_fires_once_per_card_and_turn() -> None:
    """DM-15.5: "first time" triggers are checked per card, not per die: two of its dice
    attack, one trigger."""
    scout = character(
        "scout",
        1,
        1,
        abilities=[{"trigger": "when_attacks", "first_time_each_turn": True, "effects": [GAIN_1]}],
    )
    g = at_attack(scout, chris_field=0)
    g.give(0, "p1:scout:2", to="field", face=0)
    events = g.attack("p1:scout:1", "p1:scout:2")
    assert len(of_type(events, ev.AbilityTriggered)) == 1
    assert g.state.fired == ((0, "scout", 0),)


def test_a_die_that_deals_damage_triggers_its_when_deals_damage_ability() -> None:
    striker = character(
        "striker", 2, 2, abilities=[{"trigger": "when_deals_damage", "effects": [GAIN_1]}]
    )
    g = at_attack(striker, chris_field=0)
    g.hurt(0, 3)
    g.attack("p1:striker:1")
    events = g.pass_all()
    assert ev.PlayerDamaged(1, 2, "p1:striker:1", True) in events
    assert ev.LifeGained(0, 1) in events


def test_when_you_use_an_action_die_triggers_each_active_card_of_yours() -> None:
    """A card-level trigger of the player who used the action die, while the card is active
    (the shape of Attune, 000:L763)."""
    tutor = character(
        "tutor", 1, 1, abilities=[{"trigger": "when_you_use_an_action_die", "effects": [GAIN_1]}]
    )
    g = Game(teams=((("tutor", 1),), ((MADELYNE, 1),)), cards=cards_with(tutor))
    g.start()
    g.hurt(0, 2)
    g.give(0, "p1:tutor:1", to="field", face=0)
    g.give(0, bac("way-out-west", 1))
    g.begin({bac("way-out-west", 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    events = g.do(A.UseActionDie(player=0, die=bac("way-out-west", 1)))
    assert ev.AbilityTriggered(0, "tutor", 0, "ability", "") in events


# --- burst text (DM-17) --------------------------------------------------------------------------


def boosting_action(mode: str) -> dict:
    base = {"op": "modify_attack", "amount": 1, "target": "target_your_die"}
    burst = {"op": "modify_attack", "amount": 3, "target": "target_your_die"}
    return {
        "id": f"boost-{mode}",
        "name": f"Boost {mode}",
        "kind": "basic_action",
        "abilities": [
            {"trigger": "action", "text": "+1A", "effects": [base]},
            {"trigger": "action", "bursts": [1], "burst_mode": mode, "effects": [burst]},
        ],
    }


@pytest.mark.parametrize(("mode", "face", "bonuses"), [
    ("replace", ACTION1, [3]),
    ("replace", ACTION0, [1]),
    ("add", ACTION1, [1, 3]),
])  # fmt: skip
def test_burst_text_adds_to_or_replaces_the_base_text(mode: str, face: int, bonuses) -> None:
    """DM-17.3: matching burst text "will either add to or replace the regular text"; a face
    without bursts uses the base text only (DM-17.2)."""
    card = boosting_action(mode)
    g = Game(bacs=((card["id"],), ("counterstrike",)), cards=cards_with(card))
    g.start()
    g.give(0, bac(card["id"], 1))
    g.begin({bac(card["id"], 1): face, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.field(m(1))
    g.do(A.UseActionDie(player=0, die=bac(card["id"], 1)))
    found = []
    while g.pending.kind in ("choose_target", "order_triggers"):
        if g.pending.kind == "order_triggers":  # DM-15.2: Michele orders her two triggers
            g.do(A.ChooseTrigger(player=0, index=0))
        else:
            found += of_type(g.target(m(1)), ev.StatsModified)
    assert [e.attack for e in found] == bonuses


# --- targets and filters (DM-13) -----------------------------------------------------------------


def test_filters_narrow_what_a_target_kind_offers() -> None:
    g = at_attack(character("hero", 1, 1, affiliations=["X-Men"]), chris_field=2)
    g.arrange(1, "field", [c(6)], face=CHAR)
    hero = "p1:hero:1"
    everyone = targets_for(g.state, "target_die", 0)
    assert set(everyone) == {hero, c(5), c(6)}
    assert targets_for(g.state, "target_die", 0, [("sidekick", True)]) == (c(5), c(6))
    assert targets_for(g.state, "target_die", 0, [("affiliation", "X-Men")]) == (hero,)
    assert targets_for(g.state, "target_die", 0, [("level", 2)]) == ()
    assert targets_for(g.state, "target_opposing_die", 0, [("level", 1)]) == (c(5), c(6))
    assert targets_for(g.state, "target_your_die", 0, [("zone", "bag")])[0].startswith("p1:")


def test_a_static_effect_on_other_dice_follows_its_filters_and_its_card() -> None:
    """DM-14.3 static, while its card is active (DM-18.1); "your X-Men get +1A"."""
    rally = {"op": "modify_attack", "amount": 1, "target": "all_your_characters"}
    rally["filters"] = {"affiliation": "X-Men"}
    leader = character("leader", 1, 1, abilities=[{"trigger": "static", "effects": [rally]}])
    hero = character("hero", 1, 1, affiliations=["X-Men"])
    g = at_attack(hero, leader)
    state = g.state
    assert stats(state, state.dice["p1:hero:1"]) == (2, 1)
    assert stats(state, state.dice["p1:leader:1"]) == (1, 1)  # not an X-Man
    g.arrange(0, "used", ["p1:leader:1"])
    assert stats(g.state, g.state.dice["p1:hero:1"]) == (1, 1)


# --- hook points ---------------------------------------------------------------------------------


def test_a_player_holding_a_window_ability_is_not_passed_automatically() -> None:
    """DM-8.18: abilities usable "whenever you could use a Global" use the same windows, so
    automatic passing must not skip their holder (hook point window_ability)."""
    ready = Keyword("test", "Test", "", "", hooks={"window_ability": lambda s, p, d: True})
    cards = cards_with()
    holder = replace(cards[MADELYNE], keywords=(KeywordUse("test", None, ready),))
    g = Game(cards={**cards, MADELYNE: holder})
    g.start()
    g.begin({m(1): CHAR, m(2): CHAR, m(3): CHAR}, oop=m(4))
    g.field(m(1))
    g.pass_()
    assert g.pending.player == 0  # Chris has nothing: passed automatically
    g.arrange(1, "field", [die(1, MADELYNE, 1)], face=0)
    g.field(m(2))
    g.pass_()
    assert (g.pending.kind, g.pending.player) == ("priority", 1)


# --- card data: refused, executed or text only ---------------------------------------------------


@pytest.mark.parametrize(("change", "message"), [
    ({"trigger": "when_bored"}, "unknown trigger 'when_bored'"),
    ({"effects": [{"op": "explode"}]}, "unknown effect 'explode'"),
    ({"effects": [{"op": "ko", "target": "everyone"}]}, "unknown effect target 'everyone'"),
    ({"effects": [{"op": "ko", "target": "target_die", "filters": {"hair": "red"}}]},
     "unknown target filter 'hair'"),
    ({"effects": [{"op": "ko", "target": "target_die", "duration": "forever"}]},
     "unknown duration 'forever'"),
    ({"burst_mode": "sometimes"}, "burst_mode is 'add' or 'replace'"),
    ({"effects": [{"op": "gain_life", "per": "dragon"}]}, "unknown count 'dragon'"),
    # a trigger's "self" is no card's code in an effect's filter: it would match every card
    ({"effects": [{"op": "ko", "target": "all_your_characters",
                   "filters": {"other_card": "self"}}]}, "filter 'other_card'"),
])  # fmt: skip
def test_unknown_names_in_card_data_are_refused_when_it_is_loaded(change, message) -> None:
    ability = {"trigger": "when_fielded", "effects": [GAIN_1], **change}
    with pytest.raises(ValueError, match=message):
        card_from_dict(character("bad", 1, 1, abilities=[ability]))


def test_a_card_says_whether_the_engine_executes_it_and_why_not() -> None:
    fielded = {"trigger": "when_fielded", "text": "When fielded, gain 1 life.", "effects": [GAIN_1]}
    done = character("done", 1, 1, abilities=[fielded], text=["When fielded, gain 1 life."])
    assert card_execution(done).executed
    crush = character("crush", 1, 1, keywords=["overcrush"], text=["Overcrush (leftover...)."])
    assert card_execution(crush).executed
    pending = [k for k in GLOSSARY if k not in KEYWORDS and not GLOSSARY[k].takes_value]
    cases = [
        *[({"keywords": [k]}, f"keyword not executed yet: {GLOSSARY[k].label}") for k in pending],
        ({"text": ["Roll a die and smile."]}, "text only: Roll a die and smile."),
        ({"abilities": [{"trigger": "when_fielded", "text": "Hmm."}]}, "text only: Hmm."),
        ({"abilities": [{"trigger": "when_bored"}]}, "the engine cannot read it"),
        ({"globals": [{"cost": 1, "reactive": "when_damaged", "text": "R",
                       "costs": [{"op": "ko", "target": "target_your_die"}],
                       "effects": [{"op": "gain_life", "target": "you"}]}]},
         "the engine cannot read it"),  # its target is named as it is paid; its costs' never
        ({"keywords": ["impulse"]}, "Impulse: its ability is not card data"),
    ]  # fmt: skip
    for fields, reason in cases:
        result = card_execution(character("x", 1, 1, **fields))
        assert not result.executed and any(r.startswith(reason) for r in result.reasons), fields
