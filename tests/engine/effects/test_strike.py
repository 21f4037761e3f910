"""Strike (a set keyword; docs/rulings.md "Strike"): "if you field no other characters this
turn, this die gets +2A, +2D and Overcrush" is a static of the card's dice (DM-14.3) with
the condition `fielded_alone`, read from the dice fielded this turn (GameState.fielded,
emptied as each turn begins). Cards are our own."""

from __future__ import annotations

from games.engine.abilities.stats import stats
from games.engine.abilities.texts import has_keyword
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, FIST, Game, c, cards_with, die, m, make_card

STRIKER = make_card(
    "striker",
    abilities=[{"trigger": "static", "text": "Strike", "condition": {"kind": "fielded_alone"},
                "effects": [effect("modify_stats", "this_card", amount=2),
                            effect("grant_keyword", "this_card", keyword="overcrush")]}],
)  # fmt: skip


def game() -> tuple[Game, str]:
    g = Game(teams=((("striker", 2),), (("striker", 1),)), cards=cards_with(STRIKER))
    g.start()
    g.arrange(1, "field", [c(5)], face=CHAR)
    g.begin({m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    striker = die(0, "striker", 1)
    g.give(0, striker, to="reserve", face=CHAR)
    return g, striker


def test_the_only_die_fielded_this_turn_strikes() -> None:
    g, striker = game()
    g.field(striker)
    assert g.state.fielded == ((0, striker),)
    assert stats(g.state, g.state.dice[striker]) == (3, 3)
    assert has_keyword(g.state, g.state.dice[striker], "overcrush")


def test_near_miss_another_die_fielded_this_turn_ends_it() -> None:
    """Fielding the Sidekick after it (or before) is another character fielded this turn."""
    g, striker = game()
    g.field(striker)
    g.field(m(1))
    assert stats(g.state, g.state.dice[striker]) == (1, 1)
    assert not has_keyword(g.state, g.state.dice[striker], "overcrush")
