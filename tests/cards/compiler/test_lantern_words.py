""" "(wl)", any Lantern color (cards/compiler/constructs/lantern_words.py): "your (wl)
character dice cost 1 less to purchase if you have three or more active (wl) colors" is a
cost change on dice of any Lantern Corps affiliation (filter `affiliation_any`), held while
the engine's count `your_lantern_colors` is 3 or more (DM-8.7, DM-18.5; docs/rulings.md
"Lantern colors"), played through the engine's purchase cost. Near misses stay text only.
Our own wording."""

from __future__ import annotations

import pytest

from cards.compiler.constructs.lantern_words import LANTERN_ANY
from games.engine.abilities.costs import purchase_cost
from games.engine.abilities.counts import LANTERN_COLORS
from tests.cards.compiler.helpers import compiled, effects, why
from tests.engine.helpers import CHAR, TEAMS, Game, cards_with, die, make_card

LINE = (
    "While Wren Hollow is active, your (wl) character dice cost 1 less to purchase if you "
    "have three or more active (wl) colors."
)


def test_the_icon_is_every_color_the_engine_counts() -> None:
    assert set(LANTERN_ANY.split()) == LANTERN_COLORS


def test_read_as_a_static_cost_change_held_by_the_color_count() -> None:
    made = compiled("character", [LINE])
    (record,) = made["abilities"]
    assert record["effects"] == [
        {"op": "reduce_cost", "amount": 1, "target": "all_your_characters",
         "filters": {"affiliation_any": LANTERN_ANY}}
    ]  # fmt: skip
    assert record["condition"] == {"kind": "count", "count": "your_lantern_colors", "at_least": 3}


def test_another_lantern_die_read_as_any_color() -> None:
    assert effects("character", "When fielded, deal 1 damage to target (wl) character die.") == [
        {"op": "deal_damage", "amount": 1, "target": "target_die",
         "filters": {"affiliation_any": LANTERN_ANY}}
    ]  # fmt: skip
    (made,) = effects("character", "When fielded, draw a die if a (wl) character is active.")
    assert made["condition"]["filters"] == {"affiliation_any": LANTERN_ANY}


@pytest.mark.parametrize(
    "line",
    [
        # another player's colors: no such count
        "When fielded, draw a die if your opponent has three or more active (wl) colors.",
        # colors of no Lantern said: which colors?
        "When fielded, draw a die if you have three or more active colors.",
        # a zone's colors: no such count
        "When fielded, draw a die if you have three or more (wl) colors in your used pile.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def _game(own: list[str], partner: list[str]) -> Game:
    """Wren (the line above, of the `own` colors) and a partner card of cost 4 of the
    `partner` affiliations, both with a die in Michele's Field Zone (a demo team: two
    cards)."""
    wren = make_card("wren", cost=4, affiliations=own, **compiled("character", [LINE]))
    other = make_card("lamp", cost=4, affiliations=partner)
    g = Game(teams=((("wren", 1), ("lamp", 1)), TEAMS[1]), cards=cards_with(wren, other))
    g.start()
    g.arrange(0, "field", [die(0, "wren", 1), die(0, "lamp", 1)], face=CHAR)
    return g


def _cost(g: Game, card: str) -> int:
    return purchase_cost(g.state, 0, g.state.cards[card], g.state.dice[die(0, card, 1)])


def test_three_colors_make_a_lantern_die_cheaper() -> None:
    """Green beside a character of two colors (Blue and Violet): three colors."""
    g = _game(["greenlantern"], ["bluelantern", "purple"])
    assert _cost(g, "lamp") == 3 and _cost(g, "wren") == 3


def test_two_colors_are_not_enough() -> None:
    """Green and Blue are two colors (DM-18.5): no change."""
    g = _game(["greenlantern"], ["bluelantern"])
    assert _cost(g, "lamp") == 4


def test_a_die_of_no_lantern_costs_the_same() -> None:
    g = _game(["greenlantern", "redlantern", "bluelantern"], ["villain"])
    assert _cost(g, "wren") == 3
    assert _cost(g, "lamp") == 4
