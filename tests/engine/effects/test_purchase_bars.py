"""Bars on purchases (abilities/locks.py, permissions.may_purchase, flow/purchases.py):
a static `cant_be_purchased` ("while <this> is active, your opponent can't purchase
character dice with purchase cost 2") reaches the supply dice of the opponent's cards by
their printed cost; a persistent `cant_purchase` lock on a chosen card ("your opponent may
not purchase that card's dice while this die stays in the Field Zone") bars its dice. A
barred purchase is refused with `purchase/barred` and nothing changes (DM-12.1: "can't"
beats "can"; DM-14.2, DM-14.3). Our own cards."""

from __future__ import annotations

from games.engine import choices
from games.engine.abilities.locks import CANT_PURCHASE, locked
from games.engine.abilities.permissions import may_field, may_purchase
from games.engine.loading import card_execution
from games.engine.model import actions as A
from games.engine.model import errors as E
from tests.engine.helpers import FIST, MADELYNE, Game, cards_with, m
from tests.engine.keywords.common import character

DEAR = {"cost_is": 2, "die_kind": "character"}
WARDEN = character("warden", 1, 3, abilities=[
    {"trigger": "static", "text": "While active, your opponent can't purchase or field "
                                  "character dice with purchase cost 2.",
     "effects": [{"op": "cant_be_purchased", "target": "all_opposing_characters",
                  "filters": DEAR},
                 {"op": "cant_be_fielded", "target": "all_opposing_characters",
                  "filters": DEAR}],
     "while_active": "self"}])  # fmt: skip
CLERK = character("clerk", 1, 1, abilities=[
    {"trigger": "when_fielded", "text": "When fielded, pick an opposing character card, "
                                        "ending earlier picks; while this die stays, its dice "
                                        "can't be purchased.",
     "effects": [{"op": "end_previous_choices", "target": "none"},
                 {"op": "cant_purchase", "target": "choose_opposing_card",
                  "duration": "while_in_field"}]}])  # fmt: skip
DEAR_CARD = character("dear", 2, 2, cost=2)
CHEAP_CARD = character("cheap", 1, 1, cost=1)


def _barred_game() -> Game:
    """Michele's first turn, Main Step, 3 Fist energy; Chris's Warden in his Field Zone."""
    g = Game(
        teams=((("dear", 2), ("cheap", 2)), (("warden", 2), (MADELYNE, 2))),
        cards=cards_with(WARDEN, DEAR_CARD, CHEAP_CARD),
    )
    g.start()
    g.give(1, "p2:warden:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_a_die_of_that_printed_cost_may_not_be_purchased() -> None:
    g = _barred_game()
    assert not may_purchase(g.state, "p1:dear:1")
    g.refuse(
        A.Purchase(player=0, card="dear", paid=((m(1), ("fist",)), (m(2), ("fist",)))),
        E.PURCHASE_BARRED,
    )
    offered = {p.card for p in choices(g.state, 0).purchases}  # type: ignore[union-attr]
    assert "dear" not in offered and "cheap" in offered


def test_near_misses_another_cost_and_the_controllers_own_dice() -> None:
    g = _barred_game()
    g.buy("cheap", (m(1), "fist"))
    assert "p1:cheap:1" in g.zone(0, "used")
    g.give(1, "p2:warden:2", to="reserve", face=0)
    assert may_field(g.state, "p2:warden:2")  # its own dice: the bar is on the opponent's


def test_the_bar_ends_when_its_card_is_no_longer_active() -> None:
    """DM-18.1: no Warden die in the Field Zone, the static does not hold."""
    g = _barred_game()
    g.give(1, "p2:warden:1", to="used")
    assert may_purchase(g.state, "p1:dear:1")


def test_a_chosen_card_is_locked_while_the_die_stays_in_the_field_zone() -> None:
    g = Game(
        teams=((("clerk", 2), ("cheap", 2)), (("dear", 2), (MADELYNE, 2))),
        cards=cards_with(CLERK, DEAR_CARD, CHEAP_CARD),
    )
    g.start()
    g.give(0, "p1:clerk:1", to="used")
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.arrange(0, "reserve", ["p1:clerk:1"], face=0)
    g.field("p1:clerk:1")
    g.target("card:1:dear")
    assert locked(g.state, 1, "dear", CANT_PURCHASE) and not may_purchase(g.state, "p2:dear:1")
    assert may_purchase(g.state, f"p2:{MADELYNE}:1")  # near miss: another card of his
    assert may_field(g.state, "p2:dear:1")  # a purchase lock only
    g.give(0, "p1:clerk:1", to="used")  # it leaves the Field Zone: the lock ends
    g.buy("cheap", (m(1), "fist"))  # (any action: the ended effect is recorded)
    assert may_purchase(g.state, "p2:dear:1")


def test_the_cards_are_executed() -> None:
    assert card_execution(WARDEN).executed and card_execution(CLERK).executed
