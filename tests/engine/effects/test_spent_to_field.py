"""A die of a card that says "if you spend this die as energy to field a character die, put
this die in your Prep Area" (`when_spent_to_field`, abilities/trigger_kinds.py; flow/
main_step.py announces it for each die paying a fielding cost; docs/rulings.md "A die spent
to field"). Spent on a purchase it stays where spending put it. Our own wording."""

from __future__ import annotations

from games.engine import actions as A
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import m
from tests.engine.keywords.common import character

NOOP = action_card("noop", {"text": "Gain 1 life.", "effects": [effect("gain_life", "you",
                                                                        amount=1)]})  # fmt: skip
SPENDER = character(
    "spender", 1, 1,
    abilities=[{"trigger": "when_spent_to_field", "effects": [effect("move_die", "this_die",
                                                                     zone="prep")],
                "text": "Spent to field a character, this die goes to your Prep Area."}],
)  # fmt: skip
PRICEY = character("pricey", 2, 2)
PRICEY["faces"][0] = {**PRICEY["faces"][0], "cost": 1}


def _game():  # type: ignore[no-untyped-def]
    g = with_action(NOOP, SPENDER, PRICEY)
    g.give(0, "p1:spender:1", to="reserve", face=3)  # a Fist energy face
    g.give(0, "p1:pricey:1", to="reserve", face=0)  # level 1: fielding cost 1
    return g


def test_spent_to_field_it_goes_to_the_prep_area() -> None:
    g = _game()
    g.field("p1:pricey:1", ("p1:spender:1", "fist"))
    assert "p1:spender:1" in g.zone(0, "prep")
    assert "p1:pricey:1" in g.zone(0, "field")


def test_another_die_spent_moves_nothing() -> None:
    g = _game()
    g.field("p1:pricey:1", (m(2), "fist"))
    assert m(2) not in g.zone(0, "prep") and "p1:spender:1" in g.zone(0, "reserve")


def test_spent_on_a_purchase_it_stays_spent() -> None:
    g = _game()
    g.do(A.Purchase(player=0, card="noop", paid=(("p1:spender:1", ("fist",)),)))
    assert "p1:spender:1" not in g.zone(0, "prep")
