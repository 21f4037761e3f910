"""spin_to (effects/spin_to.py): "spin target character die to level N" turns it to that
level's character face, up or down (DM-21); a die already there is no target (DM-13.4), and
a die with fewer levels goes to its highest (DM-21.2)."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.effects import EFFECTS
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger
from tests.engine.keywords.common import character, face_off

CHARGER = character("charger", 1, 1)
DIE, SIDEKICK = "p1:charger:1", "p2:sidekick:5"


def spin(g, level: int, *targets: str) -> list[ev.Event]:  # type: ignore[no-untyped-def]
    b = Batch(g.state)
    spec = EffectSpec("spin_to", amount=level, target="all_characters")
    EFFECTS["spin_to"].apply(b, spec, Trigger(0, "charger", 0), list(targets))
    g.state = b.state
    return b.events


def test_to_a_level_up_or_down() -> None:
    g = face_off([CHARGER], [], chris_field=1)
    assert spin(g, 3, DIE) == [ev.DieSpun(DIE, 2, "charger")]  # level 1 -> 3 at once
    assert spin(g, 1, DIE) == [ev.DieSpun(DIE, 0, "charger")]
    assert spin(g, 1, DIE) == []  # already there


def test_a_die_with_fewer_levels_goes_to_its_highest() -> None:
    g = face_off([CHARGER], [], chris_field=1)
    assert spin(g, 3, SIDEKICK) == []  # a Sidekick has one level: it stays


def test_a_chosen_target_must_be_one_it_changes() -> None:
    g = face_off([CHARGER], [], chris_field=1)
    accepts = EFFECTS["spin_to"].accepts
    spec = EffectSpec("spin_to", amount=1, target="target_die")
    trigger = Trigger(0, "charger", 0)
    assert not accepts(g.state, spec, trigger, DIE)  # at level 1 already
    spin(g, 2, DIE)
    assert accepts(g.state, spec, trigger, DIE)
