"""Dice an opponent's effects cannot reroll or spin up or down (abilities/spin_ward.py;
docs/rulings.md "Dice an opponent cannot reroll or spin"): while the card is active, an
opposing effect may not choose its dice for a spin or a reroll, nor spin or reroll them when
it names them without choosing; its own player's effects still may. Our own cards."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from tests.engine.effects.common import action_card
from tests.engine.helpers import ACTION0, FIST, Game, bac, cards_with, m
from tests.engine.keywords.common import character

WARD = {"trigger": "static", "while_active": "self",
        "effects": [{"op": "unchanged_by_opponents", "target": "this_card"}]}  # fmt: skip
STEADY = character("steady", 1, 1, abilities=[WARD])


def _game(op: str, target: str) -> Any:
    """Michele's Main Step: a Steady die of each player at level 2 in their Field Zones; her
    action die (`op` on `target`) in her Reserve Pool."""
    push = action_card("push", {"effects": [{"op": op, "amount": 1, "target": target}]})
    g = Game(teams=((("steady", 2),), (("steady", 2),)), bacs=(("push",), ("counterstrike",)),
             cards=cards_with(STEADY, push))  # fmt: skip
    g.start()
    g.give(0, "p1:steady:1", to="field", face=1)
    g.give(1, "p2:steady:1", to="field", face=1)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, bac("push", 1), to="reserve", face=ACTION0)
    g.do(A.UseActionDie(player=0, die=bac("push", 1)))
    return g


def test_an_opposing_spin_may_not_choose_the_die_but_its_own_players_may() -> None:
    g = _game("spin_down", "target_die")
    options = set(g.pending.options)
    assert "p1:steady:1" in options and "p2:steady:1" not in options


def test_an_opposing_reroll_may_not_choose_the_die() -> None:
    g = _game("reroll", "target_die")
    options = set(g.pending.options)
    assert "p1:steady:1" in options and "p2:steady:1" not in options


def test_near_miss_a_spin_of_every_die_passes_only_the_opposing_one_over() -> None:
    """DM-13.3: named without choosing, each die is spun unless warded against it."""
    g = _game("spin_down", "all_characters")
    assert g.state.dice["p1:steady:1"].face == 0 and g.state.dice["p2:steady:1"].face == 1
