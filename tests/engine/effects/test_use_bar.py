"""An action card that bars its own dice under a condition (abilities/action_windows.py
`barred`, effects/use_bar.py): a static `cant_use_die` under its ability's condition, read
about the player who would use the die (DM-8.14; DM-12.1: "can't" beats "can"). The legal
actions, hence the bots, do not offer a barred die. Cards are our own."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import errors as E
from games.engine.api import legal_actions
from tests.engine.helpers import ACTION0, FIST, Game, bac, cards_with, m
from tests.engine.keywords.common import FOE, character

SNACK = bac("snack", 1)
GAIN = {"op": "gain_life", "amount": 1, "target": "you"}


def snack(condition: dict[str, Any]) -> dict[str, Any]:
    """A Basic Action Card of ours: "gain 1 life; not usable while <condition>"."""
    bar = {"trigger": "static", "condition": condition,
           "effects": [{"op": "cant_use_die", "target": "this_card"}]}  # fmt: skip
    return {"id": "snack", "name": "Snack", "kind": "basic_action",
            "abilities": [{"trigger": "action", "effects": [GAIN]}, bar]}  # fmt: skip


def game(condition: dict[str, Any], hurt: int) -> Game:
    """Michele's first turn, Main Step, a die of `snack` in her Reserve Pool on an action
    face, her life `hurt` below its start (10 in these games)."""
    g = Game(
        teams=((("runner", 2),), ((FOE, 2),)),
        bacs=(("snack",), ("counterstrike",)),
        cards=cards_with(character("runner", 2, 2), snack(condition)),
    )
    g.start()
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, SNACK, to="reserve", face=ACTION0)
    if hurt:
        g.hurt(0, hurt)
    return g


def _offered(g: Game) -> bool:
    return any(isinstance(a, A.UseActionDie) and a.die == SNACK for a in legal_actions(g.state, 0))


def test_barred_while_the_condition_holds() -> None:
    g = game({"kind": "life", "at_least": 8}, hurt=0)  # 10 life
    g.refuse(A.UseActionDie(player=0, die=SNACK), E.ACTION_DIE_NOT_NOW)
    assert not _offered(g)


def test_usable_once_it_no_longer_holds() -> None:
    g = game({"kind": "life", "at_least": 8}, hurt=3)  # 7 life
    assert _offered(g)
    g.do(A.UseActionDie(player=0, die=SNACK))
    assert g.life(0) == 8


def test_near_miss_only_if_bars_unless_it_holds() -> None:
    """ "Use only if you have 6 or less life": the bar's condition reversed."""
    only = {"kind": "life", "at_most": 6, "unless": True}
    g = game(only, hurt=2)  # 8 life: barred
    g.refuse(A.UseActionDie(player=0, die=SNACK), E.ACTION_DIE_NOT_NOW)
    g = game(only, hurt=4)  # 6 life: usable
    g.do(A.UseActionDie(player=0, die=SNACK))
    assert g.life(0) == 7
