"""Energy Drain (000:L781): "After blockers are assigned, spin each character engaged with a
character die with Energy Drain down one level. Character dice at level 1 can't be spun
down." Keyword.abilities: when_blocks and when_blocked abilities on the engaged dice
(DM-9.4), spin_down (DM-21.2)."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import c, of_type
from tests.engine.keywords.common import character, face_off

DRAINER = character("drainer", 2, 2, keywords=["energy_drain"])  # A2 D2 at level 1
BRUTE = character("brute", 2, 2)  # the same without Energy Drain; level 2 is A3 D3
LEVEL_1, LEVEL_2, LEVEL_3 = 0, 1, 2  # faces of `character`


def test_its_blockers_spin_down_one_level_each_after_blockers_are_declared() -> None:
    """DM-9.4: resolved with the "when blocks / is blocked" effects, before damage."""
    g = face_off([DRAINER], [BRUTE], chris_field=0)
    g.give(1, "p2:brute:2", to="field", face=LEVEL_3)
    g.arrange(1, "field", ["p2:brute:1"], face=LEVEL_2)
    g.attack("p1:drainer:1")
    events = g.block(("p2:brute:1", "p1:drainer:1"), ("p2:brute:2", "p1:drainer:1"))
    assert ev.DieSpun("p2:brute:1", LEVEL_1, "drainer") in events
    assert ev.DieSpun("p2:brute:2", LEVEL_2, "drainer") in events
    assert g.state.step.value == "action_global_window"


def test_a_blocking_energy_drain_die_spins_down_the_attacker_it_blocks() -> None:
    """The attacker at level 2 (A3 D3) would KO the drainer (D2) and survive its A2; spun down
    to level 1 (A2 D2) the two KO each other."""
    g = face_off([BRUTE], [DRAINER])
    g.arrange(0, "field", ["p1:brute:1"], face=LEVEL_2)
    g.attack("p1:brute:1")
    events = g.block(("p2:drainer:1", "p1:brute:1"))
    assert ev.DieSpun("p1:brute:1", LEVEL_1, "drainer") in events
    events = g.pass_all()
    assert ev.DieDamaged("p2:drainer:1", 2, "p1:brute:1", True) in events
    assert "p1:brute:1" in g.zone(0, "prep") and "p2:drainer:1" in g.zone(1, "prep")


def test_without_energy_drain_nothing_spins() -> None:
    g = face_off([BRUTE], [character("pal", 2, 2)])
    g.arrange(0, "field", ["p1:brute:1"], face=LEVEL_2)
    g.attack("p1:brute:1")
    events = g.block(("p2:pal:1", "p1:brute:1"))
    assert not of_type(events, ev.DieSpun)
    g.pass_all()
    assert "p1:brute:1" in g.zone(0, "field") and "p2:pal:1" in g.zone(1, "prep")


def test_level_1_dice_cannot_be_spun_down() -> None:
    """A Sidekick has one level; a level 1 character die has nowhere lower (DM-21.2)."""
    g = face_off([DRAINER], [BRUTE], chris_field=1)
    g.attack("p1:drainer:1")
    events = g.block((c(5), "p1:drainer:1"), ("p2:brute:1", "p1:drainer:1"))
    assert not of_type(events, ev.DieSpun)
    assert g.face(c(5)) == 0 and g.face("p2:brute:1") == LEVEL_1


def test_an_unblocked_energy_drain_die_spins_nothing() -> None:
    g = face_off([DRAINER], [BRUTE])
    g.arrange(1, "field", ["p2:brute:1"], face=LEVEL_2)
    g.attack("p1:drainer:1")
    events = g.block()
    assert not of_type(events, ev.DieSpun) and g.face("p2:brute:1") == LEVEL_2


def test_two_energy_drain_dice_engaged_with_one_die_spin_it_twice() -> None:
    """ "each character engaged with a character die with Energy Drain": per Energy Drain die
    (DM-18.4: a keyword ability works per die)."""
    g = face_off([BRUTE], [DRAINER])
    g.give(1, "p2:drainer:2", to="field", face=LEVEL_1)
    g.arrange(0, "field", ["p1:brute:1"], face=LEVEL_3)
    g.attack("p1:brute:1")
    events = g.block(("p2:drainer:1", "p1:brute:1"), ("p2:drainer:2", "p1:brute:1"))
    assert len(of_type(events, ev.DieSpun)) == 2 and g.face("p1:brute:1") == LEVEL_1
