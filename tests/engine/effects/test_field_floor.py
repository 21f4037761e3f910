""" "Opposing Villain character dice cost at least 2 to field" (abilities/costs.py
`_field_floor`, DM-8.10, DM-14.3; docs/rulings.md "Cost at least N to field"): a floor
after every reduction and "free to field", while its card is active, on the dice it names.
Cards and wording are our own."""

from __future__ import annotations

from games.engine.abilities.costs import field_cost
from tests.engine.helpers import CHAR, TEAMS, Game, cards_with, die, m, make_card

FLOOR = make_card("floorwarden", abilities=[{
    "trigger": "static", "while_active": "self",
    "effects": [{"op": "field_cost_at_least", "amount": 2, "target": "all_opposing_characters",
                 "filters": {"affiliation": "villain"}}],
}])  # fmt: skip
VILLAIN = make_card("rogue", cost=3, affiliations=["villain"])


def _game() -> Game:
    g = Game(
        teams=((("rogue", 2), TEAMS[0][1]), (("floorwarden", 1), TEAMS[1][1])),
        cards=cards_with(FLOOR, VILLAIN),
    )
    g.start()
    g.arrange(1, "field", [die(1, "floorwarden", 1)], face=CHAR)
    g.arrange(0, "reserve", [die(0, "rogue", 1), m(1)], face=CHAR)
    return g


def test_a_floor_on_the_dice_it_names_while_its_card_is_active() -> None:
    g = _game()
    rogue = g.state.dice[die(0, "rogue", 1)]
    assert field_cost(g.state, 0, rogue, 0) == 2  # printed 0: at least 2
    assert field_cost(g.state, 0, rogue, 3) == 3  # above the floor: as it is
    assert field_cost(g.state, 0, g.state.dice[m(1)], 0) == 0  # near miss: not a Villain
    assert field_cost(g.state, 1, rogue, 0) == 0  # near miss: its controller's own fielding
    g.arrange(1, "used", [die(1, "floorwarden", 1)])  # no longer active (DM-18.1)
    assert field_cost(g.state, 0, g.state.dice[die(0, "rogue", 1)], 0) == 0
