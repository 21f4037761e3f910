"""Cost changes that name dice for a while, or once (abilities/costs.py): "your Villain
dice cost 1 less to purchase this turn" (persistent on the player, only the dice named,
DM-14.2 and DM-8.7), "the next action die you purchase this turn costs 2 less" (used up
by that purchase), a static that counts ("costs 1 less for each die in your Prep Area",
DM-18.5) or holds only while its condition does (DM-14.3), and the purchase-cost filters
("with purchase cost 2 or less"). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.costs import field_cost, purchase_cost
from games.engine.abilities.filters import FILTERS
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, FIST, bac, die, m, make_card

VILLAINS = make_card("villainous", cost=4, affiliations=["villain"])
HEROES = make_card("heroic", cost=4, affiliations=["avengers"])
CHEAP_VILLAINS = action_card(
    "cheap-villains",
    {"text": "Your Villain character dice cost 1 less to purchase this turn.",
     "effects": [effect("reduce_cost", "all_your_characters", amount=1,
                        filters={"affiliation": "villain"})]},
)  # fmt: skip
NEXT_VILLAIN = action_card(
    "next-villain",
    {"text": "The next Villain die you purchase this turn costs 2 less.",
     "effects": [effect("reduce_next_cost", "you", amount=2),
                 ]},
)  # fmt: skip
NEXT_ACTION = action_card(
    "next-action",
    {"text": "Your next action die bought this turn costs 2 less.",
     "effects": [effect("reduce_next_cost", "all_your_dice", amount=2,
                        filters={"die_kind": "action"})]},
)  # fmt: skip


def _cost(g, card_id: str, player: int = 0) -> int:
    card = g.state.cards[card_id]
    supply = g.state.dice[die(player, card_id, 1)] if card.kind == "character" else None
    if supply is None:
        supply = g.state.dice.get(bac(card_id, 2))
    return purchase_cost(g.state, player, card, supply)


def test_a_lasting_reduction_on_named_dice_reaches_only_those() -> None:
    """DM-14.2: it lasts the turn; DM-8.7: Villain dice cost 1 less, others their cost."""
    g = with_action(CHEAP_VILLAINS, VILLAINS, HEROES)
    events = use(g, "cheap-villains")
    started = [e for e in events if isinstance(e, ev.EffectStarted)]
    assert [(e.effect, e.target, e.amount) for e in started] == [("reduce_cost", "player:0", 1)]
    assert started[0].to  # it names the dice of the effect's data
    assert _cost(g, "villainous") == 3
    assert _cost(g, "heroic") == 4  # near miss: not a Villain
    assert (
        purchase_cost(  # near miss: Chris's purchases are not reduced
            g.state, 1, g.state.cards["villainous"], g.state.dice[die(0, "villainous", 1)]
        )
        == 4
    )


def test_the_next_die_costs_less_once_then_the_reduction_is_used_up() -> None:
    """ "The next die you purchase costs 2 less": the first purchase takes it (DM-8.7)."""
    g = with_action(NEXT_VILLAIN, VILLAINS, HEROES)
    use(g, "next-villain")
    assert _cost(g, "villainous") == 2 and _cost(g, "heroic") == 2
    g.give(0, m(2), to="reserve", face=FIST)
    g.give(0, m(3), to="reserve", face=FIST)
    events = g.buy("heroic", (m(2), "fist"), (m(3), "fist"))
    assert ev.EffectEnded("reduce_next_cost", "player:0", "next-villain") in events
    assert _cost(g, "villainous") == 4  # used up: the next one costs its printed cost


def test_the_next_action_die_skips_other_dice() -> None:
    """A filtered "next" reduction waits for the die it names (an action die)."""
    g = with_action(NEXT_ACTION, VILLAINS)
    use(g, "next-action")
    assert _cost(g, "villainous") == 4  # a character die: not the one it waits for
    card = g.state.cards["next-action"]
    assert purchase_cost(g.state, 0, card, g.state.dice[bac("next-action", 2)]) == 1  # floor


def test_a_static_that_counts_and_one_with_a_condition() -> None:
    """DM-18.5 counts as it is asked; DM-14.3: a static holds while its condition does."""
    counting = make_card(
        "counting",
        cost=5,
        abilities=[
            {
                "trigger": "static",
                "effects": [
                    effect("reduce_cost", "this_card", amount=1, per="dice_in_your_prep_area")
                ],
            }
        ],
    )
    frail = make_card("frail", cost=5, abilities=[{"trigger": "static", "effects": [
        effect("reduce_cost", "this_card", amount=2,
               condition={"kind": "life", "at_most": 5})]}])  # fmt: skip
    g = with_action(CHEAP_VILLAINS, counting, frail)
    prep = len(g.zone(0, "prep"))
    assert _cost(g, "counting") == max(1, 5 - prep)
    assert _cost(g, "frail") == 5  # 10 life (the demo's): the condition does not hold
    g.hurt(0, 5)
    assert _cost(g, "frail") == 3


def test_purchase_and_fielding_cost_filters() -> None:
    g = with_action(CHEAP_VILLAINS, VILLAINS)
    sidekick, villain = g.state.dice[m(1)], g.state.dice[die(0, "villainous", 1)]
    assert FILTERS["cost_at_most"](g.state, sidekick, 2)  # a Sidekick costs 0
    assert not FILTERS["cost_at_most"](g.state, villain, 3)
    assert FILTERS["cost_at_least"](g.state, villain, 4)
    assert FILTERS["field_cost"](g.state, sidekick, 0)  # fielded, on its character face
    assert not FILTERS["field_cost"](g.state, villain, 0)  # in the supply: shows nothing
    assert field_cost(g.state, 0, sidekick, 0) == 0
    assert CHAR == 0


def test_free_to_field_and_an_increase_still_added() -> None:
    """docs/rulings.md "Free to field": the printed cost counts as 0 (DM-8.10), an increase
    adds to it."""
    free = make_card("freer", cost=3, abilities=[{"trigger": "static", "effects": [
        effect("free_field", "all_your_characters", filters={"field_cost": 1})]}],
        )  # fmt: skip
    free["abilities"][0]["while_active"] = "self"
    taxer = make_card("taxer", abilities=[{"trigger": "static", "while_active": "self",
        "effects": [effect("increase_field_cost", "all_your_characters", amount=1)]}])  # fmt: skip
    g = with_action(CHEAP_VILLAINS, free, taxer)
    g.give(0, die(0, "freer", 1), to="field", face=CHAR)
    g.give(0, die(0, "freer", 2), to="reserve", face=1)  # level 2: fielding cost 1
    level2 = g.state.dice[die(0, "freer", 2)]
    assert field_cost(g.state, 0, level2, 1) == 0
    g.give(0, die(0, "taxer", 1), to="field", face=CHAR)  # "your dice cost 1 more to field"
    assert field_cost(g.state, 0, level2, 1) == 1  # free, then 1 more
    g.arrange(0, "used", [die(0, "taxer", 1)])
    g.arrange(0, "reserve", [m(2)], face=CHAR)  # a Sidekick costs 0: not the dice named
    assert field_cost(g.state, 0, g.state.dice[m(2)], 0) == 0
    g.arrange(0, "used", [die(0, "freer", 1)])  # no longer active: its printed cost
    assert field_cost(g.state, 0, g.state.dice[die(0, "freer", 2)], 1) == 1


def test_free_to_field_while_its_condition_holds() -> None:
    """ "If you control 2 or more Sidekick character dice, you may field <this> for free":
    a static on this card whether active or not (DM-8.10, DM-14.3), free only while
    Michele has two Sidekick character dice in her Field Zone; the printed cost otherwise."""
    two = {"kind": "dice", "whose": "yours", "at_least": 2, "filters": {"sidekick": True}}
    free = make_card("bold", cost=3, abilities=[{"trigger": "static", "condition": two,
        "effects": [effect("free_field", "this_card")]}])  # fmt: skip
    g = with_action(CHEAP_VILLAINS, free)
    g.give(0, die(0, "bold", 1), to="reserve", face=1)  # level 2: fielding cost 1
    bold = g.state.dice[die(0, "bold", 1)]
    assert field_cost(g.state, 0, bold, 1) == 1  # one Sidekick (m1) in her Field Zone
    g.arrange(0, "field", [m(2)], face=CHAR)
    assert field_cost(g.state, 0, g.state.dice[die(0, "bold", 1)], 1) == 0
