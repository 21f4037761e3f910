"""Rush, a set keyword (abilities/rush.py; docs/rulings.md "Rush"): a die whose card has a
`rush_draw` static, drawn in its player's Clear and Draw Step, draws one extra die for each
die of that draw of the energy type it names, itself included (DM-6.3: the extra dice are
drawn now, one draw with the four, and rolled with them, DM-7.1). Cards and wording are our
own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import FIST, Game, c, cards_with, m, of_type, skip_turn
from tests.engine.keywords.common import FOE, character

_RUSH = {"trigger": "static", "text": "x",
         "effects": [{"op": "rush_draw", "target": "this_card",
                      "filters": {"energy_type": "bolt"}}]}  # fmt: skip
RUNNER = character("runner", 1, 1, energy_types=["bolt"], text=["x"], abilities=[_RUSH])
SPARK = character("spark", 1, 1, energy_types=["bolt"])  # a (bolt) die without Rush


def runner(n: int) -> str:
    return f"p1:runner:{n}"


def spark(n: int) -> str:
    return f"p1:spark:{n}"


def at_draw() -> Game:
    """Michele's second turn, about to draw 4: Sidekicks m5-m8 (no energy type of a card),
    two Runner and two Spark dice in her bag; no die of hers in the Field Zone (Rush asks
    for none active)."""
    team = (("runner", 2), ("spark", 2))
    g = Game(teams=(team, ((FOE, 2),)), cards=cards_with(RUNNER, SPARK))
    g.start()
    skip_turn(g, {m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    skip_turn(g, {c(1): FIST, c(2): FIST, c(3): FIST, c(4): FIST})
    assert (g.pending.kind, g.pending.player, g.pending.count) == ("draw", 0, 4)
    for n in (1, 2):
        g.give(0, runner(n), to="bag")
        g.give(0, spark(n), to="bag")
    return g


def test_the_rush_die_counts_itself() -> None:
    g = at_draw()
    events = g.draw(runner(1), m(5), m(6), m(7))
    assert ev.ChanceRequested("draw", 0, count=1, to="prep") in events
    g.draw(m(8))
    assert g.pending.kind == "roll"  # rolled with the four (DM-6.3, DM-7.1)
    assert set(g.pending.dice) == {runner(1), m(5), m(6), m(7), m(8)}


def test_each_die_of_its_type_drawn_with_it_draws_one_more() -> None:
    g = at_draw()
    g.draw(runner(1), spark(1), m(5), m(6))
    assert (g.pending.kind, g.pending.count, g.pending.to) == ("draw", 2, "prep")


def test_two_rush_dice_each_count_the_draw() -> None:
    """Two Runner dice and a Spark: each Runner counts three (bolt) dice; the bag's four
    first, the Used Pile refilling it for the rest (000:L170-172)."""
    g = at_draw()
    g.draw(runner(1), runner(2), spark(1), m(5))
    assert (g.pending.kind, g.pending.count + g.pending.rest) == ("draw", 6)


def test_an_extra_rush_die_counts_the_extra_draw() -> None:
    g = at_draw()
    g.draw(runner(1), m(5), m(6), m(7))
    g.draw(runner(2))  # drawn in the step too: one more for itself
    assert (g.pending.kind, g.pending.count) == ("draw", 1)
    g.draw(m(8))
    assert g.pending.kind == "roll" and len(g.pending.dice) == 6


def test_near_misses_draw_nothing_more() -> None:
    """Dice of its type without a Rush die, or of other types: the four only."""
    g = at_draw()
    events = g.draw(spark(1), spark(2), m(5), m(6))
    assert not of_type(events, ev.ChanceRequested) and g.pending.kind == "roll"
