"""Overcrush given by a "when blocked" ability ("When blocked, any damage this die deals in
excess of its blockers' total D is dealt to your opponent": `grant_keyword` overcrush on
this die for the turn, constructs/excess.py): the glossary's Overcrush, "excess damage
dealt to the blocking character(s) is dealt to your opponent" (DM-9.7, DM-14.2). Our own
cards."""

from __future__ import annotations

from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, m
from tests.engine.keywords.common import character

CRUSHER = character(
    "crusher", 5, 6,
    abilities=[{"trigger": "when_blocked",
                "text": "When blocked, any damage it deals in excess of its blockers' D is "
                        "dealt to your opponent.",
                "effects": [effect("grant_keyword", "this_die", keyword="overcrush")]}],
)  # fmt: skip
PLAIN = character("plain", 5, 6)
WALL = character("wall", 1, 1)


def _attack(mine: dict) -> Game:  # type: ignore[type-arg]
    """Michele's die of `mine` (5A) attacks; Chris blocks it with his Sidekick c5 (1D)."""
    g = Game(
        teams=(((mine["id"], 2),), (("wall", 2),)),
        cards=cards_with(mine, WALL),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    her = f"p1:{mine['id']}:1"
    g.give(0, her, to="reserve", face=0)
    g.field(her)
    g.pass_all()
    g.attack(her)
    g.pass_all()
    g.block((c(5), her))
    g.pass_all()
    return g


def test_blocked_it_deals_the_excess_to_the_opponent() -> None:
    g = _attack(CRUSHER)
    assert g.life(1) == 10 - 4  # 5 A less the blocker's 1 D (DM-9.7, Overcrush)
    assert c(5) in g.zone(1, "prep")


def test_without_it_a_blocked_die_deals_nothing_to_the_player() -> None:
    g = _attack(PLAIN)
    assert g.life(1) == 10
