"""Draw and roll one (effects/draw_sort.py): "draw 2 dice, roll one and return the other to
your bag" (`draw_roll_bag`), "... roll one of them and prep the other" (`draw_roll_prep`).
The draw is chance (DM-6.2); the player chooses (DM-13.1) the die rolled into the Reserve
Pool (DM-20.3), the other goes back to the bag or to the Prep Area, and the roll is the next
decision. One die drawn: it is rolled (the first place named, DM-12.3). Cards and wording
are our own."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.loading import card_from_dict
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

LINE = "When fielded, draw 2 dice, roll one and leave the other in your bag."
DIE = "p1:roller:1"


def _card(op: str) -> dict:  # type: ignore[type-arg]
    return character(
        "roller", 2, 2, text=[LINE],
        abilities=[{"trigger": "when_fielded", "text": LINE,
                    "effects": [{"op": op, "amount": 2}]}],
    )  # fmt: skip


def fielded(op: str, bag: int = 8) -> Game:
    """Michele fields her die in her first Main Step (her bag: `bag` of her 8 Sidekicks)."""
    g = Game(teams=((("roller", 2),), ((FOE, 2),)), cards=cards_with(_card(op)))
    g.start()
    g.give(0, DIE)
    g.begin({DIE: 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    left = sorted(g.zone(0, "bag"))
    g.arrange(0, "used", left[bag:])
    g.field(DIE)
    return g


def test_the_chosen_die_is_rolled_and_the_other_stays_in_the_bag() -> None:
    g = fielded("draw_roll_bag")
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 2, "draw_sort")
    one, other = sorted(g.zone(0, "bag"))[:2]
    g.draw(one, other, to="draw_sort")
    assert (g.pending.kind, g.pending.options) == ("choose_target", (one, other))
    g.target(other)
    assert other in g.zone(0, "reserve") and one in g.zone(0, "bag")
    assert (g.pending.kind, g.pending.dice) == ("roll", (other,))
    g.roll({other: FIST})
    assert other in g.zone(0, "reserve") and not g.state.lasting


def test_the_other_die_goes_to_the_prep_area() -> None:
    g = fielded("draw_roll_prep")
    one, other = sorted(g.zone(0, "bag"))[:2]
    g.draw(one, other, to="draw_sort")
    events = g.target(one)
    assert ev.DiceMoved(0, (other,), "prep", "roller") in events
    assert one in g.zone(0, "reserve") and g.pending.dice == (one,)


def test_one_die_in_the_bag_is_rolled() -> None:
    g = fielded("draw_roll_bag", bag=1)
    (last,) = g.zone(0, "bag")
    g.draw(last, to="draw_sort")
    assert last in g.zone(0, "reserve") and (g.pending.kind, g.pending.dice) == ("roll", (last,))
    assert not g.state.lasting


def test_one_such_draw_per_card() -> None:
    two = _card("draw_roll_bag")
    two["abilities"].append({**two["abilities"][0], "effects": [{"op": "draw_sort", "amount": 2}]})
    with pytest.raises(ValueError, match="one draw and sort"):
        card_from_dict(two)
