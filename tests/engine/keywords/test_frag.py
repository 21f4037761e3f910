"""Frag (002:L767): "When a character die with Frag attacks and Kos one or more blocking
character dice with combat damage, deal 1 damage to all opposing character dice that didn't
block this turn (before damage is cleared)." Keyword.abilities: a "frag" trigger on the
"kos" occasion of the KO door (DM-9.11) for an attacker; 1 ability damage to each opposing
character die (DM-13.3, not targeted) that did not block."""

from __future__ import annotations

from cards.catalog import raw_cards
from games.engine import actions as A
from games.engine import events as ev
from games.engine.loading import card_execution
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m, of_type
from tests.engine.keywords.common import at_attack, boost, character

FRAGGER = character("fragger", 3, 3, keywords=["frag"])  # A3 D3
PLAIN = character("plain", 3, 3)
ATTACKER = "p1:fragger:1"


def test_kos_its_blocker_then_one_damage_to_each_opposing_die_that_did_not_block() -> None:
    g = at_attack(FRAGGER, chris_field=3)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER))
    events = g.pass_all()
    frag = [e for e in of_type(events, ev.DieDamaged) if not e.combat]
    assert frag == [
        ev.DieDamaged(c(6), 1, ATTACKER, False),
        ev.DieDamaged(c(7), 1, ATTACKER, False),
    ]
    assert {c(5), c(6), c(7)} <= g.zone(1, "prep")  # Sidekicks have D1: KO'd (DM-16.1)


def test_a_blocker_that_survives_is_not_hit_nor_are_your_own_dice() -> None:
    """Two blockers, one KO'd: the survivor blocked, so the Frag damage skips it; the
    defender's die that stayed home takes it; Michele's own Sidekick does not."""
    g = at_attack(FRAGGER, chris_field=3)
    g.arrange(0, "field", [m(5)], face=CHAR)
    boost(g, c(6), defense=5)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER), (c(6), ATTACKER))
    g.pass_all()
    g.do(A.AssignDamage(player=0, splits=((ATTACKER, c(5), 1), (ATTACKER, c(6), 2))))
    frag = [e for e in of_type(g.events, ev.DieDamaged) if not e.combat]
    assert frag == [ev.DieDamaged(c(7), 1, ATTACKER, False)]
    assert c(6) in g.zone(1, "field") and m(5) in g.zone(0, "field")


def test_no_ko_no_frag() -> None:
    g = at_attack(FRAGGER, chris_field=2)
    boost(g, c(5), defense=5)
    g.attack(ATTACKER)
    g.block((c(5), ATTACKER))
    events = g.pass_all()
    assert not [e for e in of_type(events, ev.DieDamaged) if not e.combat]
    assert c(6) in g.zone(1, "field")


def test_unblocked_it_kos_nothing_and_frags_nothing() -> None:
    g = at_attack(FRAGGER, chris_field=2)
    g.attack(ATTACKER)
    g.block()
    events = g.pass_all()
    assert not [e for e in of_type(events, ev.DieDamaged) if not e.combat]


def test_a_blocking_frag_die_does_not_frag() -> None:
    """ "attacks": Chris's Frag die KOs the attacker it blocks; nothing more happens."""
    g = Game(
        teams=((("plain", 2),), (("fragger", 2),)),
        cards=cards_with(FRAGGER, PLAIN),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:plain:1", to="field", face=0)
    g.arrange(0, "field", [m(5)], face=CHAR)
    g.give(1, "p2:fragger:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.pass_all()
    g.attack("p1:plain:1")
    g.block(("p2:fragger:1", "p1:plain:1"))
    events = g.pass_all()
    assert "p1:plain:1" in g.zone(0, "prep")
    assert not [e for e in of_type(events, ev.DieDamaged) if not e.combat]
    assert m(5) in g.zone(0, "field")


def test_a_plain_attacker_that_kos_its_blocker_frags_nothing() -> None:
    g = at_attack(PLAIN, chris_field=2)
    g.attack("p1:plain:1")
    g.block((c(5), "p1:plain:1"))
    events = g.pass_all()
    assert not [e for e in of_type(events, ev.DieDamaged) if not e.combat]


def test_the_ocr_card_with_frag_is_executed() -> None:
    assert card_execution(raw_cards()["31ocr"]).executed
