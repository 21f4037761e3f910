"""Breath Weapon N (a set keyword; docs/rulings.md "Breath Weapon"): a Global of its card,
"pay N: deal N damage to your opponent and each opposing character die", that its player
may use while the card is active (DM-18.1): a Global's condition holds when it is used
(flow/main_step.py) or it may not be used (DM-8.19). Cards are our own."""

from __future__ import annotations

from games.engine import errors as E
from games.engine.model import actions as A
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, die, m, make_card

WYRM = make_card(
    "wyrm",
    globals=[{"cost": 1, "condition": {"kind": "active"},
              "text": "Breath Weapon 1",
              "effects": [{"op": "deal_damage", "amount": 1, "target": "opponent"},
                          {"op": "deal_damage", "amount": 1,
                           "target": "all_opposing_characters"}]}],
)  # fmt: skip


def game(active: bool) -> Game:
    g = Game(teams=((("wyrm", 2),), (("wyrm", 1),)), cards=cards_with(WYRM))
    g.start()
    if active:
        g.arrange(0, "field", [die(0, "wyrm", 1)], face=CHAR)
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_its_player_uses_it_while_the_card_is_active() -> None:
    g = game(active=True)
    g.use_global("wyrm", (m(1), "fist"))
    assert g.life(1) == 9
    assert g.state.dice[c(5)].zone.value == "prep"  # his 1/1 Sidekick KO'd (DM-16.1)


def test_near_miss_not_while_the_card_is_not_active() -> None:
    """DM-18.1: with no die of it in her Field Zone, Michele may not use it (and Chris, whose
    Wyrm is not active either, may not use hers: DM-8.16 lets him, the condition does not)."""
    g = game(active=False)
    g.refuse(
        A.UseGlobal(player=0, card="wyrm", ability=0, paid=((m(1), ("fist",)),)),
        E.GLOBAL_NOT_NOW,
    )
    assert g.life(1) == 10
