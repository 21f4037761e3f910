"""Crossover (003:L635): "Crossover characters have two or more types of energy. To purchase
them you'll need to spend at least one of each type of energy they require. You won't be able
to reduce their cost to avoid paying each type of energy to purchase their dice. They count as
every type of energy you must spend to purchase their die." The engine's payment rule for
multi-type cards (DM-8.6, one of each; Wild for any, DM-2.2) and the energy_type filter."""

from __future__ import annotations

import json

from cards.catalog import DATA
from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.targets import targets_for
from games.engine.flow.energy import find_payment
from games.engine.loading import card_execution
from tests.engine.helpers import BOLT, FIST, WILD, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

TWINS = character("twins", 2, 2, keywords=["crossover"], energy_types=["fist", "bolt"])
TWINS["cost"] = 2


def at_main(faces: dict[str, int]) -> Game:
    """Michele's first Main Step with `faces` rolled (her Sidekicks m1-m3)."""
    g = Game(teams=((("twins", 2),), ((FOE, 2),)), cards=cards_with(TWINS))
    g.start()
    g.begin(faces, oop=m(4))
    return g


def test_a_purchase_spends_one_energy_of_each_type() -> None:
    g = at_main({m(1): FIST, m(2): BOLT, m(3): FIST})
    events = g.buy("twins", (m(1), "fist"), (m(2), "bolt"))
    assert ev.DiePurchased(0, "twins", "p1:twins:1", ((m(1), ("fist",)), (m(2), ("bolt",))), 0) in (
        events
    )


def test_two_of_one_type_is_refused_even_though_it_pays_the_cost() -> None:
    g = at_main({m(1): FIST, m(2): BOLT, m(3): FIST})
    paid = ((m(1), ("fist",)), (m(3), ("fist",)))
    g.refuse(A.Purchase(player=0, card="twins", paid=paid), E.ENERGY_TYPE_MISSING)


def test_wild_stands_in_for_the_missing_type() -> None:
    g = at_main({m(1): FIST, m(2): WILD, m(3): FIST})
    g.buy("twins", (m(1), "fist"), (m(2), "wild"))
    assert "p1:twins:1" in g.zone(0, "used")


def test_bots_find_a_payment_of_each_type() -> None:
    g = at_main({m(1): FIST, m(2): FIST, m(3): BOLT})
    paid, virtual = find_payment(g.state, 0, 2, ("fist", "bolt"))
    assert sorted(s for _, symbols in paid for s in symbols) == ["bolt", "fist"] and not virtual


def test_its_dice_count_as_every_one_of_its_types() -> None:
    """Type references (DM-12.7): the die is a fist die and a bolt die."""
    g = at_main({m(1): FIST, m(2): BOLT, m(3): FIST})
    g.give(0, "p1:twins:1", to="field", face=0)
    for energy_type in ("fist", "bolt"):
        assert "p1:twins:1" in targets_for(g.state, "target_die", 0, [("energy_type", energy_type)])
    assert "p1:twins:1" not in targets_for(g.state, "target_die", 0, [("energy_type", "mask")])


def test_our_crossover_card_is_executed() -> None:
    cards = json.loads((DATA / "ocr.json").read_text())["cards"]
    (card,) = [c for c in cards if "crossover" in c.get("keywords", ())]
    assert len(card["energy_types"]) >= 2 and card_execution(card).executed


def test_no_reduction_takes_its_cost_below_one_energy_of_each_type() -> None:
    """ "You won't be able to reduce their cost to avoid paying each type" (DM-8.7: never
    below the number of its types): 4 less 3 is 2, not 1, and the 2 are a fist and a bolt."""
    cut = {"op": "reduce_cost", "amount": 3, "target": "this_card"}
    static = {"trigger": "static", "text": "3 less.", "effects": [cut]}
    rebate = {**TWINS, "id": "rebate", "name": "rebate", "cost": 4, "abilities": [static]}
    g = Game(teams=((("rebate", 2),), ((FOE, 2),)), cards=cards_with(rebate))
    g.start()
    g.begin({m(1): FIST, m(2): BOLT, m(3): FIST}, oop=m(4))
    assert purchase_cost(g.state, 0, g.state.cards["rebate"], g.state.dice["p1:rebate:1"]) == 2
    g.refuse(A.Purchase(player=0, card="rebate", paid=((m(1), ("fist",)),)), E.ENERGY_INSUFFICIENT)
    g.buy("rebate", (m(1), "fist"), (m(2), "bolt"))
    assert "p1:rebate:1" in g.zone(0, "used")
