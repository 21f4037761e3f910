"""A player's own deeds as triggers (abilities/player_deeds.py): "whenever you take
non-combat damage" (DM-9.7 combat damage is not; an ability's, DM-16.1, is) and "whenever
you KO an opposing character die" (a KO by your die's combat damage, DM-9.11; not your own
die's KO), while the card is active (DM-18.1). Our own cards and wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import character, face_off

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}
PING = {"op": "deal_damage", "amount": 1, "target": "opponent"}
STOIC = character("stoic", 1, 1, abilities=[
    {"trigger": "when_you_take_non_combat_damage", "effects": [GAIN_1]}])  # fmt: skip
HUNTER = character("hunter", 1, 1, abilities=[
    {"trigger": "when_you_ko_opposing_die", "effects": [GAIN_1]}])  # fmt: skip


def gained(events: list[ev.Event], player: int) -> int:
    return sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == player)


def _fight(mine: list[dict], theirs: list[dict], blocked: bool) -> list[ev.Event]:
    """Michele's brute attacks; Chris blocks it with his Sidekick or not at all."""
    g = face_off(mine, theirs, chris_field=1)
    g.hurt(0, 5)
    g.hurt(1, 5)
    events = g.attack("p1:brute:1")
    events += g.block((c(5), "p1:brute:1")) if blocked else g.block()
    events += g.pass_all()
    while g.pending.kind == "order_triggers":
        events += g.do(A.ChooseTrigger(player=g.pending.player, index=0))
    return events


def test_ability_damage_to_you_is_non_combat_damage() -> None:
    """DM-16.1: the brute's "when attacks, deal 1 damage to your opponent" hurts Chris:
    his stoic gains him 1 life; then its unblocked combat damage (DM-9.8) does not."""
    brute = character("brute", 2, 2, abilities=[{"trigger": "when_attacks", "effects": [PING]}])
    assert gained(_fight([brute], [STOIC], blocked=False), 1) == 1


def test_combat_damage_alone_does_not_trigger_it() -> None:
    brute = character("brute", 2, 2)
    assert gained(_fight([brute], [STOIC], blocked=False), 1) == 0


def test_you_ko_an_opposing_die_with_combat_damage() -> None:
    """DM-9.11: the brute (2/2) KOs Chris's blocking Sidekick: Michele's hunter gains her 1
    life. Near miss: a 1/1 brute trades with it, and her own brute's KO does not count."""
    brute = character("brute", 2, 2)
    assert gained(_fight([brute, HUNTER], [], blocked=True), 0) == 1
    brute = character("brute", 1, 1)
    assert gained(_fight([brute, HUNTER], [], blocked=True), 0) == 1


def test_no_ko_no_trigger() -> None:
    """Near miss: a brute with 0 A deals Chris's blocking Sidekick no damage: no KO."""
    brute = character("brute", 0, 3)
    assert gained(_fight([brute, HUNTER], [], blocked=True), 0) == 0


LOOKOUT = character("lookout", 1, 1, abilities=[{
    "trigger": "when_your_die_leaves_field", "also": ["when_opposing_die_leaves_field"],
    "effects": [GAIN_1]}])  # fmt: skip


def test_any_character_die_leaving_the_field_zone() -> None:
    """DM-9.11: a 1/1 brute and Chris's blocking 1/1 Sidekick KO each other: both leave the
    Field Zone (either player's), Michele's lookout gains her 1 life for each. Near miss: a
    brute with 0 A and 3 D: nothing is KO'd, nothing leaves."""
    brute = character("brute", 1, 1)
    assert gained(_fight([brute, LOOKOUT], [], blocked=True), 0) == 2
    brute = character("brute", 0, 3)
    assert gained(_fight([brute, LOOKOUT], [], blocked=True), 0) == 0
