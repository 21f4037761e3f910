"""Recruit - <dice> (cards/compiler/set_keywords.py; docs/rulings.md "Recruit"): when this
die deals combat damage to an opponent (DM-9.8), one of its player's <dice> in the Used
Pile, Reserve Pool or Prep Area goes to the Field Zone at level 1. Our own wording."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import actions as A
from games.engine import events as ev
from tests.cards.compiler.helpers import ability, said, why
from tests.engine.helpers import CHAR, c, m, of_type
from tests.engine.keywords.common import at_attack, character

ZONES = "used reserve prep"


@pytest.mark.parametrize(
    ("line", "filters"),
    [
        ("Recruit - (sidekick).", {"sidekick": True}),
        ("Recruit - a (fist) character die.", {"energy_type": "fist", "die_kind": "character"}),
        ("Recruit - Character die with purchase cost of 2 or less",
         {"cost_at_most": 2, "die_kind": "character"}),
        ("Recruit - (sidekick) (When this die damages an opponent with combat damage, move a"
         " (sidekick) die from your Used Pile, Reserve Pool, or Prep Area into the Field on its"
         " level 1 character face.)", {"sidekick": True}),
    ],
)  # fmt: skip
def test_the_kind_recruited_comes_from_three_zones_at_level_1(line: str, filters: dict) -> None:
    record = ability(line)
    assert record["trigger"] == "when_deals_combat_damage_to_opponent"
    (effect,) = record["effects"]
    assert effect == {"op": "move_die", "target": "choose_your_die", "zone": "field",
                      "amount": 1, "filters": {**filters, "zone": ZONES}}  # fmt: skip


def test_the_reading() -> None:
    assert said("Recruit - (sidekick).") == (
        "When this die deals combat damage to an opponent: move one of your Sidekick dice in a"
        " Used Pile, Reserve Pool or Prep Area to the Field Zone on level 1."
    )


@pytest.mark.parametrize(
    "line",
    [
        "Recruit - (sidekick). Gain 1 life.",  # more than the keyword says
        "Recruit - a die that shows its brightest face.",
        "Recruit (sidekick) from your bag.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def _attack(ability: dict[str, Any], blocked: bool) -> Any:
    """Michele's recruiter (3A) attacks with a Sidekick of hers in her Used Pile."""
    g = at_attack(character("recruiter", 3, 3, abilities=[ability]), chris_field=1)
    g.arrange(0, "used", [m(5)])
    g.attack("p1:recruiter:1")
    g.block((c(5), "p1:recruiter:1")) if blocked else g.block()
    events = g.pass_all()
    while g.pending.kind == "order_triggers":
        events += g.do(A.ChooseTrigger(player=0, index=0))
    return g, events


def test_unblocked_damage_recruits_a_sidekick_to_the_field_at_level_1() -> None:
    """Michele's Sidekicks in her Reserve Pool (energy faces) and Used Pile may be chosen;
    the one chosen enters the Field Zone on its character face."""
    g, events = _attack(ability("Recruit - (sidekick)."), blocked=False)
    assert of_type(events, ev.AbilityTriggered)
    assert g.pending.kind == "choose_target" and {m(1), m(5)} <= set(g.pending.options)
    g.target(m(5))
    die = g.state.dice[m(5)]
    assert die.zone.value == "field" and die.face == CHAR  # a Sidekick's character face


def test_near_miss_blocked_no_damage_to_the_opponent_no_recruit() -> None:
    g, _ = _attack(ability("Recruit - (sidekick)."), blocked=True)
    assert g.state.dice[m(5)].zone.value == "used"


def test_a_die_of_another_kind_stays() -> None:
    """Near miss: a Sidekick is no Fist character die (its card has no energy type)."""
    g, _ = _attack(ability("Recruit - a (fist) character die."), blocked=False)
    assert g.pending.kind != "choose_target"
    assert g.state.dice[m(5)].zone.value == "used"
