"""An action die whose card says when it may be used (abilities/action_windows.py): "Use
only after blockers are assigned." Its ability's `steps` ("action_global_window": the
Action/Global window after blockers are declared, DM-9.6) are the only windows its die may
be used in; without steps any window the rules allow (DM-8.14). Cards are our own."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine.loading import card_from_dict
from tests.engine.helpers import ACTION0, CHAR, FIST, Game, bac, cards_with, m
from tests.engine.keywords.common import FOE, character

LATE = bac("late", 1)
GAIN = {"op": "gain_life", "amount": 1, "target": "you"}


def late(steps: list[str] | None) -> dict[str, Any]:
    """A Basic Action Card of ours: "use only after blockers are declared: gain 1 life"."""
    ability: dict[str, Any] = {"trigger": "action", "effects": [GAIN]}
    if steps is not None:
        ability["steps"] = steps
    return {"id": "late", "name": "Late", "kind": "basic_action", "abilities": [ability]}


def at_attack(steps: list[str] | None) -> Game:
    """Michele's first turn, Main Step: her runner in the Field Zone, a die of `late` in her
    Reserve Pool on an action face; a Sidekick of Chris's in his Field Zone."""
    runner = character("runner", 2, 2)
    g = Game(
        teams=((("runner", 2),), ((FOE, 2),)),
        bacs=(("late",), ("counterstrike",)),
        cards=cards_with(runner, late(steps)),
        first_player_may_attack_first_turn=True,
    )
    g.start()
    g.give(0, "p1:runner:1", to="field", face=0)
    g.arrange(1, "field", ["p2:sidekick:5"], face=CHAR)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, LATE, to="reserve", face=ACTION0)
    g.hurt(0, 3)  # (room to gain life)
    return g


def test_not_usable_in_the_main_step() -> None:
    g = at_attack(["action_global_window"])
    g.refuse(A.UseActionDie(player=0, die=LATE), E.ACTION_DIE_NOT_NOW)


def test_usable_after_blockers_are_declared() -> None:
    g = at_attack(["action_global_window"])
    g.pass_all()
    g.attack("p1:runner:1")
    g.block(("p2:sidekick:5", "p1:runner:1"))
    assert g.state.step.value == "action_global_window"
    life = g.life(0)
    g.do(A.UseActionDie(player=0, die=LATE))
    assert g.life(0) == life + 1


def test_near_miss_without_steps_the_main_step_is_fine() -> None:
    g = at_attack(None)
    life = g.life(0)
    g.do(A.UseActionDie(player=0, die=LATE))
    assert g.life(0) == life + 1


@pytest.mark.parametrize(
    ("trigger", "steps"), [("action", ["declare_blockers"]), ("when_fielded", ["main"])]
)
def test_steps_are_global_windows_of_an_action_only(trigger: str, steps: list[str]) -> None:
    card = {**late(steps), "abilities": [{"trigger": trigger, "effects": [GAIN], "steps": steps}]}
    if trigger != "action":
        card = {**character("x", 1, 1), "abilities": card["abilities"]}
    with pytest.raises(ValueError, match="steps"):
        card_from_dict(card)
