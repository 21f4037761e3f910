"""An attacker that deals its full A to each of its blockers (abilities/full_damage.py,
static op `full_damage_to_each_blocker`): the card's text beats DM-9.9's split; no split
is asked; with one blocker nothing changes. Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

WHOLE = {"trigger": "static", "while_active": "self",
         "effects": [{"op": "full_damage_to_each_blocker", "target": "this_card"}]}  # fmt: skip
REAVER = character("reaver", 4, 9, abilities=[WHOLE])
PLAIN = character("reaver", 4, 9)
GUARD = character("guard", 1, 5)


def dealt(events: list[ev.Event]) -> dict[str, int]:
    return {
        e.die: e.amount
        for e in of_type(events, ev.DieDamaged)
        if e.combat and e.source == "p1:reaver:1"
    }


def test_each_blocker_takes_the_whole_attack_and_no_split_is_asked() -> None:
    """Blocked by the guard and a Sidekick, the reaver deals 4 to each (DM-9.9 would split
    4 between them, the active player choosing): no `assign_damage` decision."""
    g = face_off([REAVER], [GUARD], chris_field=1)
    g.attack("p1:reaver:1")
    events = g.block(("p2:guard:1", "p1:reaver:1"), ("p2:sidekick:5", "p1:reaver:1"))
    events += g.pass_all()
    assert [e.splits for e in of_type(events, ev.DamageAssigned)] == [()]  # none asked
    assert dealt(events) == {"p2:guard:1": 4, "p2:sidekick:5": 4}


def test_near_miss_without_the_text_the_split_is_asked() -> None:
    """DM-9.9: the same attack with no such text waits for the active player's split."""
    g = face_off([PLAIN], [GUARD], chris_field=1)
    g.attack("p1:reaver:1")
    g.block(("p2:guard:1", "p1:reaver:1"), ("p2:sidekick:5", "p1:reaver:1"))
    g.pass_all()
    assert g.pending.kind == "assign_damage"


def test_one_blocker_takes_the_attack_as_usual() -> None:
    """With a single blocker it takes the whole A anyway (DM-9.9)."""
    g = face_off([REAVER], [GUARD])
    g.attack("p1:reaver:1")
    events = g.block(("p2:guard:1", "p1:reaver:1")) + g.pass_all()
    assert dealt(events) == {"p2:guard:1": 4}
