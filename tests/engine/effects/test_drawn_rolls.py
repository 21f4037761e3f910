"""A die drawn and rolled by what it is (abilities/outcomes.py `after_draw`, `_rolls_drawn`):
"When fielded, draw a die. If it is a Sidekick, roll it into your Reserve Pool. Otherwise,
put it in your Used Pile." The draw is chance (DM-6.2); the die that matches goes to the
Reserve Pool and is rolled once there (DM-20.3), that roll the next decision once the
ability has resolved. Cards and wording are our own."""

from __future__ import annotations

import pytest

from games.engine.loading import card_from_dict
from tests.engine.effects.test_drawn_outcomes import DIE, OTHER, TO, _card, fielded
from tests.engine.helpers import CHAR, FIST

LINE = (
    "When fielded, draw a die. If it is a Sidekick, roll it. Otherwise, put it in your Used Pile."
)
ROLL = {"op": "roll_from", "target": "rolled_die"}
SPIN = {
    "op": "draw", "amount": 1,
    "rolled": {"drawn": {"sidekick": True}, "effects": [ROLL],
               "otherwise": [{**TO, "zone": "used"}]},
}  # fmt: skip


def test_a_sidekick_drawn_is_rolled_into_the_reserve_pool() -> None:
    g = fielded(SPIN, LINE)
    sidekick = next(d for d in sorted(g.zone(0, "bag")) if d != OTHER)
    g.draw(sidekick, to="outcome")
    assert sidekick in g.zone(0, "reserve") and not g.state.triggers  # resolved (DM-15.3)
    assert g.pending.kind == "roll" and g.pending.dice == (sidekick,)
    g.roll({sidekick: FIST})
    assert sidekick in g.zone(0, "reserve") and g.state.dice[sidekick].face == FIST


def test_otherwise_it_is_not_rolled() -> None:
    g = fielded(SPIN, LINE)
    g.draw(OTHER, to="outcome")
    assert OTHER in g.zone(0, "used") and g.pending.kind != "roll"


def test_a_miss_rolled_the_other_way_round() -> None:
    flipped = {**SPIN, "rolled": {**SPIN["rolled"], "effects": [{**TO, "zone": "used"}],
                                  "otherwise": [ROLL]}}  # fmt: skip
    g = fielded(flipped, LINE)
    g.draw(OTHER, to="outcome")
    assert OTHER in g.zone(0, "reserve") and g.pending.dice == (OTHER,)
    g.roll({OTHER: CHAR})
    assert OTHER in g.zone(0, "reserve") and DIE in g.zone(0, "field")


@pytest.mark.parametrize(
    "rolled",
    [
        # a roll of the drawn die must be its side's last effect
        {"drawn": {"sidekick": True}, "effects": [ROLL, {**TO, "zone": "used"}]},
        # nor once for all ("then")
        {"drawn": {"sidekick": True}, "effects": [{**TO, "zone": "used"}], "then": [ROLL]},
        # a reroll's outcome takes no roll (its die is rolled already)
        {"face": "energy", "effects": [ROLL]},
    ],
)
def test_a_roll_only_of_a_drawn_die_last(rolled: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(ValueError, match=r"no chance|last effect"):
        card_from_dict(_card("x", {"op": "draw", "amount": 1, "rolled": rolled}))
