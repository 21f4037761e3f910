"""Life counted by the character dice a player fielded this turn (count
`your_fielded_this_turn`, abilities/counts.py; GameState.fielded, DM-18.5: counted as the
ability resolves): a "when fielded" ability counts its own die too. Cards and wording are
our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.model.evolve import evolve
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m
from tests.engine.keywords.common import FOE, character

LINE = "When fielded, gain X life, where X counts the character dice you fielded this turn."
DIE = "p1:tally:1"
CARD = character(
    "tally", 2, 2, text=[LINE],
    abilities=[{"trigger": "when_fielded", "text": LINE,
                "effects": [{"op": "gain_life", "target": "you", "amount": 1,
                             "per": "your_fielded_this_turn"}]}],
)  # fmt: skip


def _game() -> Game:
    g = Game(teams=((("tally", 2),), ((FOE, 2),)), cards=cards_with(CARD))
    g.start()
    g.give(0, DIE)
    g.begin({DIE: 0, m(1): FIST, m(2): FIST, m(3): CHAR}, oop=m(4))
    g.state = evolve(g.state, ev.LifeLost(0, 5, "hurt"))  # room to gain (DM-11.3: the cap)
    return g


def test_its_own_die_alone_counts_one() -> None:
    g = _game()
    before = g.state.players[0].life
    g.field(DIE)
    assert g.state.players[0].life == before + 1


def test_a_die_fielded_earlier_this_turn_counts_too() -> None:
    g = _game()
    before = g.state.players[0].life
    g.field(m(3))
    g.field(DIE)
    assert g.state.players[0].life == before + 2
