"""The moment after blockers are declared, for an attacking die (DM-9.4;
abilities/after_blockers.py, trigger `after_blockers_declared`): each attacking die of the
card triggers once all blockers are declared, with none declared too, and resolves before
the action window (DM-9.6). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

STING = {"op": "deal_damage", "amount": 1, "target": "all_characters",
         "filters": {"blocker": True}}  # fmt: skip
HORNET = character("hornet", 1, 4, abilities=[
    {"trigger": "after_blockers_declared", "effects": [STING]}])  # fmt: skip
PAL = character("pal", 1, 4)
GUARD = character("guard", 1, 4)


def fired(events: list[ev.Event], card: str) -> list[str]:
    return [e.source_die for e in of_type(events, ev.AbilityTriggered) if e.card == card]


def stung(events: list[ev.Event]) -> dict[str, int]:
    return {e.die: e.amount for e in of_type(events, ev.DieDamaged) if not e.combat}


def test_every_blocker_is_stung_once_blockers_are_declared() -> None:
    """DM-9.4: after all blockers are declared, the attacking hornet's ability deals 1
    damage to each blocking die, the pal's blocker as much as its own; the die that did
    not block is not hurt, and the damage comes before the action window (DM-9.6)."""
    g = face_off([HORNET, PAL], [GUARD], chris_field=2)
    g.attack("p1:hornet:1", "p1:pal:1")
    events = g.block(("p2:guard:1", "p1:hornet:1"), ("p2:sidekick:5", "p1:pal:1"))
    assert fired(events, "hornet") == ["p1:hornet:1"]
    assert stung(events) == {"p2:guard:1": 1, "p2:sidekick:5": 1}
    assert g.pending.kind == "priority"


def test_it_triggers_with_no_blocker_declared() -> None:
    """Blockers are declared even when none is (DM-9.3: any, none or all): it triggers and
    hurts nobody. Chris with no character die declares nothing and it triggers all the same
    (flow/turn.py declares for him)."""
    g = face_off([HORNET], [GUARD])
    g.attack("p1:hornet:1")
    events = g.block()
    assert fired(events, "hornet") == ["p1:hornet:1"] and not stung(events)
    g = face_off([HORNET], [])
    assert fired(g.attack("p1:hornet:1"), "hornet") == ["p1:hornet:1"]


def test_a_die_of_the_card_that_does_not_attack_does_not_trigger() -> None:
    """Near miss: "while <this> is attacking": the hornet stays in the Field Zone while the
    pal attacks; blockers are declared and the hornet's ability does not trigger."""
    g = face_off([HORNET, PAL], [GUARD])
    g.attack("p1:pal:1")
    events = g.block(("p2:guard:1", "p1:pal:1"))
    assert not fired(events, "hornet") and not stung(events)


def test_two_attacking_dice_of_the_card_each_trigger() -> None:
    """DM-18.2: each die its own ability: two attacking hornets sting each blocker twice."""
    g = face_off([HORNET], [GUARD])
    g.give(0, "p1:hornet:2", to="field", face=0)
    g.attack("p1:hornet:1", "p1:hornet:2")
    events = g.block(("p2:guard:1", "p1:hornet:2"))
    assert sorted(fired(events, "hornet")) == ["p1:hornet:1", "p1:hornet:2"]
    assert sum(e.amount for e in of_type(events, ev.DieDamaged) if not e.combat) == 2
