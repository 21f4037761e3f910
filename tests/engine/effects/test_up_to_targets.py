""" "Up to N target dice" (`EffectSpec.up_to`): the target choice names one target as usual,
or 1 to N distinct valid targets as pairs (target, 1), each affected by the whole effect
(DM-13.1: chosen targets; DM-12.3: do as much as you can). Refusals: more than N, a
repeated or invalid target, a part other than 1. Bots name several. Our own wording."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine.flow.choices import admits, choices
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c, m

SCATTER = action_card(
    "scatter",
    {"text": "Deal 1 damage to each of up to two target opposing character dice.",
     "effects": [effect("deal_damage", "target_opposing_die", amount=1, up_to=2)]},
)  # fmt: skip


def _used() -> object:
    g = with_action(SCATTER, chris_field=3)
    g.do(A.UseActionDie(player=0, die=bac("scatter", 1)))
    return g


def test_two_targets_each_take_the_whole_effect() -> None:
    g = _used()
    g.do(A.ChooseTarget(player=0, split=((c(5), 1), (c(6), 1))))
    assert {c(5), c(6)} <= g.zone(1, "prep")  # both KO'd (D1), c7 untouched
    assert c(7) in g.zone(1, "field")


def test_one_target_is_an_ordinary_choice() -> None:
    g = _used()
    g.target(c(7))
    assert c(7) in g.zone(1, "prep") and c(5) in g.zone(1, "field")


@pytest.mark.parametrize(
    "split",
    [
        ((c(5), 1), (c(6), 1), (c(7), 1)),  # more than two
        ((c(5), 1), (c(5), 1)),  # twice
        ((c(5), 2),),  # a part other than 1
        ((m(1), 1),),  # not an option (her own die)
    ],
)
def test_refusals(split: tuple) -> None:
    g = _used()
    action = A.ChooseTarget(player=0, split=split)
    g.refuse(action, E.TARGET_INVALID)
    assert not admits(choices(g.state, 0), action)  # the description agrees


def test_the_description_says_how_many() -> None:
    g = _used()
    choice = choices(g.state, 0)
    assert choice.up_to == 2 and set(choice.options) == {c(5), c(6), c(7)}
    assert admits(choice, A.ChooseTarget(player=0, split=((c(5), 1), (c(7), 1))))


def test_up_to_needs_a_chosen_target_kind() -> None:
    with pytest.raises(ValueError, match="up_to needs"):
        card_from_dict(action_card("x", {"effects": [effect("gain_life", "you", up_to=2)]}))


def test_the_greedy_bot_names_several_targets() -> None:
    import random

    from games.engine.sim.bots import greedy_bot

    g = _used()
    action = greedy_bot(g.state, 0, random.Random(1))
    assert isinstance(action, A.ChooseTarget) and len(action.split) == 2
    g.do(action)


def test_a_zone_filter_naming_the_field_and_the_attack_zone_lists_each_die_once() -> None:
    """ "Field Zone" already takes in the Attack Zone (DM-9.1): a filter that names both
    ("field attack") lists an attacking die once, so a choice of several can name it."""
    from games.engine.abilities.targets import targets_for
    from games.engine.model.state import Zone

    g = with_action(SCATTER, chris_field=3)
    attacker = next(iter(g.state.in_zone(1, Zone.FIELD)))
    g.arrange(1, "attack", [attacker])
    found = targets_for(g.state, "all_opposing_dice", 0, (("zone", "field attack reserve"),))
    assert found.count(attacker) == 1 and len(found) == len(set(found))
