"""A static bar on the opponent's fielding (effects/field_bar.py, abilities/locks.barred):
"while <this> is active, your opponent can't field level 3 character dice". The dice it
reaches by their face in the Reserve Pool may not be fielded while its card is active
(DM-14.3, DM-12.1); its controller's own dice, and other levels, may. Our own cards."""

from __future__ import annotations

from games.engine.abilities.permissions import may_field
from games.engine.loading import card_execution
from tests.engine.effects.common import effect
from tests.engine.keywords.common import character, face_off

BAR = effect("cant_be_fielded", "all_opposing_characters", filters={"level": 3})
WARDEN = character("warden", 1, 3, abilities=[
    {"trigger": "static", "text": "While active, your opponent can't field level 3 dice.",
     "effects": [BAR], "while_active": "self"}])  # fmt: skip
TALL = character("tall", 2, 2)
LEVEL_1, LEVEL_3 = 0, 2  # face indices of character() (levels 1 to 3)


def _game():  # Michele's Warden in her Field Zone; Chris's Tall dice in his
    g = face_off([WARDEN], [TALL])
    return g


def test_a_level_3_die_of_the_opponent_may_not_be_fielded() -> None:
    g = _game()
    g.give(1, "p2:tall:2", to="reserve", face=LEVEL_3)
    assert not may_field(g.state, "p2:tall:2")


def test_near_misses_another_level_or_the_controllers_own_die() -> None:
    g = _game()
    g.give(1, "p2:tall:2", to="reserve", face=LEVEL_1)
    g.give(0, "p1:warden:2", to="reserve", face=LEVEL_3)
    assert may_field(g.state, "p2:tall:2") and may_field(g.state, "p1:warden:2")


def test_the_bar_ends_when_its_card_is_no_longer_active() -> None:
    """DM-18.1: no die of the Warden in the Field Zone, the static does not hold."""
    g = _game()
    g.give(1, "p2:tall:2", to="reserve", face=LEVEL_3)
    g.give(0, "p1:warden:1", to="used")
    assert may_field(g.state, "p2:tall:2")


def test_the_card_is_executed() -> None:
    assert card_execution(WARDEN).executed
