"""A die that deals its combat damage before the opposing dice (abilities/damage_first.py,
static op `damage_first`): ahead of the regular time and of Fast (000:L785); a die it KOs
first deals no damage (DM-9.11). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

FIRST = {"trigger": "static", "while_active": "self",
         "effects": [{"op": "damage_first", "target": "this_card"}]}  # fmt: skip
ARCHER = character("archer", 3, 2, abilities=[FIRST])
PLAIN = character("archer", 3, 2)
GUARD = character("guard", 3, 3)
QUICK = character("guard", 3, 3, keywords=["fast"])


def hurt(events: list[ev.Event], die: str) -> int:
    return sum(e.amount for e in of_type(events, ev.DieDamaged) if e.die == die and e.combat)


def fight(archer: dict, guard: dict) -> list[ev.Event]:
    """Michele's archer (A3 D2) attacks; Chris's guard (A3 D3) blocks it."""
    g = face_off([archer], [guard])
    g.attack("p1:archer:1")
    return g.block(("p2:guard:1", "p1:archer:1")) + g.pass_all()


def test_its_damage_knocks_out_the_blocker_before_it_strikes_back() -> None:
    """The archer's 3 KOs the guard (D3) before the guard deals its own: the archer takes
    none and stays."""
    events = fight(ARCHER, GUARD)
    assert hurt(events, "p2:guard:1") == 3 and hurt(events, "p1:archer:1") == 0


def test_it_goes_before_an_opposing_fast_die() -> None:
    """Fast is "before non-Fast dice" (000:L785); this text is before every opposing die."""
    events = fight(ARCHER, QUICK)
    assert hurt(events, "p2:guard:1") == 3 and hurt(events, "p1:archer:1") == 0


def test_near_miss_without_the_text_both_deal_at_once() -> None:
    """DM-9.7: simultaneous damage; each takes the other's 3."""
    events = fight(PLAIN, GUARD)
    assert hurt(events, "p2:guard:1") == 3 and hurt(events, "p1:archer:1") == 3
