"""An opponent's pick of one of two outcomes (abilities/either_chosen.py; DM-13.1;
docs/rulings.md "Your opponent chooses: either ... or ..."): when Michele's Oracle is KO'd,
Chris picks: the Oracle deals him 2 damage, or Michele gains 2 life. Cards are our own."""

from __future__ import annotations

import random

from games.engine import events as ev
from games.engine.abilities.either_chosen import FIRST, SECOND
from games.engine.abilities.targets import DECLINE
from games.engine.sim.bots import greedy_bot
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

PICK = {"op": "choose", "target": "opponent_either"}
ORACLE = character("oracle", 1, 1, abilities=[{
    "trigger": "when_kod",
    "effects": [
        PICK,
        {"op": "deal_damage", "amount": 2, "target": "opponent",
         "condition": {"kind": "either_chosen", "option": 1}},
        {"op": "gain_life", "amount": 2, "target": "you",
         "condition": {"kind": "either_chosen", "option": 2}},
    ],
}])  # fmt: skip
BRUTE = character("brute", 3, 3)


def _kod():
    """Michele's Oracle attacks into Chris's Brute and is KO'd."""
    g = face_off([ORACLE], [BRUTE])
    g.hurt(0, 4)
    g.attack("p1:oracle:1")
    while g.pending.kind == "priority":
        g.pass_()
    g.block(("p2:brute:1", "p1:oracle:1"))
    while g.pending.kind == "priority":
        g.pass_()
    return g


def test_the_opponent_is_asked_to_pick_one_of_two() -> None:
    """Chris, not Michele, answers; he may not decline (no DECLINE)."""
    g = _kod()
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {FIRST, SECOND}
    assert DECLINE not in g.pending.options


def test_the_first_outcome_only() -> None:
    g = _kod()
    life = g.life(0), g.life(1)
    events = g.target(FIRST)
    assert [e.amount for e in of_type(events, ev.PlayerDamaged) if e.player == 1] == [2]
    assert g.life(0) == life[0] and g.life(1) == life[1] - 2


def test_the_second_outcome_only() -> None:
    g = _kod()
    life = g.life(0), g.life(1)
    events = g.target(SECOND)
    assert not [e for e in of_type(events, ev.PlayerDamaged) if e.player == 1]
    assert g.life(0) == life[0] + 2 and g.life(1) == life[1]


def test_bots_pick_one() -> None:
    """The greedy bot, asked as the opponent, picks an outcome (a tie of harms: the first)."""
    g = _kod()
    action = greedy_bot(g.state, 1, random.Random(0))
    assert action.target == FIRST
    g.do(action)


SPRITE = character("sprite", 1, 1, abilities=[{
    "trigger": "when_kod",
    "effects": [
        PICK,
        {"op": "deal_damage", "amount": 2, "target": "opponent",
         "condition": {"kind": "either_chosen", "option": 1}},
        {"op": "spin_up", "amount": 1, "target": "all_opposing_characters",
         "condition": {"kind": "either_chosen", "option": 2}},
    ],
}])  # fmt: skip


def test_bots_pick_the_outcome_that_spares_them() -> None:
    """Damage to Chris (harm to him) or his dice spun up (help to him): he picks the help."""
    g = face_off([SPRITE], [BRUTE])
    g.hurt(0, 4)
    g.attack("p1:sprite:1")
    while g.pending.kind == "priority":
        g.pass_()
    g.block(("p2:brute:1", "p1:sprite:1"))
    while g.pending.kind == "priority":
        g.pass_()
    assert g.pending.player == 1
    assert greedy_bot(g.state, 1, random.Random(0)).target == SECOND
