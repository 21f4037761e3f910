"""One condition over several effects is tested once, as the ability resolves (DM-13.4;
docs/rulings.md "One condition over several effects"; abilities/shared_condition.py): the
first effect's result does not change whether the second happens."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from games.engine.model.evolve import evolve
from tests.engine.helpers import ACTION0, FIST, JUBILEE, Game, bac, cards_with, m

BEHIND = {"kind": "life", "than_opponent": "less"}
CATCH_UP = {
    "id": "catch-up",
    "name": "Catch Up",
    "kind": "basic_action",
    "cost": 1,
    "abilities": [
        {
            "trigger": "action",
            "effects": [
                {"op": "gain_life", "amount": 1, "target": "you", "condition": BEHIND},
                {"op": "lose_life", "amount": 1, "target": "opponent", "condition": BEHIND},
            ],
        }
    ],
}
SPLIT = {  # the near miss: two conditions, each tested as its effect resolves
    **CATCH_UP,
    "id": "split-test",
    "abilities": [
        {
            "trigger": "action",
            "effects": [
                {"op": "gain_life", "amount": 1, "target": "you", "condition": BEHIND},
                {
                    "op": "lose_life",
                    "amount": 1,
                    "target": "opponent",
                    "condition": {**BEHIND, "unless": True},
                },
            ],
        }
    ],
}


def _used(card: dict, michele_down: int) -> Game:
    g = Game(
        teams=(((JUBILEE, 2),), ((JUBILEE, 2),)),
        bacs=((card["id"],), ("counterstrike",)),
        cards=cards_with(card),
    )
    g.start()
    g.give(0, bac(card["id"], 1))
    g.begin({bac(card["id"], 1): ACTION0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    if michele_down:
        g.state = evolve(g.state, ev.PlayerDamaged(0, michele_down, "test", False))
    g.do(A.UseActionDie(player=0, die=bac(card["id"], 1)))
    g.pass_all()
    return g


def test_behind_by_one_both_effects_happen() -> None:
    """10 against 11 after the test: the gain evens the totals, the loss still happens."""
    g = _used(CATCH_UP, 1)
    assert (g.life(0), g.life(1)) == (10, 9)


def test_near_miss_even_totals_neither_happens() -> None:
    g = _used(CATCH_UP, 0)
    assert (g.life(0), g.life(1)) == (10, 10)


def test_near_miss_different_conditions_are_each_tested_in_turn() -> None:
    """The second effect's "unless behind" is asked after the gain: the totals are even."""
    g = _used(SPLIT, 1)
    assert (g.life(0), g.life(1)) == (10, 9)
