"""Cost changes both ways (abilities/costs.py): "opposing character dice cost 1 more to
field" (a static ability on an opposing dice kind, while its card is active, DM-18.1 and
DM-14.3), "your opponent's purchases cost 2 more this turn" (persistent on a player, DM-14.2),
and an increase against a reduction (DM-8.7's floor bounds reductions only; DM-8.10).
Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.costs import field_cost, purchase_cost
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, TEAMS, Game, cards_with, die, m, make_card

WARDEN = make_card(
    "warden",
    abilities=[{"trigger": "static", "text": "Opposing character dice cost 1 more to field.",
                "effects": [effect("increase_field_cost", "all_opposing_dice", amount=1)]}],
)  # fmt: skip
TAX = action_card(
    "tax",
    {"text": "Dice your opponent purchases this turn cost 2 more.",
     "effects": [effect("increase_cost", "opponent", amount=2)]},
)  # fmt: skip


def test_an_opposing_static_makes_fielding_cost_more_while_its_card_is_active() -> None:
    g = Game(teams=(TEAMS[0], (("warden", 1), TEAMS[1][1])), cards=cards_with(WARDEN))
    g.start()
    g.arrange(1, "field", [die(1, "warden", 1)], face=CHAR)
    g.arrange(0, "reserve", [m(1)], face=CHAR)
    sidekick = g.state.dice[m(1)]
    assert field_cost(g.state, 0, sidekick, 0) == 1  # Michele's: +1
    assert field_cost(g.state, 1, sidekick, 0) == 0  # near miss: not its controller's dice
    g.arrange(1, "used", [die(1, "warden", 1)])  # no longer active: the usual cost
    assert field_cost(g.state, 0, g.state.dice[m(1)], 0) == 0


def test_a_persistent_increase_on_the_opponent_for_this_turn() -> None:
    g = with_action(TAX)
    events = use(g, "tax")
    assert ev.EffectStarted("increase_cost", "player:1", "tax", 0, "end_of_turn", 2) in events
    card = g.state.cards["madelyne-pryor-anodyne"]
    printed = card.cost
    supply = g.state.dice[die(1, card.id, 1)]
    assert purchase_cost(g.state, 1, card, supply) == printed + 2
    assert purchase_cost(g.state, 0, card, supply) == printed  # Michele's are not taxed


def test_an_increase_and_a_reduction_add_up() -> None:
    """A card that costs 2 less on a player taxed 2 more costs its printed cost."""
    cheap = make_card("cheap", cost=4, abilities=[{"trigger": "static",
        "effects": [effect("reduce_cost", "this_card", amount=2)]}])  # fmt: skip
    g = with_action(TAX, cheap)
    card = g.state.cards["cheap"]
    use(g, "tax")
    assert purchase_cost(g.state, 0, card, g.state.dice[die(0, "cheap", 1)]) == 2
    card_from_dict(cheap)  # loads


TOLL = make_card(
    "toll",
    abilities=[{"trigger": "static",
                "text": "Your opponents pay 1 more to purchase each die of cost 2 or less.",
                "effects": [effect("increase_cost", "all_opposing_dice", amount=1,
                                   filters={"cost_at_most": 2})]}],
)  # fmt: skip


def test_a_static_tax_on_the_opponents_cheap_dice_only() -> None:
    """DM-8.7: the opponent's purchase of a die of printed cost 2 or less costs 1 more while
    the card is active (DM-18.1); a dearer die, and its controller's own, cost as printed."""
    cheap, dear = make_card("cheapling", cost=2), make_card("dearling", cost=5)
    teams = ((("cheapling", 1), ("dearling", 1)), (("toll", 1), TEAMS[1][1]))
    g = Game(teams=teams, cards=cards_with(TOLL, cheap, dear))
    g.start()
    g.arrange(1, "field", [die(1, "toll", 1)], face=CHAR)
    low, high = g.state.cards["cheapling"], g.state.cards["dearling"]
    assert purchase_cost(g.state, 0, low, g.state.dice[die(0, "cheapling", 1)]) == 3
    assert purchase_cost(g.state, 0, high, g.state.dice[die(0, "dearling", 1)]) == 5
    toll = g.state.cards["toll"]  # near miss: its controller's own die (cost 1) as printed
    assert purchase_cost(g.state, 1, toll, g.state.dice[die(1, "toll", 1)]) == 1
