""" "Spin target character die up or down one level" (target kind `level_of_choice`,
abilities/either_way.py; effect `spin_to_level`, effects/spin_either.py): the die is chosen
(targeted, DM-13.1), then the way, as the face one level up or one level down; a die never
spins past its ends (DM-21.2). Our own cards and wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import bac, c
from tests.engine.keywords.common import character

SWAY = action_card(
    "sway",
    {"text": "Spin target character die one level, up or down as you like.",
     "effects": [effect("choose", "target_die"),
                 effect("spin_to_level", "level_of_choice", filters={"of_choice": 0}, choice=1)]},
)  # fmt: skip
CLIMBER = "p1:climber:1"


def _sway_at(face: int):  # type: ignore[no-untyped-def]
    g = with_action(SWAY, character("climber", 1, 1))
    g.give(0, CLIMBER, to="field", face=face)
    g.do(A.UseActionDie(player=0, die=bac("sway", 1)))
    g.do(A.ChooseTarget(player=0, target=CLIMBER))
    return g


def test_a_middle_level_die_may_go_either_way() -> None:
    g = _sway_at(1)  # level 2 of 3
    assert g.pending.kind == "choose_target" and g.pending.player == 0
    assert sorted(g.pending.options) == [f"{CLIMBER}@0", f"{CLIMBER}@2"]
    events = g.do(A.ChooseTarget(player=0, target=f"{CLIMBER}@2"))
    assert g.face(CLIMBER) == 2
    assert any(isinstance(e, ev.DieSpun) and e.die == CLIMBER for e in events)


def test_down_is_the_other_answer() -> None:
    g = _sway_at(1)
    g.do(A.ChooseTarget(player=0, target=f"{CLIMBER}@0"))
    assert g.face(CLIMBER) == 0


def test_no_way_past_the_ends_is_offered() -> None:
    """Near miss: at level 1 only up is offered; two levels at once is refused (DM-21.2)."""
    g = _sway_at(0)
    assert g.pending.options == (f"{CLIMBER}@1",)
    g.refuse(A.ChooseTarget(player=0, target=f"{CLIMBER}@2"), E.TARGET_INVALID)
    g.refuse(A.ChooseTarget(player=0, target=CLIMBER), E.TARGET_INVALID)  # a die, not a way
    g.do(A.ChooseTarget(player=0, target=f"{CLIMBER}@1"))
    assert g.face(CLIMBER) == 1


def test_a_one_level_die_is_not_spun() -> None:
    """Near miss: a Sidekick has one character face: there is no way to go, nothing moves."""
    g = with_action(SWAY, character("climber", 1, 1))
    g.do(A.UseActionDie(player=0, die=bac("sway", 1)))
    before = g.face(c(5))
    g.do(A.ChooseTarget(player=0, target=c(5)))
    assert g.face(c(5)) == before and c(5) in g.zone(1, "field")
