""" "The defending player" (abilities/targets.py `defending_player`): the inactive player
while an attack is on (DM-9: the active player attacks, the other defends; DM-9.8 names
them "the opposing player"); outside an attack there is none. Cards are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import player_target, targets_for
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import at_attack, character

MINE = "p1:brute:1"
HIT = {"op": "deal_damage", "amount": 1, "target": "defending_player"}


def _fight(trigger: str, blocked: bool) -> list[ev.Event]:
    card = character("brute", 2, 2, abilities=[{"trigger": trigger, "effects": [HIT]}])
    g = at_attack(card)
    events = g.attack(MINE)
    events += g.block((c(5), MINE)) if blocked else g.block()
    events += g.pass_all()
    while g.pending.kind == "order_triggers":  # DM-15.2
        events += g.do(A.ChooseTrigger(player=0, index=0))
    return events


def _hits(events: list[ev.Event]) -> list[tuple[int, int, bool]]:
    return [(e.player, e.amount, e.combat) for e in of_type(events, ev.PlayerDamaged)]


def test_an_attacker_s_ability_damages_the_defending_player() -> None:
    """ "When <this> attacks, it deals 1 damage to the defending player": Chris (DM-9)."""
    assert (1, 1, False) in _hits(_fight("when_attacks", blocked=True))


def test_a_blocked_attacker_s_ability_damages_the_defending_player() -> None:
    assert _hits(_fight("when_blocked", blocked=True)) == [(1, 1, False)]


def test_there_is_no_defending_player_outside_an_attack() -> None:
    """Near miss: in the Main Step nobody defends; during the attack it is the inactive
    player, whoever asks (the words name a seat, not "your opponent")."""
    card = character("brute", 2, 2)
    g = at_attack(card)
    assert g.state.combat is None
    assert targets_for(g.state, "defending_player", 0) == ()
    g.attack(MINE)
    assert g.state.combat is not None
    assert targets_for(g.state, "defending_player", 0) == (player_target(1),)
    assert targets_for(g.state, "defending_player", 1) == (player_target(1),)
