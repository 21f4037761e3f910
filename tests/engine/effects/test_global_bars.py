"""Bars on using Globals (abilities/global_bars.py; DM-12.1 "you can't" beats "you can",
DM-8.16 to DM-8.19): "players may not use Global Abilities until end of turn" (a persistent
effect, DM-14.2), and the statics while their card is active (DM-14.3, DM-18.1): "each
player may only use 1 Global Ability each turn", "players can only use the Global Abilities
of active characters", "players cannot use the Global Abilities on character cards on their
team". A barred Global is refused with `global/barred` and never offered."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import legal_actions
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

WARDEN, ZAPPER, C5 = "p2:warden:1", "p1:zapper:1", "p2:sidekick:5"


def _warden(op: str) -> dict:
    return character(
        "warden", 1, 3,
        abilities=[{"trigger": "static", "text": "While Warden is active, ...",
                    "while_active": "self", "effects": [effect(op, "all_players")]}],
        globals=[{"cost": 0, "text": "You gain 1 life.",
                  "effects": [effect("gain_life", "you", amount=1)]}],
    )  # fmt: skip


ZAPPER_CARD = {
    **character("zapper", 1, 3),
    "globals": [
        {"cost": 0, "text": "You gain 1 life.", "effects": [effect("gain_life", "you", amount=1)]},
        {"cost": 0, "text": "Neither player may use Global Abilities until end of turn.",
         "effects": [effect("cant_use_globals", "all_players")]},
    ],
}  # fmt: skip


def main_step(warden_op: str = "gain_life", zapper_fielded: bool = True) -> Game:
    """Michele's first turn, Main Step: her Zapper die (fielded or in her Used Pile), Chris's
    Warden die (with a static of `warden_op`) and Sidekick c5 in his Field Zone."""
    g = Game(
        teams=((("zapper", 2),), (("warden", 2), (FOE, 2))),
        cards=cards_with(ZAPPER_CARD, _warden(warden_op)),
    )
    g.start()
    g.give(0, ZAPPER, to="field" if zapper_fielded else "used", face=0)
    g.give(1, WARDEN, to="field", face=0)
    g.arrange(1, "field", [C5], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def _use(card: str, ability: int = 0) -> A.UseGlobal:
    return A.UseGlobal(player=0, card=card, ability=ability, paid=())


def _resolved(g: Game, action: A.UseGlobal) -> None:
    """Use the Global and pass priority until it has resolved (still the Main Step)."""
    g.do(action)
    while g.state.triggers:
        g.pass_()


def _offered(g: Game, card: str) -> bool:
    return any(isinstance(a, A.UseGlobal) and a.card == card for a in legal_actions(g.state, 0))


def test_a_persistent_bar_stops_every_global_until_the_end_of_the_turn() -> None:
    g = main_step()
    _resolved(g, _use("zapper", 1))
    refused = g.refuse(_use("zapper"), E.GLOBAL_BARRED)
    assert refused.rule == "DM-12.1"
    g.refuse(_use("warden"), E.GLOBAL_BARRED)
    assert not _offered(g, "zapper") and not _offered(g, "warden")


def test_one_global_each_turn() -> None:
    g = main_step("one_global_each_turn")
    _resolved(g, _use("zapper"))
    g.refuse(_use("warden"), E.GLOBAL_BARRED)
    assert not _offered(g, "warden")


def test_one_global_each_turn_holds_only_while_its_card_is_active() -> None:
    g = main_step("one_global_each_turn")
    g.arrange(1, "used", [WARDEN])
    _resolved(g, _use("zapper"))
    g.do(_use("zapper"))  # no Warden in the Field Zone: no bar (DM-18.1)


def test_only_the_globals_of_active_characters() -> None:
    g = main_step("only_active_character_globals", zapper_fielded=False)
    g.refuse(_use("zapper"), E.GLOBAL_BARRED)
    g.do(_use("warden"))  # the Warden is active


def test_the_globals_of_an_active_character_stay_usable() -> None:
    g = main_step("only_active_character_globals")
    g.do(_use("zapper"))


def test_no_global_of_your_own_teams_characters() -> None:
    g = main_step("no_own_character_globals")
    g.refuse(_use("zapper"), E.GLOBAL_BARRED)  # Michele's own card
    assert not _offered(g, "zapper")
    g.do(_use("warden"))  # Chris's card: hers to use as well (DM-8.16)
