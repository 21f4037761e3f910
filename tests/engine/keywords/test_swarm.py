"""Swarm (002:L785): "While a die with Swarm is active, and you draw another copy of that die
from your bag during your Clear and Draw Step, draw and roll an extra die from your bag. You
do this for each matching die with Swarm drawn from your bag." Hook: drawn (the Clear and
Draw Step's draws, DM-6.3): the extra dice are drawn into the Prep Area and rolled with the
others in Roll and Reroll (docs/rulings.md)."""

from __future__ import annotations

from cards.catalog import raw_cards
from games.engine import events as ev
from games.engine.loading import card_execution
from tests.engine.helpers import FIST, Game, c, cards_with, m, of_type, skip_turn
from tests.engine.keywords.common import FOE, character

KIN = character("kin", 1, 1, keywords=["swarm"])


def kin(n: int) -> str:
    return f"p1:kin:{n}"


def at_draw(active: bool = True, in_bag: int = 3) -> Game:
    """Michele's second turn, about to draw 4: Sidekicks m5-m8 and Kin dice 2.. in her bag,
    Kin 1 in her Field Zone (the card is active) unless `active` is False."""
    g = Game(teams=((("kin", 4),), ((FOE, 2),)), cards=cards_with(KIN))
    g.start()
    skip_turn(g, {m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert (g.pending.kind, g.pending.player, g.pending.count) == ("draw", 0, 4)
    if active:
        g.give(0, kin(1), to="field", face=0)
    for n in range(2, 2 + in_bag):
        g.give(0, kin(n), to="bag")
    return g


def test_each_copy_drawn_while_active_draws_one_more_die() -> None:
    g = at_draw()
    events = g.draw(m(5), kin(2), m(6), m(7))
    assert ev.ChanceRequested("draw", 0, count=1, to="prep") in events
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 1, "prep")
    g.draw(m(8))
    assert g.pending.kind == "roll"  # drawn and rolled with the rest (DM-6.3, DM-7.1)
    assert set(g.pending.dice) == {m(5), m(6), m(7), m(8), kin(2)}


def test_two_copies_draw_two_and_an_extra_copy_draws_again() -> None:
    """ "For each matching die": two Kin dice, two more; one of those a Kin: one more."""
    g = at_draw()
    g.draw(kin(2), kin(3), m(5), m(6))
    assert g.pending.count == 2
    g.draw(kin(4), m(7))
    assert (g.pending.kind, g.pending.count) == ("draw", 1)
    g.draw(m(8))
    assert g.pending.kind == "roll" and len(g.pending.dice) == 7


def test_not_active_no_extra_die() -> None:
    """ "While a die with Swarm is active" (DM-18.1): no Kin die in the Field Zone."""
    g = at_draw(active=False)
    events = g.draw(kin(2), kin(3), m(5), m(6))
    assert not of_type(events, ev.ChanceRequested) and g.pending.kind == "roll"


def test_other_dice_drawn_draw_nothing_more() -> None:
    g = at_draw()
    events = g.draw(m(5), m(6), m(7), m(8))
    assert not of_type(events, ev.ChanceRequested) and g.pending.kind == "roll"


def test_the_extra_dice_are_not_part_of_the_four() -> None:
    """The step still draws four of its own (DM-6.2); the extra die is on top."""
    g = at_draw()
    g.draw(m(5), kin(2), m(6), m(7))
    g.draw(kin(3))
    g.draw(m(8))
    assert len(g.state.in_zone(0, g.state.dice[m(5)].zone)) == 6


def test_the_ocr_card_with_swarm_is_executed() -> None:
    assert card_execution(raw_cards()["26ocr"]).executed


def test_extra_dice_refill_the_bag_midway() -> None:
    """The bag runs out during the extra draws: refill it from the Used Pile and "continue
    drawing" (000:L170-172, DM-6.2), as for every draw; the extra dice drawn before the
    refill still count for Swarm (one draw, DM-6.3)."""
    g = at_draw(in_bag=2)
    g.arrange(0, "used", [m(7)])
    g.draw(kin(2), kin(3), m(5), m(6))
    assert (g.pending.kind, g.pending.count) == ("draw", 1)  # m8, all the bag holds
    g.draw(m(8))
    assert (g.pending.kind, g.pending.count) == ("draw", 1)  # refilled: one more
    assert m(7) in g.zone(0, "bag")
    g.draw(m(7))
    assert g.pending.kind == "roll" and len(g.pending.dice) == 6
