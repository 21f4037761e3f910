"""An opponent's choice to prevent an effect by paying a cost (abilities/opponent_prevents.py;
DM-12.2, DM-13.1; docs/rulings.md "Your opponent can prevent this"): an attack trigger
that damages the opponent unless that opponent spins one of their characters down a level.
Chris, not Michele, is asked. Cards are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.opponent_prevents import _DECLINE
from games.engine.abilities.targets import DECLINE
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

SPY = character("spy", 2, 1, abilities=[{
    "trigger": "when_attacks", "optional": True,
    "effects": [
        {"op": "spin_down", "amount": 1, "target": "opponent_may_choose_their_die"},
        {"op": "deal_damage", "amount": 2, "target": "opponent",
         "condition": {"kind": "prevented", "unless": True}},
    ],
}])  # fmt: skip
GUARD = character("guard", 1, 5)


def _attack(guard_face: int):
    g = face_off([SPY], [GUARD])
    g.arrange(1, "field", ["p2:guard:1"], face=guard_face)
    g.hurt(1, 3)
    g.attack("p1:spy:1")
    return g


def test_the_opponent_is_asked_and_pays_to_prevent_the_damage() -> None:
    """DM-12.2: Chris spins his level 2 Guard down to level 1; no damage."""
    g = _attack(1)
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {"p2:guard:1", DECLINE}
    events = g.target("p2:guard:1")
    assert g.face("p2:guard:1") == 0
    assert not [e for e in of_type(events, ev.PlayerDamaged) if e.player == 1]
    assert g.life(1) == 7


def test_the_opponent_declines_and_takes_the_damage() -> None:
    g = _attack(1)
    events = g.target(DECLINE)
    assert g.face("p2:guard:1") == 1
    assert [e.amount for e in of_type(events, ev.PlayerDamaged) if e.player == 1] == [2]


def test_near_miss_no_die_can_spin_down_so_nothing_is_asked() -> None:
    """DM-12.2: only level 1 dice: the cost cannot be paid, the damage happens."""
    g = _attack(0)
    assert g.life(1) == 5
    assert g.pending.kind != "choose_target"


def test_the_decline_is_the_engines() -> None:
    assert _DECLINE == DECLINE


def test_bots_answer_the_opponents_choice() -> None:
    """The greedy bot, asked as the opponent, names one of its own dice or declines: a legal
    answer either way (sim/bots.py)."""
    import random

    from games.engine.sim.bots import greedy_bot

    g = _attack(1)
    action = greedy_bot(g.state, 1, random.Random(0))
    assert action.target in ("p2:guard:1", DECLINE)
    g.do(action)
    assert g.life(1) in (5, 7)


RAIDER = character("raider", 2, 1, abilities=[{
    "trigger": "when_attacks", "optional": True,
    "effects": [
        {"op": "ko", "target": "opponent_may_choose_their_die"},
        {"op": "deal_damage", "amount": 2, "target": "opponent",
         "condition": {"kind": "prevented", "unless": True}},
    ],
}])  # fmt: skip


def test_unless_the_opponent_kos_one_of_their_dice() -> None:
    """ "... unless your opponent KOs a character die they control" (DM-12.2): Chris KOs his
    Guard (it goes to his Prep Area, DM-16.4) and takes no damage; declined, he takes it."""
    g = face_off([RAIDER], [GUARD])
    g.attack("p1:raider:1")
    assert g.pending.player == 1 and set(g.pending.options) == {"p2:guard:1", DECLINE}
    events = g.target("p2:guard:1")
    assert "p2:guard:1" not in g.zone(1, "field")
    assert not [e for e in of_type(events, ev.PlayerDamaged) if e.player == 1]
    g = face_off([RAIDER], [GUARD])
    g.attack("p1:raider:1")
    events = g.target(DECLINE)
    assert "p2:guard:1" in g.zone(1, "field")
    assert [e.amount for e in of_type(events, ev.PlayerDamaged) if e.player == 1] == [2]
