"""A die purchased by an ability (`purchase_die`, abilities/effects/buying.py; its target
`supply_die`, abilities/supply.py): "you may purchase a <this card> die for (1)". The price
is paid with the answer as any "you may pay" (flow/paid.py), holding the card's energy type
(DM-8.6); the die goes to the Used Pile (DM-8.8) or where the card says, and it is a purchase
(DM-8.5: only from your own cards and the Basic Action Cards). Our own wording."""

from __future__ import annotations

import random

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import DECLINE
from games.engine.api import legal_actions
from games.engine.sim.bots import greedy_bot
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import MASTERMIND, bac, m
from tests.engine.keywords.common import character

NOOP = action_card("noop", {"text": "Gain 1 life.", "effects": [effect("gain_life", "you",
                                                                        amount=1)]})  # fmt: skip


def buyer(*, pay: int = 1, filters: dict | None = None, zone: str = "", types=("fist",),
          more: tuple = ()) -> dict:  # fmt: skip
    buy = effect("purchase_die", "supply_die", filters=filters or {"card": "buyer"},
                 **({"zone": zone} if zone else {}))  # fmt: skip
    ability = {"trigger": "when_fielded", "optional": True, "effects": [buy],
               "text": "When fielded, you may buy another of these dice for a price."}  # fmt: skip
    if pay:
        ability["pay"] = pay
    return character("buyer", 2, 2, energy_types=list(types), abilities=[ability, *more])


def _fielded(card: dict):  # type: ignore[no-untyped-def]
    """Michele fields buyer:1 with m2 and m3 (Fist energy) in her Reserve Pool."""
    g = with_action(NOOP, card)
    g.give(0, "p1:buyer:1", to="reserve", face=0)
    events = g.field("p1:buyer:1")
    return g, events


def test_paying_the_price_buys_the_die_into_the_used_pile() -> None:
    """DM-8.8: a bought die goes to the Used Pile; the price leaves the Reserve Pool."""
    g, _ = _fielded(buyer())
    assert tuple(g.pending.options) == ("p1:buyer:2", DECLINE)  # one die per card
    events = g.do(A.ChooseTarget(player=0, target="p1:buyer:2", paid=((m(2), ("fist",)),)))
    assert ev.DieBought(0, "buyer", "p1:buyer:2", "buyer") in events
    assert "p1:buyer:2" in g.zone(0, "used") and m(2) not in g.zone(0, "reserve")
    assert (0, "p1:buyer:2") in g.state.purchased  # a purchase of this turn


def test_the_card_can_send_the_bought_die_to_the_prep_area() -> None:
    g, _ = _fielded(buyer(zone="prep"))
    g.do(A.ChooseTarget(player=0, target="p1:buyer:2", paid=((m(2), ("fist",)),)))
    assert "p1:buyer:2" in g.zone(0, "prep")


def test_the_energy_type_of_the_card_is_required() -> None:
    """DM-8.6: a Bolt card's die is not bought with Fist energy: no payment, no question."""
    g, events = _fielded(buyer(types=("bolt",)))
    assert g.pending.kind != "choose_target"
    assert not [e for e in events if isinstance(e, ev.DieBought)]


def test_for_free_nothing_is_paid() -> None:
    g, _ = _fielded(buyer(pay=0))
    g.target("p1:buyer:2")
    assert "p1:buyer:2" in g.zone(0, "used") and {m(2), m(3)} <= g.zone(0, "reserve")


def test_declining_buys_nothing() -> None:
    g, _ = _fielded(buyer())
    g.target(DECLINE)
    assert "p1:buyer:2" not in g.zone(0, "used") and m(2) in g.zone(0, "reserve")


def test_no_die_left_on_the_card_nothing_happens_and_nothing_is_paid() -> None:
    """DM-13.4: nothing to choose; DM-3.3: a card with no die left sells none."""
    g = with_action(NOOP, buyer())
    g.arrange(0, "used", ["p1:buyer:2"])
    g.give(0, "p1:buyer:1", to="reserve", face=0)
    events = g.field("p1:buyer:1")
    assert g.pending.kind != "choose_target"
    assert not [e for e in events if isinstance(e, ev.DieBought)]
    assert m(2) in g.zone(0, "reserve")


