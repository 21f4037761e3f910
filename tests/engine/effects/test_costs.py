"""Cost reductions (DM-8.7: "never below 1, or the number of different energy types";
DM-8.9: a character reducing its own cost needs no die in the Field Zone; DM-8.10: a
fielding cost may be 0)."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.costs import field_cost, purchase_cost
from games.engine.api import legal_actions
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import MASK, m, make_card

CHEAP = make_card(
    "cheap", cost=4, energy_types=["mask"],
    abilities=[{"trigger": "static", "text": "Cheap costs 2 less to purchase.",
                "effects": [effect("reduce_cost", "this_card", amount=2)]}],
)  # fmt: skip
BARGAIN = make_card(
    "bargain", cost=2, energy_types=["mask", "bolt"],
    abilities=[{"trigger": "static", "text": "Bargain costs 5 less to purchase.",
                "effects": [effect("reduce_cost", "this_card", amount=5)]}],
)  # fmt: skip
DISCOUNT = action_card(
    "discount",
    {"text": "Dice you purchase this turn cost 1 less; fielding costs 1 less this turn.",
     "effects": [effect("reduce_cost", "you", amount=1),
                 effect("reduce_field_cost", "you", amount=1)]},
)  # fmt: skip


def test_a_card_reduces_its_own_purchase_cost_without_being_active() -> None:
    """DM-8.9: no die of Cheap is in the Field Zone, its reduction holds."""
    g = with_action(DISCOUNT, CHEAP)
    card = g.state.cards["cheap"]
    assert purchase_cost(g.state, 0, card, g.state.dice["p1:cheap:1"]) == 2
    assert purchase_cost(g.state, 1, card, g.state.dice["p1:cheap:1"]) == 4  # not Chris's card


def test_never_below_the_number_of_energy_types() -> None:
    """DM-8.7: a card of two energy types never costs less than 2."""
    g = with_action(DISCOUNT, BARGAIN)
    assert purchase_cost(g.state, 0, g.state.cards["bargain"], g.state.dice["p1:bargain:1"]) == 2


def test_a_persistent_reduction_lowers_purchases_and_fielding_this_turn() -> None:
    """DM-14.2 (a persistent effect on the player, until Cleanup); DM-8.10: a fielding cost
    may come down to 0."""
    g = with_action(DISCOUNT, CHEAP)
    events = use(g, "discount")
    assert ev.EffectStarted("reduce_cost", "player:0", "discount", 0, "end_of_turn", 1) in events
    die = g.state.dice["p1:cheap:1"]
    assert purchase_cost(g.state, 0, g.state.cards["cheap"], die) == 1  # 4 - 2 - 1, floor 1
    g.give(0, "p1:cheap:2", to="reserve", face=1)  # level 2: fielding cost 1
    assert field_cost(g.state, 0, g.state.dice["p1:cheap:2"], 1) == 0
    g.field("p1:cheap:2")
    assert "p1:cheap:2" in g.zone(0, "field")


def test_the_reduced_cost_is_the_cost_overpaying_is_refused() -> None:
    """DM-8.2: never spend energy for no reason: the reduced cost is exactly what is paid."""
    g = with_action(DISCOUNT, CHEAP)
    g.arrange(0, "reserve", [m(5), m(6)], face=MASK)
    g.refuse(
        A.Purchase(player=0, card="cheap", paid=((m(2), ("fist",)), (m(3), ("fist",)),
                                                 (m(5), ("mask",)))),
        E.ENERGY_OVERPAID,
    )  # fmt: skip
    buy = A.Purchase(player=0, card="cheap", paid=((m(2), ("fist",)), (m(5), ("mask",))))
    assert any(isinstance(a, A.Purchase) and a.card == "cheap" for a in legal_actions(g.state, 0))
    g.do(buy)
    assert "p1:cheap:1" in g.zone(0, "used")
