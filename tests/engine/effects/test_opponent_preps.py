"""An opponent made to prep from their own bag (effects/moves.py `prep` with zone `bag` and
a player target; 000 glossary: Prep): the draw is chance (DM-6.2), the opponent's, from
their bag into their Prep Area; an empty bag is first refilled from their Used Pile (DM-6.2)
and with no die at all nothing happens (DM-12.3). Cards and wording are our own."""

from __future__ import annotations

from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

LINE = "When fielded, target opponent preps a die from their bag."
DIE = "p1:needler:1"
CARD = character(
    "needler", 2, 2, text=[LINE],
    abilities=[{"trigger": "when_fielded", "text": LINE,
                "effects": [{"op": "prep", "amount": 1, "zone": "bag", "target": "opponent"}]}],
)  # fmt: skip


def fielded(their_bag: int | None = None, their_used: int = 0) -> Game:
    """Michele fields her die in her first Main Step; Chris keeps `their_bag` dice in his bag
    (all by default) and puts `their_used` of the rest in his Used Pile."""
    g = Game(teams=((("needler", 2),), ((FOE, 2),)), cards=cards_with(CARD))
    g.start()
    g.give(0, DIE)
    g.begin({DIE: 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    if their_bag is not None:
        bag = sorted(g.zone(1, "bag"))
        g.arrange(1, "used", bag[their_bag : their_bag + their_used])
        g.arrange(1, "prep", bag[their_bag + their_used :])
    g.field(DIE)
    return g


def test_the_opponent_draws_one_die_into_their_prep_area() -> None:
    g = fielded()
    assert (g.pending.kind, g.pending.player, g.pending.count, g.pending.to) == (
        "draw", 1, 1, "prep",
    )  # fmt: skip
    die = sorted(g.zone(1, "bag"))[0]
    g.draw(die)
    assert die in g.zone(1, "prep") and not g.zone(0, "prep")


def test_an_empty_bag_is_refilled_from_their_used_pile() -> None:
    g = fielded(their_bag=0, their_used=2)
    assert g.pending.kind == "draw" and g.pending.player == 1
    assert len(g.zone(1, "bag")) == 2 and not g.zone(1, "used")


def test_no_die_to_draw_nothing_happens() -> None:
    g = fielded(their_bag=0, their_used=0)
    assert g.pending.kind != "draw"
    assert not g.zone(1, "bag") and not g.zone(1, "used")
