"""Overcrush (000:L797, 003:L659): "When attacking, if this character die KO's or removes all
of its blockers, it deals any leftover damage to your opponent." Hook: combat_damage."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import at_attack, boost, character

CRUSHER = character("crusher", 4, 3, keywords=["overcrush"])  # A4 D3 at level 1
PLAIN = character("plain", 4, 3)
ATTACKER = "p1:crusher:1"


def test_an_attacker_that_kos_its_blocker_deals_the_leftover_to_the_opponent() -> None:
    """The blocker (a Sidekick, D1) takes the 1 that KOs it; the other 3 go to Chris, as
    combat damage (DM-9.7)."""
    g = at_attack(CRUSHER)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER))
    events = g.pass_all()
    assert ev.DieDamaged(c(5), 1, ATTACKER, True) in events
    assert ev.PlayerDamaged(1, 3, ATTACKER, True) in events
    assert g.life(1) == 7 and c(5) in g.zone(1, "prep")


def test_two_blockers_each_take_what_kos_them_and_no_split_is_asked() -> None:
    """With Overcrush and enough A to KO every blocker, the split of DM-9.9 is not asked:
    each blocker takes what KOs it and the rest goes to the opponent."""
    g = at_attack(CRUSHER, chris_field=2)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER), (c(6), ATTACKER))
    events = g.pass_all()
    assert g.pending.kind != "assign_damage"
    assert ev.PlayerDamaged(1, 2, ATTACKER, True) in events
    assert {c(5), c(6)} <= g.zone(1, "prep")


def test_an_attacker_that_cannot_ko_all_its_blockers_deals_no_leftover() -> None:
    """Not enough A to KO them all (D1 and D5 against A4): the usual rule, the active player
    splits all of it among the blockers (DM-9.9) and none reaches the opponent."""
    g = at_attack(CRUSHER, chris_field=2)
    boost(g, c(6), defense=4)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER), (c(6), ATTACKER))
    g.pass_all()
    assert g.pending.kind == "assign_damage"
    events = g.do(A.AssignDamage(player=0, splits=((ATTACKER, c(5), 1), (ATTACKER, c(6), 3))))
    assert not of_type(events, ev.PlayerDamaged) and g.life(1) == 10


def test_with_all_its_blockers_removed_all_its_damage_goes_to_the_opponent() -> None:
    """DM-9.5: a blocked attacker stays blocked and deals nothing if its blockers are
    removed; "or removes all of its blockers" makes Overcrush the exception."""
    g = at_attack(CRUSHER)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER))
    g.arrange(1, "used", [c(5)])  # removed before damage (an effect would do this)
    events = g.pass_all()
    assert ev.PlayerDamaged(1, 4, ATTACKER, True) in events


def test_without_overcrush_a_blocked_attacker_never_hurts_the_player() -> None:
    g = at_attack(PLAIN)
    g.attack("p1:plain:1")
    g.block((c(5), "p1:plain:1"))
    events = g.pass_all()
    assert not of_type(events, ev.PlayerDamaged) and g.life(1) == 10
