"""The greedy bot and executed optional abilities ("you may ...": DECLINE among the target
options, flow/turn.py) and cost Globals (sim/tactics.py): it takes an optional ability on
its best target unless that harms its own die or helps an opposing one, and uses a Global
that makes its purchases cheaper in its own Main Step. (Text-only declarations it still
declines: nothing in them is the engine's to weigh, issue 7.) Our own cards."""

from __future__ import annotations

import random
from typing import Any

from games.engine import actions as A
from games.engine.abilities.targets import DECLINE
from games.engine.sim.bots import greedy_bot
from games.engine.sim.tactics import worth_using
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, c, die, m
from tests.engine.keywords.common import character


def _may(card_id: str, op: str, target: str, **fields: Any) -> dict[str, Any]:
    return {
        **character(card_id, 2, 2, cost=2),
        "abilities": [{"trigger": "when_fielded", "optional": True,
                       "text": f"When fielded, you may {op} target character die.",
                       "effects": [effect(op, target, **fields)]}],
    }  # fmt: skip


NOOP = action_card("noop", {"effects": [effect("gain_life", "you", amount=1)]})
SLAYER = _may("slayer", "ko", "target_die")
PATRON = _may("patron", "modify_attack", "target_die", amount=2)


def _fielded(card: dict[str, Any], chris_field: int = 1):
    g = with_action(NOOP, card, chris_field=chris_field)
    own = die(0, card["id"], 1)
    g.give(0, own, to="reserve", face=CHAR)
    g.field(own)
    assert g.pending.kind == "choose_target" and DECLINE in g.pending.options
    return g


def _choice(g) -> A.ChooseTarget:
    action = greedy_bot(g.state, 0, random.Random(0))
    assert isinstance(action, A.ChooseTarget)
    return action


def test_an_optional_ko_is_taken_on_an_opposing_die() -> None:
    g = _fielded(SLAYER)
    assert _choice(g).target == c(5)


def test_an_optional_ko_with_only_its_own_dice_to_hit_is_declined() -> None:
    g = _fielded(SLAYER, chris_field=0)
    assert c(5) not in g.pending.options and m(1) in g.pending.options
    assert _choice(g).target == DECLINE
    g.do(_choice(g))
    assert m(1) in g.zone(0, "field")  # its own Sidekick stays


def test_an_optional_bonus_goes_to_its_own_die_never_to_theirs() -> None:
    g = _fielded(PATRON)
    assert _choice(g).target in (m(1), die(0, "patron", 1))
    g.arrange(0, "used", [m(1), die(0, "patron", 1)])  # nothing of its own left to help
    assert _choice(g).target == DECLINE


def test_a_global_that_makes_purchases_cheaper_is_used_in_its_own_main_step() -> None:
    bargain = {
        **character("bargain", 1, 1, cost=2),
        "globals": [{"cost": 1, "text": "Global: Pay 1. The next die you purchase this turn "
                     "costs 1 less.", "effects": [effect("reduce_next_cost", "you", amount=1)]}],
    }  # fmt: skip
    g = with_action(NOOP, bargain)
    use = A.UseGlobal(player=0, card="bargain", ability=0, paid=())
    assert worth_using(g.state, 0, use)
    assert not worth_using(g.state, 1, use)  # not on the other player's turn
