"""Draw and pick up to K (effects/draw_pick.py): "draw 2 dice; prep up to 2 of them and roll
the rest", "draw 3 dice; roll up to 2 of them and prep the rest". The draw is chance
(DM-6.2); the player picks (DM-13.1) 0 to K of the dice drawn for the first place named (the
Prep Area, or the Reserve Pool to be rolled, DM-20.3); the rest go to the other place; the
dice in the Reserve Pool are rolled once, together. "Up to" includes none (docs/rulings.md
"Draw and pick up to K"). Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine.abilities.targets import DECLINE
from games.engine.loading import card_from_dict
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

LINE = "When fielded, draw some dice, pick a few of them for one place and send the rest on."
DIE = "p1:picker:1"


def _card(amount: int, zone: str, keep: int) -> dict:  # type: ignore[type-arg]
    effect = {"op": "draw_pick", "amount": amount, "zone": zone, "filters": {"keep_up_to": keep}}
    return character(
        "picker", 2, 2, text=[LINE],
        abilities=[{"trigger": "when_fielded", "text": LINE, "effects": [effect]}],
    )  # fmt: skip


def fielded(amount: int = 2, zone: str = "prep", keep: int = 2, bag: int = 8) -> Game:
    """Michele fields her die in her first Main Step (her bag: `bag` of her 8 Sidekicks)."""
    g = Game(teams=((("picker", 2),), ((FOE, 2),)), cards=cards_with(_card(amount, zone, keep)))
    g.start()
    g.give(0, DIE)
    g.begin({DIE: 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    left = sorted(g.zone(0, "bag"))
    g.arrange(0, "used", left[bag:])
    g.field(DIE)
    return g


def test_both_dice_prepped_nothing_rolled() -> None:
    g = fielded()
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 2, "draw_sort")
    one, other = sorted(g.zone(0, "bag"))[:2]
    g.draw(one, other, to="draw_sort")
    assert g.pending.kind == "choose_target"
    assert set(g.pending.options) == {one, other, DECLINE}
    g.do(A.ChooseTarget(player=0, split=((one, 1), (other, 1))))
    assert {one, other} <= g.zone(0, "prep") and not g.state.lasting
    assert g.pending.kind != "roll"


def test_one_prepped_the_other_rolled() -> None:
    g = fielded()
    one, other = sorted(g.zone(0, "bag"))[:2]
    g.draw(one, other, to="draw_sort")
    g.target(one)
    assert one in g.zone(0, "prep") and other in g.zone(0, "reserve")
    assert (g.pending.kind, g.pending.dice) == ("roll", (other,))
    g.roll({other: FIST})
    assert other in g.zone(0, "reserve") and not g.state.lasting


def test_none_picked_both_rolled() -> None:
    """ "Up to": the player may pick none (DECLINE); the rest still happens."""
    g = fielded()
    one, other = sorted(g.zone(0, "bag"))[:2]
    g.draw(one, other, to="draw_sort")
    g.target(DECLINE)
    assert {one, other} <= g.zone(0, "reserve")
    assert (g.pending.kind, g.pending.dice) == ("roll", (one, other))


def test_the_dice_picked_are_rolled_and_the_rest_prepped() -> None:
    g = fielded(amount=3, zone="reserve", keep=2)
    a, b, c = sorted(g.zone(0, "bag"))[:3]
    g.draw(a, b, c, to="draw_sort")
    g.do(A.ChooseTarget(player=0, split=((a, 1), (c, 1))))
    assert b in g.zone(0, "prep") and {a, c} <= g.zone(0, "reserve")
    assert (g.pending.kind, g.pending.dice) == ("roll", (a, c))


def test_no_more_than_k_picked() -> None:
    g = fielded(amount=3, zone="reserve", keep=2)
    a, b, c = sorted(g.zone(0, "bag"))[:3]
    g.draw(a, b, c, to="draw_sort")
    g.refuse(A.ChooseTarget(player=0, split=((a, 1), (b, 1), (c, 1))), "target/invalid")


def test_one_die_in_the_bag_is_still_a_choice() -> None:
    g = fielded(bag=1)
    (last,) = g.zone(0, "bag")
    g.draw(last, to="draw_sort")
    assert set(g.pending.options) == {last, DECLINE}
    g.target(last)
    assert last in g.zone(0, "prep") and not g.state.lasting


def test_its_place_must_be_the_prep_area_or_the_roll() -> None:
    with pytest.raises(ValueError, match="draw_pick"):
        card_from_dict(_card(2, "used", 2))
    with pytest.raises(ValueError, match="keep_up_to"):
        card_from_dict(_card(2, "prep", 0))
