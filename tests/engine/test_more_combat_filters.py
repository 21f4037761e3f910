"""Kinds of dice a character's combat triggers name (issue 16; abilities/filters.py
`energy_type_any`, `crossover`, a side as an affiliation) and a KO other than by combat
damage (`when_kod_not_by_combat`, abilities/ko_ways.py). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use
from tests.engine.effects.common import with_action as action_game
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off
from tests.engine.test_combat_triggers import GAIN_1, brute, fight, gained

MINE = "p1:brute:1"


def blocked_by(filters: dict, **blocker: object) -> bool:
    """Michele's brute attacks; Chris's one die (`blocker` fields) blocks it: triggered?"""
    card = brute("when_blocked_by_die", trigger_filters=filters, defense=5)
    g = face_off([card], [character("wall", 1, 5, **blocker)])
    g.attack(MINE)
    return bool(of_type(g.block(("p2:wall:1", MINE)), ev.AbilityTriggered))


def test_blocked_by_a_fist_or_shield_character() -> None:
    """DM-9.3: "when blocked by a Fist or Shield character": a blocker of either type; near
    miss: a Bolt blocker."""
    either = {"energy_type_any": "fist shield"}
    assert blocked_by(either, energy_types=["shield"])
    assert blocked_by(either, energy_types=["fist"])
    assert not blocked_by(either, energy_types=["bolt"])


def test_blocked_by_a_non_crossover_die() -> None:
    """ "a non-Crossover character die": a blocker of a card of one energy type (003:L635:
    Crossover characters have two or more); near miss: a Fist and Bolt blocker."""
    assert blocked_by({"crossover": False}, energy_types=["fist"])
    assert not blocked_by({"crossover": False}, energy_types=["fist", "bolt"])


def test_blocks_a_villain() -> None:
    """DM-9.4: "when <this> blocks a Villain": the attacker's card is a Villain; near miss: a
    Hero attacker."""
    watcher = character("watcher", 1, 5, abilities=[
        {"trigger": "when_blocks_die", "trigger_filters": {"affiliation": "villain"},
         "effects": [GAIN_1]}])  # fmt: skip
    for side, triggers in (("villain", True), ("hero", False)):
        g = face_off([character("raider", 1, 1, affiliations=[side])], [watcher])
        g.attack("p1:raider:1")
        events = g.block(("p2:watcher:1", "p1:raider:1"))
        assert bool(of_type(events, ev.AbilityTriggered)) is triggers


def test_kod_other_than_by_combat_damage() -> None:
    """DM-9.11: a KO in the Knock Out step by a blocker's damage is a combat KO (near miss);
    an ability's damage KOs at once (DM-16.1) and is not."""
    assert gained(fight(brute("when_kod_not_by_combat", attack=1, defense=1))) == 0
    frail = character("frail", 1, 1, abilities=[
        {"trigger": "when_kod_not_by_combat", "effects": [GAIN_1]}])  # fmt: skip
    burn = action_card("burn", {"text": "Deal 1 damage to each of your character dice.",
                                "effects": [effect("deal_damage", "all_your_characters",
                                                   amount=1)]})  # fmt: skip
    g = action_game(burn, frail)
    g.arrange(0, "field", ["p1:frail:1"], face=0)
    events = use(g, "burn")
    assert ev.AbilityTriggered(0, "frail", 0, "ability", "p1:frail:1") in events
