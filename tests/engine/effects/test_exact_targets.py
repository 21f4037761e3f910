""" "Two target dice" (`EffectSpec.up_to` with `exact`, abilities/choosers.fewest): the
choice names N distinct valid targets, or all there are if fewer (DM-13.1; docs/rulings.md
"N target dice"); one target alone is refused while two could be named. Our own wording."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine.flow.choices import admits, choices
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c

PAIR_SHOT = action_card(
    "pairshot",
    {"text": "Deal 1 damage to two target opposing character dice.",
     "effects": [effect("deal_damage", "target_opposing_die", amount=1, up_to=2, exact=True)]},
)  # fmt: skip


def _used(chris_field: int = 3) -> object:
    g = with_action(PAIR_SHOT, chris_field=chris_field)
    g.do(A.UseActionDie(player=0, die=bac("pairshot", 1)))
    return g


def test_two_targets_each_take_the_whole_effect() -> None:
    g = _used()
    g.do(A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1))))
    assert {c(5), c(6)} <= g.zone(1, "prep") and c(7) in g.zone(1, "field")


@pytest.mark.parametrize(
    "action",
    [
        A.ChooseTarget(player=0, target=c(5)),  # one, while three could be named
        A.ChooseTarget(player=0, split=((c(5), 1),)),
        A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1), (c(7), 1))),  # three
    ],
)
def test_fewer_or_more_than_two_are_refused(action: A.ChooseTarget) -> None:
    g = _used()
    g.refuse(action, E.TARGET_INVALID)


def test_with_one_valid_target_that_one_is_named() -> None:
    g = _used(chris_field=1)
    g.target(c(5))
    assert c(5) in g.zone(1, "prep")


def test_the_description_asks_for_two() -> None:
    choice = choices(_used().state, 0)
    assert choice.up_to == 2 and choice.at_least == 2
    assert admits(choice, A.ChooseTarget(player=0, split=((c(5), 1), (c(7), 1))))


def test_exact_needs_up_to_two_or_more() -> None:
    with pytest.raises(ValueError, match="exact needs"):
        card_from_dict(action_card("x", {"effects": [
            effect("ko", "target_opposing_die", exact=True)]}))  # fmt: skip
