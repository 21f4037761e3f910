"""Back for More (the Deadpool set): "Back for More - <effect>. (Use when rolled from the
prep area.)" The trigger `when_rolled_from_prep`: the die's own "rolled" occasion in its
owner's Roll and Reroll Step, whose dice are rolled from the Prep Area and count at the
step's end (DM-2.6, DM-7.1 to DM-7.5), whatever face they show; a roll by an effect in the
Main Step (DM-22.1) is no roll from the Prep Area (games/engine/abilities/roll_occasions.py;
docs/rulings.md "Back for More"). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import ACTION0, Game, bac, of_type
from tests.engine.keywords.common import character
from tests.engine.keywords.test_energize import rolled_with

GAIN = {"op": "gain_life", "amount": 2, "target": "you"}
RETURNER = character(
    "returner", 1, 1, abilities=[{"trigger": "when_rolled_from_prep", "effects": [GAIN]}]
)
DIE = "p1:returner:1"
ENERGY, LEVEL_1 = 3, 0  # faces of `character`


def rolled(face: int) -> tuple[Game, list[ev.Event]]:
    """Michele (7 life of 10) rolls her die (in her Prep Area) with three Sidekicks in her
    first Roll and Reroll Step and keeps the roll."""
    return rolled_with(RETURNER, face)


def test_rolled_from_the_prep_area_on_any_face_it_triggers_at_the_step_s_end() -> None:
    """DM-2.6, DM-7.5: the step's rolls count at its end, before the Main Step."""
    for face in (ENERGY, LEVEL_1):
        g, events = rolled(face)
        assert ev.AbilityTriggered(0, "returner", 0, "ability", DIE) in events, face
        assert g.life(0) == 9
        assert events.index(ev.LifeGained(0, 2)) < events.index(ev.StepBegan("main"))


def test_a_reroll_by_an_effect_in_the_main_step_is_no_roll_from_the_prep_area() -> None:
    """Near miss (DM-22.1): rerolled out of the Reserve Pool by an action die, nothing."""
    g, _ = rolled(ENERGY)
    g.give(0, bac("shake", 1), to="reserve", face=ACTION0)
    g.do(A.UseActionDie(player=0, die=bac("shake", 1)))
    g.target(DIE)
    events = g.roll({DIE: LEVEL_1})
    assert not [e for e in of_type(events, ev.AbilityTriggered) if e.card == "returner"]
    assert g.life(0) == 9
