"""A card's whole text ignored, Globals included (`no_card_text`, abilities/textless.py;
docs/rulings.md "Card text ignored"): "ignore all text on opposing character cards, their
Global Abilities too, until end of turn" (target `all_opposing_cards`, DM-13.3: every such
card, none chosen). A persistent effect on each card for its owner (DM-14.2): its dice in
the Field Zone have no text (DM-12.1) and do not make it active (DM-18.1), and no player
may use its Globals (DM-8.16 makes them both players'; DM-12.1 "can't" beats "can") until
Cleanup. The card that says it keeps its own text and Globals."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine import legal_actions
from games.engine.abilities.active import is_active
from games.engine.abilities.stats import stats
from games.engine.abilities.textless import NO_CARD_TEXT, globals_ignored, textless
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

HUSHER, WARDEN, C5 = "p1:husher:1", "p2:warden:1", "p2:sidekick:5"
HUSHER_CARD = {
    **character("husher", 1, 3),
    "globals": [
        {"cost": 0, "text": "Ignore all text on opposing character cards ...",
         "effects": [effect(NO_CARD_TEXT, "all_opposing_cards")]},
        {"cost": 0, "text": "You gain 1 life.", "effects": [effect("gain_life", "you", amount=1)]},
    ],
}  # fmt: skip
WARDEN_CARD = character(
    "warden", 1, 3,
    abilities=[{"trigger": "static", "text": "While Warden is active, your dice get +1A.",
                "while_active": "self",
                "effects": [effect("modify_attack", "all_your_characters", amount=1)]}],
    globals=[{"cost": 0, "text": "You gain 1 life.",
              "effects": [effect("gain_life", "you", amount=1)]}],
)  # fmt: skip


def main_step() -> Game:
    """Michele's first turn, Main Step: her Husher die, Chris's Warden die and Sidekick c5 in
    their Field Zones."""
    g = Game(
        teams=((("husher", 2),), (("warden", 2), (FOE, 2))),
        cards=cards_with(HUSHER_CARD, WARDEN_CARD),
    )
    g.start()
    g.give(0, HUSHER, to="field", face=0)
    g.give(1, WARDEN, to="field", face=0)
    g.arrange(1, "field", [C5], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def _use(card: str, ability: int = 0) -> A.UseGlobal:
    return A.UseGlobal(player=0, card=card, ability=ability, paid=())


def _hushed(g: Game) -> list[ev.Event]:
    events = g.do(_use("husher"))
    while g.state.triggers:
        events += g.pass_()
    return events


def _offered(g: Game, card: str) -> bool:
    return any(isinstance(a, A.UseGlobal) and a.card == card for a in legal_actions(g.state, 0))


def test_each_opposing_card_loses_its_text_until_the_end_of_the_turn() -> None:
    g = main_step()
    assert stats(g.state, g.state.dice[C5]) == (2, 1)  # the Warden's +1A
    events = _hushed(g)
    assert ev.EffectStarted(NO_CARD_TEXT, "card:1:warden", "husher", 0, "end_of_turn") in events
    assert textless(g.state, g.state.dice[WARDEN])
    assert not is_active(g.state, 1, "warden")  # DM-18.1: no die of it with its text
    assert stats(g.state, g.state.dice[C5]) == (1, 1)
    assert not textless(g.state, g.state.dice[HUSHER])  # the card that says it keeps its own


def test_no_player_may_use_the_ignored_cards_globals() -> None:
    g = main_step()
    _hushed(g)
    refused = g.refuse(_use("warden"), E.GLOBAL_BARRED)
    assert refused.rule == "DM-12.1"
    assert not _offered(g, "warden")
    g.do(_use("husher", 1))  # her own card's other Global stays usable


def test_a_card_on_both_teams_keeps_its_globals_where_its_text_is_not_ignored() -> None:
    g = Game(
        teams=((("husher", 2), ("warden", 2)), (("warden", 2), (FOE, 2))),
        cards=cards_with(HUSHER_CARD, WARDEN_CARD),
    )
    g.start()
    g.give(0, HUSHER, to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    _hushed(g)
    assert not globals_ignored(g.state, "warden")  # Michele's Warden card is not ignored
    g.do(_use("warden"))
