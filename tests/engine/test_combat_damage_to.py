"""Where combat damage went, as a trigger (abilities/trigger_kinds.py): "when <this> deals
combat damage to a (Sidekick) character die" (`when_deals_combat_damage_to_die`: its combat
damage hit a die the trigger filters name, DM-9.9, DM-9.10) and "while <this> is active, when
a die you control deals combat damage to an opponent" (`when_your_die_deals_combat_damage_to_
opponent`: an unblocked attacker's damage to a player, DM-9.8, DM-18.1). Cards and wording
are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import at_attack, character, face_off
from tests.engine.test_combat_triggers import GAIN_1, MINE, brute, fight, gained

SIDEKICK = {"sidekick": True}


def test_combat_damage_to_a_die_of_a_kind() -> None:
    """Blocked by Chris's Sidekick, Michele's die deals it its A (DM-9.10): the trigger's
    filters test the die it hit; near misses: unblocked (it hit Chris only, DM-9.8), or a
    filter the Sidekick does not pass."""
    card = brute("when_deals_combat_damage_to_die", trigger_filters=SIDEKICK)
    assert gained(fight(card)) == 1
    assert gained(fight(card, blocked=False)) == 0
    other = brute("when_deals_combat_damage_to_die", trigger_filters={"sidekick": False})
    assert gained(fight(other)) == 0


def test_ability_damage_to_a_die_is_no_combat_damage() -> None:
    """Near miss (DM-16.1): its own ability's damage to a die (its own), unblocked."""
    ping = {"op": "deal_damage", "amount": 1, "target": "all_your_characters"}
    card = character("brute", 2, 3, abilities=[
        {"trigger": "when_attacks", "effects": [ping]},
        {"trigger": "when_deals_combat_damage_to_die", "effects": [GAIN_1]},
    ])  # fmt: skip
    assert gained(fight(card, blocked=False)) == 0


def _watched(blocked: bool, sidekick_attacks: bool = False) -> list[ev.Event]:
    """Michele's watcher (active, not attacking) and her brute; the brute (or a Sidekick
    of hers) attacks, Chris blocks it with his Sidekick or not."""
    watcher = character("watcher", 1, 1, abilities=[
        {"trigger": "when_your_die_deals_combat_damage_to_opponent",
         "trigger_filters": {"sidekick": False}, "effects": [GAIN_1]}])  # fmt: skip
    g = at_attack(character("brute", 2, 2), watcher)
    g.hurt(0, 5)
    events = g.attack(MINE)
    events += g.block(("p2:sidekick:5", MINE)) if blocked else g.block()
    events += g.pass_all()
    while g.pending.kind == "order_triggers":
        events += g.do(A.ChooseTrigger(player=0, index=0))
    return events


def test_a_die_of_yours_deals_combat_damage_to_an_opponent() -> None:
    """DM-9.8: the unblocked brute deals Chris 2; the watcher's ability triggers (its card
    active, DM-18.1); near miss: blocked, it hits no player."""
    assert gained(_watched(blocked=False)) == 1
    assert gained(_watched(blocked=True)) == 0


def test_attacks_and_kos_is_a_kod_blocker() -> None:
    """ "When <this> attacks and KOs a die": its combat damage goes to the dice blocking it
    (DM-9.9), so the die KO'd was one of them (the filter `blocker`, read in the combat
    record though the die is KO'd); near miss: the filter of an attacker it blocked."""
    assert gained(fight(brute("when_kos", trigger_filters={"blocker": True}))) == 1
    assert gained(fight(brute("when_kos", trigger_filters={"blocked": True}))) == 0


def test_blocks_and_kos_is_a_kod_attacker() -> None:
    """ "When <this> blocks and KOs a die": Chris's 2/5 blocker KOs Michele's 1/1 attacker
    (DM-9.10, DM-9.11): that attacker was blocked (the filter `blocked`)."""
    kos = {"trigger": "when_kos", "trigger_filters": {"blocked": True}, "effects": [GAIN_1]}
    g = face_off([character("small", 1, 1)], [character("wall", 2, 5, abilities=[kos])])
    g.hurt(1, 5)  # (room to gain life)
    g.attack("p1:small:1")
    g.block(("p2:wall:1", "p1:small:1"))
    events = g.pass_all()
    assert sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == 1) == 1
