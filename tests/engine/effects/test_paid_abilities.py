"""Abilities that cost energy as they resolve ("When fielded, you may pay (fist) to deal 2
damage to target character die."; "you may pay 1. If you do, gain 2 life."): card data `pay`
and `pay_types` (flow/paid.py). Its controller answers the ability's choice with the
payment from their Reserve Pool (DM-8.1, exactly the cost: DM-8.2, one symbol of each type:
DM-8.6) or declines; a player who cannot pay is not asked and nothing happens (DM-12.2:
a cost not paid, nothing bought with it). Our own wording."""

from __future__ import annotations

import random

import pytest

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.model.errors import IllegalAction
from games.engine.sim.bots import greedy_bot
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import c, m
from tests.engine.keywords.common import character

NOOP = action_card("noop", {"text": "Gain 1 life.", "effects": [effect("gain_life", "you",
                                                                        amount=1)]})  # fmt: skip
STINGER = character(
    "stinger", 2, 2,
    abilities=[{"trigger": "when_fielded", "pay": 1, "pay_types": ["fist"],
                "text": "When fielded, you may pay (fist) to deal 2 damage to target character.",
                "effects": [effect("deal_damage", "target_die", amount=2)]}],
)  # fmt: skip
MENDER = character(
    "mender", 2, 2,
    abilities=[{"trigger": "when_fielded", "pay": 1,
                "text": "When fielded, you may pay 1. If you do, gain 2 life.",
                "effects": [effect("gain_life", "you", amount=2)]}],
)  # fmt: skip
SPARKER = character(
    "sparker", 2, 2,
    abilities=[{"trigger": "when_fielded", "pay": 1, "pay_types": ["bolt"],
                "text": "When fielded, you may pay (bolt) to gain 2 life.",
                "effects": [effect("gain_life", "you", amount=2)]}],
)  # fmt: skip


def _fielded(card, energy: bool = True):  # type: ignore[no-untyped-def]
    """Michele fields `card`'s die with m2 and m3 (Fist energy) in her Reserve Pool."""
    g = with_action(NOOP, card)
    g.hurt(0, 5)
    if not energy:
        g.arrange(0, "used", [m(2), m(3)])
    own = f"p1:{card['id']}:1"
    g.give(0, own, to="reserve", face=0)
    events = g.field(own)
    return g, events


def test_paying_does_it_and_spends_the_energy() -> None:
    """DM-8.1: the energy leaves the Reserve Pool (on her own turn: Out of Play)."""
    g, _ = _fielded(STINGER)
    assert g.pending.kind == "choose_target" and DECLINE in g.pending.options
    events = g.do(A.ChooseTarget(player=0, target=c(5), paid=((m(2), ("fist",)),)))
    assert ev.TargetChosen(0, c(5), (), ((m(2), ("fist",)),), 0) in events
    assert m(2) not in g.zone(0, "reserve") and m(3) in g.zone(0, "reserve")
    assert c(5) not in g.zone(1, "field")  # 2 damage to a 1/1 Sidekick: KO'd


def test_an_answer_without_the_payment_is_refused() -> None:
    """DM-12.2: the cost is not avoided; DM-8.2: never more than the cost."""
    g, _ = _fielded(STINGER)
    with pytest.raises(IllegalAction) as no_pay:
        g.do(A.ChooseTarget(player=0, target=c(5)))
    assert no_pay.value.code == "energy/insufficient"
    both = ((m(2), ("fist",)), (m(3), ("fist",)))
    with pytest.raises(IllegalAction) as overpaid:
        g.do(A.ChooseTarget(player=0, target=c(5), paid=both))
    assert overpaid.value.code == "energy/spent_for_no_reason"


def test_declining_does_nothing_and_pays_nothing() -> None:
    g, _ = _fielded(STINGER)
    with pytest.raises(IllegalAction):  # a declined ability is paid for by no one
        g.do(A.ChooseTarget(player=0, target=DECLINE, paid=((m(2), ("fist",)),)))
    events = g.target(DECLINE)
    assert not [e for e in events if isinstance(e, ev.DieDamaged)]
    assert {m(2), m(3)} <= g.zone(0, "reserve") and c(5) in g.zone(1, "field")


def test_a_player_who_cannot_pay_is_not_asked() -> None:
    """No energy in the Reserve Pool: the ability resolves with nothing done."""
    g, events = _fielded(STINGER, energy=False)
    assert g.pending.kind != "choose_target"
    assert any(isinstance(e, ev.AbilityResolved) for e in events)
    assert c(5) in g.zone(1, "field")


def test_the_energy_type_is_required() -> None:
    """DM-8.6: a (bolt) cost is not paid with Fist energy: nothing to pay it with."""
    g, events = _fielded(SPARKER)
    assert g.pending.kind != "choose_target"
    assert not [e for e in events if isinstance(e, ev.LifeGained)]


def test_if_you_do_with_nothing_to_choose_is_yes_with_the_payment() -> None:
    g, _ = _fielded(MENDER)
    assert tuple(g.pending.options) == (ACCEPT, DECLINE)
    life = g.life(0)
    g.do(A.ChooseTarget(player=0, target=ACCEPT, paid=((m(3), ("fist",)),)))
    assert g.life(0) == life + 2 and m(3) not in g.zone(0, "reserve")


def test_the_description_offers_the_payment_and_admits_what_decide_accepts() -> None:
    g, _ = _fielded(STINGER)
    choice = choices(g.state, 0)
    assert choice.payment is not None and choice.payment.cost == 1
    assert choice.payment.energy_types == ("fist",)
    assert admits(choice, A.ChooseTarget(player=0, target=c(5), paid=((m(2), ("fist",)),)))
    assert not admits(choice, A.ChooseTarget(player=0, target=c(5)))
    assert admits(choice, A.ChooseTarget(player=0, target=DECLINE))
    assert not admits(choice, A.ChooseTarget(player=0, target=DECLINE, paid=((m(2), ("fist",)),)))


def test_bots_and_legal_actions_pay() -> None:
    g, _ = _fielded(STINGER)
    answers = [a for a in legal_actions(g.state, 0) if isinstance(a, A.ChooseTarget)]
    assert answers
    for action in answers:
        assert bool(action.paid) == (action.target != DECLINE)
    action = greedy_bot(g.state, 0, random.Random(1))
    assert action.target == c(5) and action.paid  # type: ignore[attr-defined]
    g.do(action)
    assert c(5) not in g.zone(1, "field")


def test_the_loader_checks_the_payment() -> None:
    from games.engine.loading import card_from_dict

    bad = {**STINGER, "abilities": [{**STINGER["abilities"][0], "pay_types": ["fist", "fist"]}]}
    with pytest.raises(ValueError, match="pay_types"):
        card_from_dict(bad)
    assert card_from_dict(STINGER).abilities[0].optional  # "you may": declining is offered
