"""boomerang (effects/boomerang.py; docs/rulings.md "Boomerang"): the last effect of its action
die's one ability (the compiler puts it there), so after the die's own effect the die is
rolled where its use left it (Out of Play, DM-8.14; in the Reserve Pool under the 2014
rules); on an action face it goes to the Prep Area, else where a used die goes (Out of Play
until the end of the turn, 000:L182-186; the Used Pile in 2014). Cards and wording are our
own."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import ACTION1, GENERIC2, bac, of_type

_BACK = effect(
    "boomerang",
    "this_die",
    rolled={
        "face": "action",
        "effects": [effect("move_die", "rolled_die", zone="prep")],
        "otherwise": [effect("move_die", "rolled_die", zone="used", filters={"zone": "reserve"})],
    },
)
_ZAP = effect("deal_damage", "opponent", amount=1)
RANG = action_card("rang", {"text": "x", "effects": [_ZAP, _BACK]})
PLAIN = action_card("plain", {"text": "x", "effects": [_ZAP]})
DIE = bac("rang", 1)


def _used(**options: Any):  # type: ignore[no-untyped-def]
    g = with_action(RANG, **options)
    before = g.life(1)
    events = use(g, "rang")
    assert g.life(1) == before - 1  # (the die's own effect resolved)
    return g, events


def test_its_own_effect_first_then_the_roll() -> None:
    g, events = _used()
    asked = ev.ChanceRequested("roll", 0, dice=(DIE,), to="outcome")
    assert asked in events and DIE in g.zone(0, "oop")  # (DM-8.14: used, then rolled)
    damage = [i for i, e in enumerate(events) if isinstance(e, ev.PlayerDamaged)]
    assert damage and damage[-1] < events.index(asked)


def test_no_choice_of_order_between_the_effect_and_the_roll() -> None:
    g, _ = _used()  # one ability: nothing for the player to order (DM-8.14 "after using")
    assert g.pending.kind == "roll"  # (the roll asked for, no "order_triggers")


def test_an_action_face_goes_to_the_prep_area() -> None:
    g, _ = _used()
    g.roll({DIE: ACTION1})
    assert DIE in g.zone(0, "prep") and DIE not in g.zone(0, "oop")


def test_another_face_stays_out_of_play_until_the_end_of_the_turn() -> None:
    g, _ = _used()
    g.roll({DIE: GENERIC2})
    assert DIE in g.zone(0, "oop") and DIE not in g.zone(0, "prep")


@pytest.mark.parametrize("face, zone", [(ACTION1, "prep"), (GENERIC2, "used")])
def test_under_the_2014_rules_from_the_reserve_pool(face: int, zone: str) -> None:
    g, events = _used(rules="dm-2014")
    assert ev.ChanceRequested("roll", 0, dice=(DIE,), to="outcome") in events
    g.roll({DIE: face})
    assert DIE in g.zone(0, zone) and DIE not in g.zone(0, "reserve")


def test_a_die_without_it_is_not_rolled() -> None:
    g = with_action(PLAIN)
    events = use(g, "plain")
    assert not of_type(events, ev.ChanceRequested) and bac("plain", 1) in g.zone(0, "oop")
