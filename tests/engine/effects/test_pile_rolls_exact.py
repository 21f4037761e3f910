"""Dice rolled out of a pile by number: "roll 2 Sidekick dice from your Used Pile" (the
engine's `roll_from` with `up_to` 2 and `exact`): the player chooses which two (DM-13.1),
exactly two or all there are if fewer (docs/rulings.md "Dice rolled from a pile"); they are
one roll into the Reserve Pool (DM-20.3). Our own wording."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine.flow.choices import choices
from games.engine.model.errors import IllegalAction
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, FIST, Game, bac, m

SUMMON = action_card(
    "summon",
    {"text": "Roll 2 Sidekick dice from your Used Pile.",
     "effects": [effect("roll_from", "choose_your_die", up_to=2, exact=True,
                        filters={"zone": "used", "sidekick": True})]},
)  # fmt: skip


def _summon(sidekicks: list[str]) -> Game:
    """Michele's first turn, Main Step: her Summon die used; her Used Pile holds the
    Sidekicks given and a Summon die of her own."""
    g = with_action(SUMMON)
    g.arrange(0, "used", sidekicks)
    g.give(0, bac("summon", 2), to="used")
    g.do(A.UseActionDie(player=0, die=bac("summon", 1)))
    return g


def test_two_dice_named_are_rolled_into_the_reserve_pool() -> None:
    """DM-13.1: the player names two of the Sidekicks; DM-20.3: one roll, Reserve Pool."""
    g = _summon([m(5), m(6), m(7)])
    assert set(choices(g.state, 0).options) == {m(5), m(6), m(7)}
    g.do(A.ChooseTarget(player=0, split=((m(5), 1), (m(7), 1))))
    g.roll({m(5): CHAR, m(7): FIST})
    assert {m(5), m(7)} <= g.zone(0, "reserve") and m(6) in g.zone(0, "used")


def test_one_die_named_of_several_is_refused() -> None:
    """Near miss of "up to 2": with two or more Sidekicks there, one alone is not enough;
    nothing changes."""
    g = _summon([m(5), m(6)])
    before = g.state
    with pytest.raises(IllegalAction):
        g.do(A.ChooseTarget(player=0, split=((m(5), 1),)))
    assert g.state == before


def test_one_die_there_is_rolled_alone() -> None:
    """All there are if fewer: one Sidekick in the pile is rolled alone."""
    g = _summon([m(5)])
    g.do(A.ChooseTarget(player=0, split=((m(5), 1),)))
    g.roll({m(5): CHAR})
    assert m(5) in g.zone(0, "reserve")
