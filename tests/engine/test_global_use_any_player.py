"""`when_a_player_uses_a_global` (abilities/trigger_kinds.py): "while <this> is active, when
a player uses a Global Ability" triggers on either player's use, its controller's too
(DM-8.19: after paying it; DM-18.1: while the card is active)."""

from __future__ import annotations

from games.engine import actions as A
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

WATCHER, USER, C5 = "p2:watcher:1", "p1:user:1", "p2:sidekick:5"
WATCHER_CARD = character(
    "watcher", 1, 3,
    abilities=[{"trigger": "when_a_player_uses_a_global", "text": "When a player uses ...",
                "effects": [effect("lose_life", "opponent", amount=1)]}],
    globals=[{"cost": 0, "text": "Gain 1 life.",
              "effects": [effect("gain_life", "you", amount=1)]}],
)  # fmt: skip
USER_CARD = {
    **character("user", 1, 3),
    "globals": [{"cost": 0, "text": "Gain 1 life.",
                 "effects": [effect("gain_life", "you", amount=1)]}],
}  # fmt: skip


def main_step(watching: bool = True) -> Game:
    g = Game(
        teams=((("user", 2),), (("watcher", 2), (FOE, 2))),
        cards=cards_with(USER_CARD, WATCHER_CARD),
    )
    g.start()
    g.give(0, USER, to="field", face=0)
    g.give(1, WATCHER, to="field" if watching else "used", face=0)
    g.arrange(1, "field", [C5], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def _resolve(g: Game) -> None:
    while g.state.triggers:
        g.pass_()


def test_an_opponents_use_triggers_it() -> None:
    g = main_step()
    before = g.state.players[0].life
    g.do(A.UseGlobal(player=0, card="user", ability=0, paid=()))
    _resolve(g)
    assert g.state.players[0].life == before - 1


def test_its_own_controllers_use_triggers_it_too() -> None:
    g = main_step()
    before = g.state.players[0].life
    g.do(A.UseGlobal(player=0, card="watcher", ability=0, paid=()))  # used by Michele ...
    _resolve(g)
    assert g.state.players[0].life == before - 1  # ... Chris's card hears any player's use


def test_not_while_inactive() -> None:
    g = main_step(watching=False)
    before = g.state.players[0].life
    g.do(A.UseGlobal(player=0, card="user", ability=0, paid=()))
    _resolve(g)
    assert g.state.players[0].life == before
