"""Dice named by a creature type (abilities/creature_types.py, card text): "your Fiend dice
cost 1 less to purchase" reaches the dice whose card's subtitle has the word Fiend ("Lesser
Fiend"), not others, nor another word that only holds it ("Fiendish"); a copy has the copied
card's subtitle (DM-23.3). Cards and wording are our own."""

from __future__ import annotations

from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.creature_types import of_type
from tests.engine.effects.common import effect
from tests.engine.helpers import CHAR, TEAMS, Game, cards_with, die, make_card

KEEPER = make_card(
    "keeper",
    abilities=[{"trigger": "static", "text": "Your Fiend dice cost 1 less to purchase.",
                "effects": [effect("reduce_cost", "all_your_dice", amount=1,
                                   filters={"creature_type": "fiend"})]}],
)  # fmt: skip
IMP = make_card("imp", cost=4, subtitle="Lesser Fiend")
TROLL = make_card("troll", cost=4, subtitle="Fiendish Brute")


def _game() -> Game:
    teams = ((("keeper", 1), ("imp", 1)), (("troll", 1), TEAMS[1][1]))
    g = Game(teams=teams, cards=cards_with(KEEPER, IMP, TROLL))
    g.start()
    return g


def test_a_fiend_costs_less_while_the_card_is_active_and_others_do_not() -> None:
    g = _game()
    imp = g.state.cards["imp"]
    assert purchase_cost(g.state, 0, imp, g.state.dice[die(0, "imp", 1)]) == 4  # not active
    g.arrange(0, "field", [die(0, "keeper", 1)], face=CHAR)
    assert purchase_cost(g.state, 0, imp, g.state.dice[die(0, "imp", 1)]) == 3


def test_the_type_is_a_word_of_the_subtitle_in_any_case() -> None:
    g = _game()
    imp = g.state.dice[die(0, "imp", 1)]
    assert of_type(g.state, imp, "fiend") and of_type(g.state, imp, "Fiend")
    assert not of_type(g.state, imp, "dragon")
    assert not of_type(g.state, g.state.dice[die(1, "troll", 1)], "fiend")  # "Fiendish"
    assert not of_type(g.state, g.state.dice[die(0, "keeper", 1)], "fiend")  # no subtitle
