"""Fast (000:L785, 003:L643): "Character dice with Fast deal combat damage before other
character dice, all at the same time, instead of at the regular time for combat damage."
Hook: damage_phase."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import at_attack, boost, character

QUICK = character("quick", 2, 1, keywords=["fast"])  # A2 D1 at level 1
SLOW = character("slow", 2, 1)
ATTACKER = "p1:quick:1"


def test_a_fast_attacker_kos_its_blocker_before_the_blocker_deals_damage() -> None:
    """Its blocker (a Sidekick, A1 D1) is KO'd by the Fast damage and deals none: a die
    KO'd before the regular time deals no combat damage (combat damage in two phases,
    DM-9.14; docs/rulings.md; DM-9.11)."""
    g = at_attack(QUICK)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER))
    events = g.pass_all()
    damage = of_type(events, ev.DieDamaged)
    assert damage == [ev.DieDamaged(c(5), 2, ATTACKER, True)]
    assert c(5) in g.zone(1, "prep") and ATTACKER in g.zone(0, "field")


def test_without_fast_both_deal_damage_at_the_same_time() -> None:
    """The regular rule: all combat damage at once (DM-9.7), so both are KO'd."""
    g = at_attack(SLOW)
    g.attack("p1:slow:1")
    g.block((c(5), "p1:slow:1"))
    g.pass_all()
    assert c(5) in g.zone(1, "prep") and "p1:slow:1" in g.zone(0, "prep")


def test_a_blocker_that_survives_the_fast_damage_strikes_back_at_the_regular_time() -> None:
    """Fast is earlier, not instead: a blocker it does not KO deals its damage afterwards."""
    g = at_attack(QUICK)
    boost(g, c(5), defense=5)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER))
    events = g.pass_all()
    hits = [(e.die, e.source) for e in of_type(events, ev.DieDamaged)]
    assert hits == [(c(5), ATTACKER), (ATTACKER, c(5))]  # the Fast damage first
    assert ATTACKER in g.zone(0, "prep")


def test_an_unblocked_fast_attacker_hits_the_player_once() -> None:
    g = at_attack(QUICK)
    g.attack(ATTACKER)
    g.block()
    events = g.pass_all()
    assert of_type(events, ev.PlayerDamaged) == [ev.PlayerDamaged(1, 2, ATTACKER, True)]
