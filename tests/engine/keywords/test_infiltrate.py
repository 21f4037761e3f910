"""Infiltrate (000:L791, 003:L653): "When a character die with Infiltrate attacks and is not
blocked, you may choose to remove that character die from combat and not deal combat damage
to your opponent. If you do, that character die deals 1 damage to your opponent and the die
remains in your Field Zone instead of going to your Used Pile." Keyword.abilities: the choice
is a "global_window" ability of the window after blockers are declared (DM-9.6): its cost
takes the die out of combat, its effect is 1 ability damage (DM-16.1)."""

from __future__ import annotations

from cards.catalog import raw_cards
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import legal_actions
from games.engine.loading import card_execution
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import at_attack, character

SPY = character("spy", 3, 2, keywords=["infiltrate"])  # A3 D2
PLAIN = character("plain", 1, 1)
DIE = "p1:spy:1"
SLIP_AWAY = A.UseAbility(player=0, die=DIE, ability=0)


def unblocked() -> tuple:
    g = at_attack(SPY)
    g.attack(DIE)
    g.block()
    assert (g.pending.kind, g.state.step.value) == ("priority", "action_global_window")
    return g


def test_an_unblocked_attacker_leaves_combat_and_deals_1_instead() -> None:
    g = unblocked()
    assert SLIP_AWAY in list(legal_actions(g.state, 0))
    events = g.do(SLIP_AWAY)
    assert ev.DiceMoved(0, (DIE,), "field", "spy") in events
    assert ev.PlayerDamaged(1, 1, DIE, False) in events  # ability damage, not combat
    events = g.pass_all()
    assert not of_type(events, ev.PlayerDamaged) and g.life(1) == 9


def test_it_stays_in_the_field_zone_past_the_turn() -> None:
    """Not Out of Play (DM-9.8) and so never to the Used Pile at the end of the turn."""
    g = unblocked()
    g.do(SLIP_AWAY)
    g.pass_all()
    assert g.state.turn == 2 and DIE in g.zone(0, "field")


def test_declining_is_passing_the_usual_combat_damage_follows() -> None:
    g = unblocked()
    events = g.pass_all()
    assert ev.PlayerDamaged(1, 3, DIE, True) in events and g.life(1) == 7
    assert ev.DiceMoved(0, (DIE,), "oop", "unblocked") in events


def test_a_blocked_attacker_cannot() -> None:
    """Refused: its cost names an attacking die that is not blocked (DM-12.2)."""
    g = at_attack(SPY)
    g.attack(DIE)
    g.block((c(5), DIE))
    g.refuse(SLIP_AWAY, E.COST_UNPAYABLE)
    assert SLIP_AWAY not in list(legal_actions(g.state, 0))


def test_a_die_that_did_not_attack_cannot() -> None:
    g = at_attack(SPY, PLAIN)
    g.attack("p1:plain:1")
    g.block()
    g.refuse(SLIP_AWAY, E.COST_UNPAYABLE)


def test_only_after_blockers_are_declared() -> None:
    g = at_attack(SPY)
    g.refuse(SLIP_AWAY, E.TURN_WRONG_STEP)  # Declare Attackers: no priority
    g.attack(DIE)
    g.refuse(SLIP_AWAY, E.TURN_WRONG_STEP)  # Declare Blockers: Chris decides


def test_the_ocr_card_with_infiltrate_is_executed() -> None:
    assert card_execution(raw_cards()["16ocr"]).executed
