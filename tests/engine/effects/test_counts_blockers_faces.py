"""The count of your blocking character dice (abilities/counts.py `your_blocking_dice`,
DM-18.5): each of your dice declared as a blocker in this combat (DM-9.3), narrowed by its
filters; a die of yours that stays home, or an attacker, is not counted. And the dice of a
Reserve Pool on a double energy face (filter `double_energy`). Cards are ours."""

from __future__ import annotations

from games.engine.abilities.counts import times
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import FIST, GENERIC2, bac, m
from tests.engine.keywords.common import character, face_off

RAIDER = character("raider", 3, 3)
WARDEN = character("warden", 1, 4)
SIDEKICK = "p2:sidekick:5"


def test_blockers_of_the_player_are_counted_one_by_one() -> None:
    g = face_off([RAIDER], [WARDEN], chris_field=1)
    assert times(g.state, "your_blocking_dice", 1) == 0  # no combat yet
    g.attack("p1:raider:1")
    g.block(("p2:warden:1", "p1:raider:1"), (SIDEKICK, "p1:raider:1"))
    assert times(g.state, "your_blocking_dice", 1) == 2
    assert times(g.state, "your_blocking_dice", 0) == 0  # the attacker's side blocks nothing


def test_filters_narrow_and_a_die_left_home_is_not_counted() -> None:
    g = face_off([RAIDER], [WARDEN], chris_field=1)
    g.attack("p1:raider:1")
    g.block(("p2:warden:1", "p1:raider:1"))  # the Sidekick stays home
    assert times(g.state, "your_blocking_dice", 1) == 1
    assert times(g.state, "your_blocking_dice", 1, filters=(("sidekick", True),)) == 0
    assert times(g.state, "your_blocking_dice", 1, filters=(("card", "warden"),)) == 1


def test_dice_on_a_double_energy_face_in_the_reserve_pool() -> None:
    """The `double_energy` filter (DM-2.4: two symbols; a Basic Action Die's double generic
    too): a single symbol or a character face is not one."""
    card = action_card("spark", {"effects": [effect("gain_life", "you", amount=1)]})
    g = with_action(card)  # m2, m3 on Fist (one symbol) in her Reserve Pool
    double = (("double_energy", True),)
    assert times(g.state, "dice_in_your_reserve_pool", 0, filters=double) == 0
    g.give(0, bac("spark", 2), to="reserve", face=GENERIC2)
    g.give(0, m(2), to="reserve", face=FIST)
    assert times(g.state, "dice_in_your_reserve_pool", 0, filters=double) == 1
