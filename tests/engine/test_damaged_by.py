"""A player dealt damage by an opponent's ability of one kind (abilities/damaged_by.py): a
Global's (DM-8.19), a character card's, a printed "when fielded" one's; while the card is
active (DM-18.1). Combat damage (DM-9.7) is no ability's; an equal amount is what the damage
left (DM-19.1). Our own cards and wording."""

from __future__ import annotations

from typing import Any

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import FIST, Game, cards_with, m, of_type
from tests.engine.keywords.common import character

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}


def _hit(amount: int) -> dict[str, Any]:
    return {"op": "deal_damage", "amount": amount, "target": "opponent"}


# Michele's: a Global dealing 2, "when fielded" dealing 3, "when attacks" dealing 1
SLINGER = character(
    "slinger", 1, 4,
    abilities=[{"trigger": "when_fielded", "effects": [_hit(3)]},
               {"trigger": "when_attacks", "effects": [_hit(1)]}],
    globals=[{"cost": 1, "effects": [_hit(2)]}],
)  # fmt: skip
# Chris's: each hears one kind
MIRROR = character("mirror", 1, 1, abilities=[{
    "trigger": "when_you_are_damaged_by_opposing_global",
    "effects": [{"op": "deal_damage", "amount": 1, "per": "damage_you_took",
                 "target": "opponent"}]}])  # fmt: skip
# a character card's ability: he gains 1; a "when fielded" one: he gains 2 more
TALLY = character("tally", 1, 1, abilities=[
    {"trigger": "when_you_are_damaged_by_opposing_character", "effects": [GAIN_1]},
    {"trigger": "when_you_are_damaged_by_opposing_when_fielded",
     "effects": [{**GAIN_1, "amount": 2}]}])  # fmt: skip


def _game(active: bool = True) -> Game:
    """Michele's first turn, Main Step: a slinger die in her Reserve Pool on its level 1
    face; Chris's mirror and tally dice in his Field Zone (or his Used Pile)."""
    mine, theirs = [SLINGER], [MIRROR, TALLY]
    g = Game(
        teams=(tuple((c["id"], 2) for c in mine), tuple((c["id"], 2) for c in theirs)),
        cards=cards_with(*mine, *theirs),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    for card in ("mirror", "tally"):
        g.give(1, f"p2:{card}:1", to="field" if active else "used", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, "p1:slinger:1", to="reserve", face=0)
    return g


def _settle(g: Game) -> list[ev.Event]:
    events: list[ev.Event] = []
    while g.pending.kind == "order_triggers":
        events += g.do(A.ChooseTrigger(player=g.pending.player, index=0))
    return events


def _gained(events: list[ev.Event], player: int) -> int:
    return sum(e.amount for e in of_type(events, ev.LifeGained) if e.player == player)


def test_an_opponents_global_damages_you() -> None:
    """DM-8.19: Michele's Global deals Chris 2: his mirror deals her an equal amount (2).
    A Global printed on a character card is no character card's ability: the tally stays
    still."""
    g = _game()
    events = g.use_global("slinger", (m(1), "fist"))
    events += _settle(g)
    assert (g.life(0), g.life(1)) == (8, 8)
    assert _gained(events, 1) == 0


def test_an_opposing_when_fielded_ability_damages_you() -> None:
    """DM-8.13: fielding the slinger triggers its "when fielded": 3 damage to Chris. It is a
    character card's ability and a "when fielded" one: the tally gains him 1, then 2; the
    mirror (Globals only) does not answer."""
    g = _game()
    events = g.field("p1:slinger:1")
    events += _settle(g)
    assert _gained(events, 1) == 3
    assert (g.life(0), g.life(1)) == (10, 10)


def test_near_misses_combat_and_inactive() -> None:
    """DM-9.7: the slinger's unblocked combat damage is no ability's: nothing answers it
    (its "when attacks" 1 damage is a character's ability: tally alone). DM-18.1: with
    Chris's dice in his Used Pile nothing answers the Global."""
    g = _game()
    g.field("p1:slinger:1")
    _settle(g)
    while g.pending.kind != "declare_attackers":
        g.pass_()
        _settle(g)
    events = g.attack("p1:slinger:1")
    events += _settle(g)
    events += g.block()
    events += g.pass_all()
    events += _settle(g)
    assert _gained(events, 1) == 1  # tally, for the "when attacks" damage only
    g = _game(active=False)
    g.use_global("slinger", (m(1), "fist"))
    assert (g.life(0), g.life(1)) == (10, 8)


def test_our_glass_warden_returns_the_damage() -> None:
    """Our 680ocr (Chris's, active): the slinger's "when fielded" 3 damage is a character
    card's ability: the Warden deals Michele that much (3). Her Global's 2 damage is not."""
    g = Game(
        teams=((("slinger", 2),), (("680ocr", 2),)),
        cards=cards_with(SLINGER),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(1, "p2:680ocr:1", to="field", face=0)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, "p1:slinger:1", to="reserve", face=0)
    g.field("p1:slinger:1")
    _settle(g)
    assert (g.life(0), g.life(1)) == (7, 7)
    g.use_global("slinger", (m(1), "fist"))
    _settle(g)
    assert (g.life(0), g.life(1)) == (7, 5)
