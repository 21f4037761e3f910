"""The condition `higher_level` (abilities/higher_level.py): "when <this> attacks, if an
opponent controls a higher level character die, ..." - one of the opponent's character
dice in a Field Zone shows a higher level than the ability's own die (DM-1.4: a character
face's level). Our own wording."""

from __future__ import annotations

from games.engine.abilities.conditions import Context, holds
from games.engine.model.cards import Condition
from tests.engine.keywords.common import character, face_off

HIGHER = Condition("higher_level")


def test_an_opposing_die_of_a_higher_level_holds_and_an_equal_one_does_not() -> None:
    """Both at level 1: not higher. Chris's die at level 2 (face 1): higher."""
    g = face_off([character("climber", 1, 1)], [character("peak", 1, 1)])
    ctx = Context(g.state, 0, "climber", "p1:climber:1")
    assert not holds(ctx, HIGHER)
    g.give(1, "p2:peak:1", to="field", face=1)
    assert holds(Context(g.state, 0, "climber", "p1:climber:1"), HIGHER)


def test_the_die_asked_about_must_show_a_level() -> None:
    """A die showing no character face (here: none asked about) has no level to compare."""
    g = face_off([character("climber", 1, 1)], [character("peak", 1, 1)])
    g.give(1, "p2:peak:1", to="field", face=2)
    assert not holds(Context(g.state, 0, "climber", ""), HIGHER)
    assert holds(Context(g.state, 0, "climber", "p1:climber:1"), HIGHER)


def test_your_own_higher_dice_do_not_count_for_an_opponent() -> None:
    g = face_off([character("climber", 1, 1), character("tall", 1, 1)], [character("peak", 1, 1)])
    g.give(0, "p1:tall:1", to="field", face=2)
    assert not holds(Context(g.state, 0, "climber", "p1:climber:1"), HIGHER)