def test_basic_action_dice_one_per_card_and_never_an_opponents_card() -> None:
    """DM-8.5: the Basic Action Cards and your own cards; the opponent's are not offered."""
    g, _ = _fielded(buyer(filters={"basic": True}))
    assert tuple(g.pending.options) == (bac("counterstrike", 1), bac("noop", 2), DECLINE)
    g.do(A.ChooseTarget(player=0, target=bac("counterstrike", 1), paid=((m(2), ("fist",)),)))
    assert bac("counterstrike", 1) in g.zone(0, "used")  # no energy type: Fist pays
    g2, events = _fielded(buyer(filters={"card": MASTERMIND}))
    assert g2.pending.kind != "choose_target" and not [
        e for e in events if isinstance(e, ev.DieBought)
    ]


def test_it_is_a_purchase_for_purchase_triggers() -> None:
    """The bought die triggers "when you purchase <this card>" (DM-8.5: it is purchased)."""
    own = {"trigger": "when_purchased", "text": "When you buy one of these, gain 1 life.",
           "effects": [effect("gain_life", "you", amount=1)]}  # fmt: skip
    g, _ = _fielded(buyer(more=(own,)))
    g.hurt(0, 5)
    life = g.life(0)
    g.do(A.ChooseTarget(player=0, target="p1:buyer:2", paid=((m(2), ("fist",)),)))
    assert g.life(0) == life + 1


def test_bots_and_legal_actions_pay_the_price() -> None:
    g, _ = _fielded(buyer())
    answers = [a for a in legal_actions(g.state, 0) if isinstance(a, A.ChooseTarget)]
    assert any(a.target == "p1:buyer:2" and a.paid for a in answers)
    action = greedy_bot(g.state, 0, random.Random(1))
    g.do(action)
    assert g.pending.kind != "choose_target" or g.state.triggers[0].card != "buyer"


def _less(by: int, cost: int = 3, **more) -> dict:  # type: ignore[no-untyped-def]
    card = buyer(pay=0, **more)
    card["abilities"][0]["effects"][0]["amount"] = by
    return {**card, "cost": cost}


def test_for_less_pays_the_cost_less_that_never_below_one() -> None:
    """DM-8.7: "for 2 less" of a 3-cost die is 1; of a 2-cost die still 1."""
    g, _ = _fielded(_less(2))
    assert g.pending.kind == "choose_target"
    from games.engine.flow.paid import cost

    assert cost(g.state, g.state.triggers[0]) == (1, ("fist",))
    g.do(A.ChooseTarget(player=0, target="p1:buyer:2", paid=((m(2), ("fist",)),)))
    assert "p1:buyer:2" in g.zone(0, "used")
    g2, _ = _fielded(_less(2, cost=2))
    assert cost(g2.state, g2.state.triggers[0]) == (1, ("fist",))
    g3, _ = _fielded(_less(1, cost=4))  # 3 energy: more than she has, so she is not asked
    assert g3.pending.kind != "choose_target"


def test_bought_and_fielded_at_a_level() -> None:
    """DM-8.12: fielded by an effect, free, on the level it names; "when fielded" triggers."""
    card = buyer(pay=0)
    card["abilities"][0]["effects"].append(effect("field_die", "moved_die", amount=2))
    g, _ = _fielded(card)
    events = g.target("p1:buyer:2")
    assert "p1:buyer:2" in g.zone(0, "field")
    assert g.state.face_of(g.state.dice["p1:buyer:2"]).level == 2  # type: ignore[union-attr]
    assert any(isinstance(e, ev.DieBought) for e in events)


def test_bought_and_rolled_into_the_reserve_pool() -> None:
    """DM-20.3: a die an effect rolls lands in the Reserve Pool, on the face it rolls."""
    card = buyer(pay=0)
    card["abilities"][0]["effects"].append(effect("roll_from", "moved_die"))
    g, _ = _fielded(card)
    events = g.target("p1:buyer:2")
    assert any(isinstance(e, ev.ChanceRequested) and "p1:buyer:2" in e.dice for e in events)
    assert g.state.dice["p1:buyer:2"].zone.value == "reserve"


def test_life_paid_only_when_a_die_is_bought() -> None:
    """ "Pay 2 life to purchase ...": no die left, no life lost (DM-13.4, DM-12.2)."""
    card = buyer(pay=0)
    card["abilities"][0]["effects"].append(
        effect("lose_life", "you", amount=2, condition={"kind": "done"})
    )
    g, _ = _fielded(card)
    life = g.life(0)
    g.target("p1:buyer:2")
    assert g.life(0) == life - 2 and "p1:buyer:2" in g.zone(0, "used")
    g2 = with_action(NOOP, card)
    g2.arrange(0, "used", ["p1:buyer:2"])
    g2.give(0, "p1:buyer:1", to="reserve", face=0)
    life = g2.life(0)
    g2.field("p1:buyer:1")
    assert g2.life(0) == life
