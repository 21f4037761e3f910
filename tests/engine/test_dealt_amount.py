"""The damage a die dealt this turn as a filter (abilities/dealt_amount.py, filter
`dealt_at_least`; DM-19.1: the damage record keeps what was dealt, less what was prevented):
an action die's burst text "if this die dealt at least 2 damage, put it in your Prep Area"
(DM-17.3: burst text adds to the text, its two abilities ordered by their player, DM-15.2).
Cards are our own."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine.abilities.dealt_amount import check, dealt_this_turn
from games.engine.loading import card_execution
from tests.engine.helpers import ACTION1, CHAR, FIST, Game, bac, cards_with, m


def spite(amount: int) -> dict:
    """Deal `amount` to the opponent; one burst: this die to the Prep Area if it dealt 2."""
    return {
        "id": f"spite-{amount}",
        "name": "Spite",
        "kind": "basic_action",
        "abilities": [
            {"trigger": "action",
             "effects": [{"op": "deal_damage", "amount": amount, "target": "opponent"}]},
            {"trigger": "action", "bursts": [1],
             "effects": [{"op": "move_die", "target": "this_die", "zone": "prep",
                          "condition": {"kind": "this_die",
                                        "filters": {"dealt_at_least": 2}}}]},
        ],
    }  # fmt: skip


def _used(card: dict) -> Game:
    g = Game(bacs=((card["id"],), ("counterstrike",)), cards=cards_with(card))
    g.start()
    die = bac(card["id"], 1)
    g.give(0, die)
    g.begin({die: ACTION1, m(1): CHAR, m(2): FIST, m(3): FIST}, oop=m(4))
    g.do(A.UseActionDie(player=0, die=die))
    while g.pending.kind == "order_triggers":  # the text first, then the burst's (DM-15.2)
        g.do(A.ChooseTrigger(player=0, index=0))
    return g


def test_the_card_is_executed() -> None:
    assert card_execution(spite(2)).executed


def test_a_die_that_dealt_enough_goes_to_the_prep_area() -> None:
    card = spite(2)
    g = _used(card)
    die = bac(card["id"], 1)
    assert dealt_this_turn(g.state, die) == 2
    assert die in g.zone(0, "prep")


def test_near_miss_less_damage_leaves_it_where_used_dice_go() -> None:
    card = spite(1)
    g = _used(card)
    die = bac(card["id"], 1)
    assert dealt_this_turn(g.state, die) == 1
    assert die not in g.zone(0, "prep")


@pytest.mark.parametrize(("value", "wrong"), [(2, False), (0, True), (True, True), ("2", True)])
def test_the_loader_checks_the_amount(value: object, wrong: bool) -> None:
    assert bool(check(value)) is wrong
