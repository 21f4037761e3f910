"""Cleave (003:L629): "If a die with Cleave attacks and KOs a blocking character die with combat
damage, they deal half of their A (rounded down) to another character die your opponent
controls as combat damage (only once)." Trigger on the "kos" occasion (DM-9.11) of an
attacker; the damage is combat damage to a target opposing die (DM-13.1)."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.loading import card_from_dict
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import boost, character, face_off

CLEAVER = character("cleaver", 4, 3, keywords=["cleave"])  # A4 D3 at level 1
WALL = character("wall", 1, 6)  # survives anything here
BRUTE = character("brute", 3, 1)  # A3 D1: KOs the cleaver as it dies
AXE = "p1:cleaver:1"


def cleaved(chris_field: int = 2, theirs=(WALL,)):
    """The Cleave die attacks and c5 (a Sidekick, D1) blocks it and is KO'd."""
    g = face_off([CLEAVER], list(theirs), chris_field=chris_field)
    g.attack(AXE)
    g.block((c(5), AXE))
    return g, g.pass_all()


def test_after_koing_its_blocker_it_deals_half_its_a_to_another_opposing_die() -> None:
    g, events = cleaved()
    assert ev.DiceKnockedOut((c(5),)) in events
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert set(g.pending.options) == {c(6), "p2:wall:1"}  # "another" die: c5 is gone
    events = g.target(c(6))
    assert ev.DieDamaged(c(6), 2, AXE, True) in events  # combat damage (003 glossary)
    assert c(6) in g.zone(1, "prep")  # KO'd at once


def test_half_is_rounded_down_and_taken_when_it_resolves() -> None:
    g = face_off([CLEAVER], [WALL], chris_field=1)
    boost(g, AXE, attack=1)  # A5
    g.attack(AXE)
    g.block((c(5), AXE))
    g.pass_all()
    events = g.target("p2:wall:1")
    assert ev.DieDamaged("p2:wall:1", 2, AXE, True) in events


def test_a_target_that_is_not_an_opposing_character_die_is_refused() -> None:
    g, _ = cleaved()
    g.refuse(A.ChooseTarget(player=0, target=AXE), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target=c(5)), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target="player:1"), E.TARGET_INVALID)


def test_no_ko_no_cleave() -> None:
    g = face_off([CLEAVER], [WALL], chris_field=1)
    g.attack(AXE)
    events = g.block(("p2:wall:1", AXE))
    events += g.pass_all()
    assert not of_type(events, ev.AbilityTriggered) and c(5) in g.zone(1, "field")


def test_only_once_for_two_blockers_kod_together() -> None:
    g = face_off([CLEAVER], [WALL], chris_field=2)
    g.attack(AXE)
    g.block((c(5), AXE), (c(6), AXE))
    g.pass_all()
    g.do(A.AssignDamage(player=0, splits=((AXE, c(5), 2), (AXE, c(6), 2))))
    triggered = [e for e in g.events if isinstance(e, ev.AbilityTriggered)]
    assert len(triggered) == 1 and g.pending.options == ("p2:wall:1",)
    g.target("p2:wall:1")
    assert not g.state.triggers


def test_a_blocking_cleave_die_does_not_cleave() -> None:
    """ "If a die with Cleave attacks": a Cleave blocker that KOs its attacker does nothing."""
    g = face_off([character("pawn", 1, 1), character("spare", 1, 1)], [CLEAVER])
    g.attack("p1:pawn:1")
    g.block(("p2:cleaver:1", "p1:pawn:1"))
    events = g.pass_all()
    assert "p1:pawn:1" in g.zone(0, "prep") and not of_type(events, ev.AbilityTriggered)


def test_a_cleave_die_kod_with_its_blocker_deals_nothing() -> None:
    """Ruling: KO'd at the same time, it is no longer a character die with an A."""
    g = face_off([CLEAVER], [BRUTE], chris_field=1)
    g.attack(AXE)
    g.block(("p2:brute:1", AXE))
    events = g.pass_all()
    assert AXE in g.zone(0, "prep") and "p2:brute:1" in g.zone(1, "prep")
    assert not of_type(events, ev.AbilityTriggered) and c(5) in g.zone(1, "field")


def test_with_no_other_opposing_die_nothing_happens() -> None:
    """DM-13.4: no valid target, no effect."""
    g, events = cleaved(chris_field=1, theirs=())
    assert g.state.turn == 2 and not g.state.triggers
    assert len(of_type(events, ev.AbilityResolved)) == 1


def test_its_effect_primitive_belongs_to_cards_with_the_keyword() -> None:
    """Keyword.effects: a card without Cleave may not name the `cleave` effect."""
    ability = {"trigger": "when_attacks", "effects": [{"op": "cleave", "target": "target_die"}]}
    with pytest.raises(ValueError, match="unknown effect 'cleave'"):
        card_from_dict(character("fake", 1, 1, abilities=[ability]))
    card_from_dict(character("real", 1, 1, keywords=["cleave"], abilities=[ability]))
