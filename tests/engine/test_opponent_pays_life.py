"""An opponent's choice to pay life to prevent an effect (abilities/opponent_prevents.py;
DM-12.2, DM-12.4, DM-13.1; docs/rulings.md "Unless your opponent pays N life"): "When
<self> attacks, KO target opposing character die unless your opponent pays 2 life".
Michele chooses the target first, then Chris pays or declines. Cards are our own."""

from __future__ import annotations

import random

from games.engine import events as ev
from games.engine.abilities.targets import DECLINE
from games.engine.model import actions as A
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

UNLESS = {"kind": "prevented", "unless": True}
TOLL = character("toll", 2, 1, abilities=[{
    "trigger": "when_attacks",
    "effects": [
        {"op": "deal_damage", "amount": 2, "target": "all_opposing_characters",
         "condition": UNLESS},
        {"op": "lose_life", "amount": 2, "target": "opponent_may_pay"},
    ],
}])  # fmt: skip
AXE = character("axe", 2, 1, abilities=[{
    "trigger": "when_attacks",
    "effects": [
        {"op": "ko", "target": "target_opposing_die",
         "condition": {**UNLESS, "choice": 1}},
        {"op": "lose_life", "amount": 2, "target": "opponent_may_pay", "choice": 1},
    ],
}])  # fmt: skip
GUARD = character("guard", 1, 2)


def _attack(card: dict, name: str):
    g = face_off([card], [GUARD])
    g.attack(f"p1:{name}:1")
    return g


def test_the_opponent_pays_life_and_nothing_happens() -> None:
    """DM-12.4: paying life is losing it, not damage; the damage is prevented."""
    g = _attack(TOLL, "toll")
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {"player:1", DECLINE}
    before = g.life(1)
    events = g.target("player:1")
    assert g.life(1) == before - 2
    assert [e.amount for e in of_type(events, ev.LifeLost)] == [2]
    assert not of_type(events, ev.DieDamaged)


def test_the_opponent_declines_and_the_effect_happens() -> None:
    g = _attack(TOLL, "toll")
    before = g.life(1)
    events = g.target(DECLINE)
    assert g.life(1) == before
    assert not of_type(events, ev.LifeLost)
    assert of_type(events, ev.DieDamaged)


def test_the_target_is_chosen_before_the_opponent_decides() -> None:
    """DM-13.1: Michele targets Chris's Guard; then Chris is asked, knowing the target."""
    g = _attack(AXE, "axe")
    assert g.pending.player == 0 and DECLINE not in g.pending.options
    g.target("p2:guard:1")
    assert g.pending.player == 1 and set(g.pending.options) == {"player:1", DECLINE}
    before = g.life(1)
    g.target("player:1")
    assert "p2:guard:1" in g.zone(1, "field") and g.life(1) == before - 2


def test_declined_payment_is_not_a_declined_ability() -> None:
    """Chris's DECLINE leaves the cost unpaid; Michele's ability still KOs the Guard."""
    g = _attack(AXE, "axe")
    g.target("p2:guard:1")
    before = g.life(1)
    g.target(DECLINE)
    assert "p2:guard:1" not in g.zone(1, "field") and g.life(1) == before


def test_bots_answer_the_payment() -> None:
    from games.engine.sim.bots import greedy_bot

    g = _attack(TOLL, "toll")
    action = greedy_bot(g.state, 1, random.Random(0))
    assert action.target in ("player:1", DECLINE)
    g.do(action)


WARDEN = {
    **character("warden", 1, 1),
    "globals": [{"cost": 1, "text": "Global: Pay 1. KO target character die unless an "
                 "opponent pays 2 life.", "effects": [
        {"op": "ko", "target": "target_die", "condition": {**UNLESS, "choice": 1}},
        {"op": "lose_life", "amount": 2, "target": "opponent_may_pay", "choice": 1},
    ]}],
}  # fmt: skip


def _global():
    from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
    from tests.engine.keywords.common import FOE

    g = Game(teams=((("warden", 2),), ((FOE, 2),)), cards=cards_with(WARDEN))
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, "p1:warden:1", to="field", face=0)
    g.arrange(1, "field", ["p2:sidekick:5"], face=CHAR)
    g.use_global("warden", (m(1), "fist"))
    return g


def test_a_global_asks_its_target_then_the_opponent() -> None:
    """DM-8.19: a Global's targets are chosen as it resolves; then Chris pays or not."""
    g = _global()
    assert g.pending.player == 0
    g.target("p2:sidekick:5")
    assert g.pending.player == 1 and set(g.pending.options) == {"player:1", DECLINE}
    g.target(DECLINE)
    assert "p2:sidekick:5" not in g.zone(1, "field")
    g = _global()
    g.target("p2:sidekick:5")
    before = g.life(1)
    g.target("player:1")
    assert "p2:sidekick:5" in g.zone(1, "field") and g.life(1) == before - 2


CLAMP = character("clamp", 2, 1, abilities=[{
    "trigger": "when_attacks",
    "effects": [
        {"op": "lose_life", "amount": 2, "target": "opponent_may_pay"},
        {"op": "cant_block", "target": "target_die", "up_to": 3, "choice": 1,
         "condition": {**UNLESS, "choice": 0}},
    ],
}])  # fmt: skip


def _clamped():
    g = face_off([CLAMP], [GUARD], chris_field=1)
    g.attack("p1:clamp:1")
    return g


def test_paid_first_the_opponent_answers_before_the_targets() -> None:
    """ "... (they pay before you choose targets)": Chris answers first, then Michele names up
    to 3 dice; paid, none of them is barred (DM-12.2)."""
    from games.engine.abilities.permissions import under

    g = _clamped()
    assert g.pending.player == 1 and set(g.pending.options) == {"player:1", DECLINE}
    before = g.life(1)
    g.target("player:1")
    assert g.pending.player == 0 and "p2:guard:1" in g.pending.options
    g.do(A.ChooseTarget(player=0, split=(("p2:guard:1", 1), ("p2:sidekick:5", 1))))
    assert g.life(1) == before - 2
    assert not under(g.state, "cant_block", "p2:guard:1")


def test_declined_first_the_targets_are_still_chosen() -> None:
    """Chris's DECLINE declines only the payment: Michele still names her targets."""
    from games.engine.abilities.permissions import under

    g = _clamped()
    g.target(DECLINE)
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    g.do(A.ChooseTarget(player=0, split=(("p2:guard:1", 1), ("p2:sidekick:5", 1))))
    assert under(g.state, "cant_block", "p2:guard:1")
    assert under(g.state, "cant_block", "p2:sidekick:5")
