""" "When purchased, you may put this die into your bag. When used, dice you purchase this turn
cost 1 less (minimum 1) and may go straight into your bag instead of your Used Pile (however
many of these dice are used)" (our own wording, read by the compiler: constructs/
action_openings.py, purchase_window.py; the engine's effects/purchase_window.py).

DM-8.8: a bought die goes to the Used Pile; card text replaces it (DM-12.1). DM-8.7: a cost
reduction never takes a purchase below 1. DM-14.2: the effect lasts until Cleanup. "May":
each bought die is the player's choice (an optional ability, declined like any other). The
note "however many are used": a second die used adds no second reduction."""

from __future__ import annotations

from typing import Any

import pytest

from cards.compiler import compile_card
from games.engine import actions as A
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.model.errors import IllegalAction
from games.engine.model.state import Zone
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, cards_with, die, m

LINE = (
    "When purchased, you may put this die into your bag. When used, dice you purchase this"
    " turn cost 1 less (minimum 1), and may be put into your bag instead of your Used Pile."
    " (No matter how many Grand Arrival dice are used.)"
)
FACES = [
    {"kind": "action"}, {"kind": "action"}, {"kind": "action", "bursts": 1},
    {"kind": "energy", "symbols": ["fist"]}, {"kind": "energy", "symbols": ["fist"]},
    {"kind": "energy", "symbols": ["wild"]},
]  # fmt: skip


def _card(line: str = LINE) -> dict[str, Any]:
    made = compile_card("action", [line], "Grand Arrival", code="arrival")
    assert "unread" not in made, made
    return {"id": "arrival", "name": "Grand Arrival", "kind": "action", "cost": 3,
            "energy_types": ["fist"], "faces": FACES, "text": [line], **made}  # fmt: skip


BRUTE = {
    "id": "brute", "name": "Brute", "kind": "character", "cost": 3, "energy_types": ["fist"],
    "faces": [
        {"kind": "character", "level": 1, "cost": 1, "attack": 1, "defense": 1},
        {"kind": "character", "level": 2, "cost": 1, "attack": 2, "defense": 2},
        {"kind": "character", "level": 3, "cost": 1, "attack": 3, "defense": 3},
        {"kind": "energy", "symbols": ["fist"]}, {"kind": "energy", "symbols": ["fist"]},
        {"kind": "energy", "symbols": ["wild"]},
    ],
}  # fmt: skip
ARRIVAL = [die(0, "arrival", n) for n in range(1, 5)]
BRUTES = [die(0, "brute", n) for n in range(1, 5)]


def _game(used: int = 1, line: str = LINE) -> Game:
    """Michele's first turn, Main Step: `used` Grand Arrival dice rolled to an action face in
    her Reserve Pool, and two Sidekicks showing (fist): two energy to spend."""
    g = Game(teams=((("arrival", 4), ("brute", 4)), (("brute", 2),)),
             cards=cards_with(_card(line), BRUTE))  # fmt: skip
    g.start()
    for d in ARRIVAL[:used]:
        g.give(0, d)
    faces = {d: ACTION0 for d in ARRIVAL[:used]}
    g.begin({**faces, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    for d in ARRIVAL[:used]:
        g.do(A.UseActionDie(player=0, die=d))
    return g


def test_bought_dice_cost_one_less_and_may_go_to_the_bag() -> None:
    g = _game()
    g.buy("brute", (m(2), "fist"), (m(3), "fist"))  # Brute costs 3, 2 paid (DM-8.7)
    bought = BRUTES[0]
    assert g.pending.kind == "choose_target" and DECLINE in g.pending.options
    g.target(ACCEPT)
    assert g.state.dice[bought].zone is Zone.BAG


def test_the_player_may_keep_the_bought_die_in_the_used_pile() -> None:
    g = _game()
    g.buy("brute", (m(2), "fist"), (m(3), "fist"))
    g.target(DECLINE)
    assert g.state.dice[BRUTES[0]].zone is Zone.USED


def test_two_dice_used_are_still_one_less() -> None:
    g = _game(used=2)
    g.give(0, m(1), to="reserve", face=FIST)
    paid_one_less = ((m(2), "fist"), (m(3), "fist"))
    with pytest.raises(IllegalAction):  # 3 - 2 would be 1: refused, it costs 2
        g.buy("brute", (m(2), "fist"))
    g.buy("brute", *paid_one_less)
    assert g.state.dice[BRUTES[0]].zone is Zone.USED  # pending: her choice
    assert g.pending.kind == "choose_target"


def test_without_the_note_each_die_used_takes_one_off() -> None:
    g = _game(used=2, line=LINE.removesuffix(" (No matter how many Grand Arrival dice are used.)"))
    g.buy("brute", (m(2), "fist"))  # 3 - 1 - 1 (DM-14.2: two effects)
    assert g.pending.kind == "choose_target"


def test_its_own_dice_may_go_to_the_bag_when_bought() -> None:
    g = _game(used=0)
    g.give(0, m(1), to="reserve", face=FIST)
    g.buy("arrival", (m(1), "fist"), (m(2), "fist"), (m(3), "fist"))
    assert g.pending.kind == "choose_target"
    g.target(ACCEPT)
    assert g.state.dice[ARRIVAL[0]].zone is Zone.BAG


def test_cleanup_ends_it() -> None:
    g = _game()
    g.pass_all()
    assert not any(x.source == "arrival" for x in g.state.lasting)
