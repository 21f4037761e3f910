"""swap_life (effects/life.py; docs/rulings.md "Switching life totals"): "switch life totals
with your opponent": the player with less gains the difference, the other loses it (life,
not damage: DM-12.4). A Basic Action Card of ours."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import ACTION0, FIST, Game, bac, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

MIRROR = bac("mirror", 1)


def game(mine: int, theirs: int) -> Game:
    """Michele's Main Step, a die of `mirror` in her Reserve Pool; she is `mine` below her
    starting life, Chris `theirs` below his."""
    card = {"id": "mirror", "name": "Mirror", "kind": "basic_action",
            "abilities": [{"trigger": "action",
                           "effects": [{"op": "swap_life", "target": "opponent"}]}]}  # fmt: skip
    g = Game(
        teams=((("runner", 2),), ((FOE, 2),)),
        bacs=(("mirror",), ("counterstrike",)),
        cards=cards_with(character("runner", 2, 2), card),
    )
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, MIRROR, to="reserve", face=ACTION0)
    for player, lost in ((0, mine), (1, theirs)):
        if lost:
            g.hurt(player, lost)
    return g


def test_the_lower_total_takes_the_higher() -> None:
    g = game(mine=6, theirs=1)
    before = (g.life(0), g.life(1))
    events = g.do(A.UseActionDie(player=0, die=MIRROR))
    assert (g.life(0), g.life(1)) == (before[1], before[0])
    assert not of_type(events, ev.PlayerDamaged)  # a loss of life, not damage (DM-12.4)


def test_it_works_against_its_player_too() -> None:
    """Near miss: used while ahead, it hands the lead over (the card says so)."""
    g = game(mine=1, theirs=5)
    before = (g.life(0), g.life(1))
    g.do(A.UseActionDie(player=0, die=MIRROR))
    assert (g.life(0), g.life(1)) == (before[1], before[0])


def test_equal_totals_change_nothing() -> None:
    g = game(mine=2, theirs=2)
    events = g.do(A.UseActionDie(player=0, die=MIRROR))
    assert not of_type(events, ev.LifeLost) and not of_type(events, ev.LifeGained)
