""" "You may <cost>. If you do, <effect>." (abilities/if_you_do.py; DM-12.2: "You cannot avoid
paying costs" and a cost that cannot be paid whole is not paid; DM-12.3: "If the effects
are different, the first is often part of the cost"; DM-13.4; docs/rulings.md "If you do").
The effects after the cost carry the condition "done". Cards are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT, DECLINE
from tests.engine.helpers import Game, of_type
from tests.engine.keywords.common import character, face_off

DONE = {"kind": "done"}
DIVER = character("diver", 2, 2, abilities=[{
    "trigger": "when_attacks", "optional": True,
    "effects": [
        {"op": "spin_down", "amount": 1, "target": "this_die"},
        {"op": "deal_damage", "amount": 2, "target": "opponent", "condition": DONE},
    ],
}])  # fmt: skip
HUNTER = character("hunter", 2, 2, abilities=[{
    "trigger": "when_attacks", "optional": True,
    "effects": [
        {"op": "ko", "target": "target_opposing_die", "filters": {"sidekick": True}},
        {"op": "gain_life", "amount": 2, "target": "you", "condition": DONE},
    ],
}])  # fmt: skip
GUARD = character("guard", 1, 5)


def _diver(level: int):
    g = face_off([DIVER], [GUARD])
    g.arrange(0, "field", ["p1:diver:1"], face=level)
    g.attack("p1:diver:1")
    return g


def _damage_to_chris(events: list[ev.Event]) -> list[int]:
    return [e.amount for e in of_type(events, ev.PlayerDamaged) if e.player == 1]


def test_the_cost_paid_then_the_effect() -> None:
    """DM-12.2: Michele spins her level 2 Diver down and deals 2 damage."""
    g = _diver(1)
    assert g.pending.kind == "choose_target" and set(g.pending.options) == {ACCEPT, DECLINE}
    events = g.target(ACCEPT)
    assert g.face("p1:diver:1") == 0
    assert _damage_to_chris(events) == [2]


def test_declined_nothing_happens() -> None:
    g = _diver(1)
    events = g.target(DECLINE)
    assert g.face("p1:diver:1") == 1
    assert _damage_to_chris(events) == []


def test_near_miss_a_cost_that_cannot_be_paid_is_not_asked_and_nothing_happens() -> None:
    """DM-12.2: "if the cost is spinning a die down a level and you only have level-1 dice,
    you cannot pay": at level 1 the Diver's damage never happens."""
    g = _diver(0)
    assert g.pending.kind != "choose_target"
    assert _damage_to_chris(g.events) == []
    assert g.life(1) == 10


def test_a_chosen_target_is_the_cost() -> None:
    g = face_off([HUNTER], [GUARD], chris_field=1)
    g.hurt(0, 3)
    g.attack("p1:hunter:1")
    assert set(g.pending.options) == {"p2:sidekick:5", DECLINE}
    g.target("p2:sidekick:5")
    assert "p2:sidekick:5" not in g.zone(1, "field")
    assert g.life(0) == 9  # (10 life, 3 lost, 2 gained)


def test_near_miss_declining_a_chosen_target_pays_nothing_and_gains_nothing() -> None:
    g = face_off([HUNTER], [GUARD], chris_field=1)
    g.hurt(0, 3)
    g.attack("p1:hunter:1")
    g.target(DECLINE)
    assert g.life(0) == 7


def test_near_miss_no_target_for_the_cost_nothing_happens() -> None:
    """DM-13.4: no opposing Sidekick to KO: the ability does nothing."""
    g = face_off([HUNTER], [GUARD])
    g.hurt(0, 3)
    g.attack("p1:hunter:1")
    assert g.life(0) == 7


def test_bots_decide_the_choice() -> None:
    import random

    from games.engine.sim.bots import greedy_bot

    g = _diver(1)
    action = greedy_bot(g.state, 0, random.Random(0))
    assert action.target in (ACCEPT, DECLINE)
    g.do(action)


RUNNER = character("runner", 2, 2, abilities=[{
    "trigger": "when_attacks", "optional": True,
    "effects": [
        {"op": "move_die", "target": "this_die", "zone": "used"},
        {"op": "deal_damage", "amount": 2, "target": "opponent", "condition": DONE},
    ],
}])  # fmt: skip


def test_a_sacrificed_die_goes_to_the_used_pile_and_its_ability_still_deals_damage() -> None:
    """A sacrifice (constructs/sacrifice.py) is the cost; the ability's damage is the card's
    even with its die gone (DM-15.3: it resolves fully). On its owner's turn a die sent from
    the Field Zone to the Used Pile is Out of Play until Clean Up (000:L184, effects/moves.py)."""
    g = face_off([RUNNER], [GUARD])
    g.attack("p1:runner:1")
    events = g.target(ACCEPT)
    assert "p1:runner:1" in g.zone(0, "oop")
    assert _damage_to_chris(events) == [2]


BARGAIN = character("bargain", 2, 2, abilities=[{
    "trigger": "when_attacks", "optional": True,
    "effects": [
        {"op": "lose_life", "amount": 2, "target": "you"},
        {"op": "deal_damage", "amount": 2, "target": "opponent", "condition": DONE},
    ],
}])  # fmt: skip


def test_bots_do_not_pay_the_life_they_have_left() -> None:
    """sim/tactics.py: paying 2 life at 2 life would lose the game (DM-11.1); at 5 it is paid."""
    import random

    from games.engine.sim.bots import greedy_bot

    for life, taken in ((2, False), (5, True)):
        g = face_off([BARGAIN], [GUARD])
        g.hurt(0, 10 - life)
        g.attack("p1:bargain:1")
        action = greedy_bot(g.state, 0, random.Random(0))
        assert (action.target == ACCEPT) is taken


RAIDER = character("raider", 2, 2, abilities=[{
    "trigger": "when_attacks", "optional": True,
    "effects": [
        {"op": "ko", "target": "choose_opposing_die", "filters": {"sidekick": True}},
        {"op": "move_die", "target": "choose_your_die", "zone": "prep", "choice": 1,
         "filters": {"zone": "used"}, "condition": DONE},
    ],
}])  # fmt: skip


def _raid() -> Game:
    g = face_off([RAIDER], [GUARD], chris_field=1)
    g.arrange(0, "used", ["p1:raider:2"])
    g.attack("p1:raider:1")
    return g


def test_two_choices_the_cost_is_paid_on_its_own_choice() -> None:
    """DM-12.2, DM-13.1: the cost's die is the first choice, the effect's the second; the
    cost is checked on its own answer (the Sidekick), not the last one asked (the die in the
    Used Pile), so both happen."""
    g = _raid()
    assert "p2:sidekick:5" in g.pending.options
    g.target("p2:sidekick:5")
    assert "p1:raider:2" in g.pending.options
    g.target("p1:raider:2")
    assert "p2:sidekick:5" not in g.zone(1, "field")
    assert "p1:raider:2" in g.zone(0, "prep")


def test_near_miss_two_choices_the_cost_declined_nothing_moves() -> None:
    g = _raid()
    g.target(DECLINE)
    assert "p2:sidekick:5" in g.zone(1, "field")
    assert "p1:raider:2" in g.zone(0, "used")
