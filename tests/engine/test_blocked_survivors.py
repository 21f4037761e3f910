"""A die's own triggers on how its combat ended: "if <this> is blocked but is not KO'd"
(`when_blocked_survives`, announced as combat ends: flow/combat.return_survivors, DM-9.13)
and "if <this> is KO'd while blocking" (`when_kod` narrowed to a blocker in the Attack
Zone, DM-9.3, DM-9.11). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off
from tests.engine.test_combat_triggers import GAIN_1, MINE, brute, fight, gained

BLOCKING = {"zone": "attack", "blocker": True}


def test_blocked_and_not_kod_triggers_once_combat_is_over() -> None:
    """DM-9.13: Michele's 2/2 blocked by Chris's 1/1 Sidekick takes 1 and returns to her
    Field Zone; the ability triggers as combat ends and resolves with the die back there."""
    events = fight(brute("when_blocked_survives"))
    assert gained(events) == 1
    moved = [e for e in of_type(events, ev.DiceMoved) if e.reason == "end_of_combat"]
    fired = of_type(events, ev.AbilityTriggered)
    assert MINE in moved[0].dice and events.index(fired[0]) < events.index(moved[0])


def test_unblocked_or_kod_does_not_trigger() -> None:
    """Near misses: unblocked (DM-9.8: it never was blocked), or KO'd by its blocker
    (DM-9.11: 1/1 against the Sidekick's 1 A) - not in the Attack Zone as combat ends."""
    assert gained(fight(brute("when_blocked_survives"), blocked=False)) == 0
    assert gained(fight(brute("when_blocked_survives", attack=1, defense=1))) == 0


def test_a_blocker_does_not_survive_blocked() -> None:
    """Near miss: Chris's blocker that survives was never an attacker that was blocked."""
    wall = character("wall", 1, 9, abilities=[
        {"trigger": "when_blocked_survives", "effects": [GAIN_1]}])  # fmt: skip
    g = face_off([character("big", 2, 2)], [wall])
    g.attack("p1:big:1")
    g.block(("p2:wall:1", "p1:big:1"))
    events = g.pass_all()
    assert not of_type(events, ev.AbilityTriggered)


def test_kod_while_blocking_is_a_blocker_s_ko_in_the_attack_zone() -> None:
    """ "If <this> is KO'd while blocking": Chris's 1/1 blocker KO'd by Michele's 5/5
    (DM-9.11) gains him 1; near miss: Michele's attacker KO'd by a blocker is attacking."""
    watcher = character("watcher", 1, 1, abilities=[
        {"trigger": "when_kod", "trigger_filters": BLOCKING, "effects": [GAIN_1]}])  # fmt: skip
    g = face_off([character("big", 5, 5)], [watcher])
    g.hurt(1, 5)
    g.attack("p1:big:1")
    g.block(("p2:watcher:1", "p1:big:1"))
    events = g.pass_all()
    assert sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == 1) == 1
    attacker = brute("when_kod", attack=1, defense=1, trigger_filters=BLOCKING)
    assert gained(fight(attacker)) == 0
