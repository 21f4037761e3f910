"""A character's burst text (DM-17.1, DM-17.2): "(burst) When fielded, ..." applies only to
a die whose face shows the bursts (abilities/occasions.py `with_bursts`; the compiler reads
it, cards/compiler/constructs/burst_triggers.py). Cards are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import FIST, MADELYNE, Game, cards_with, m, of_type
from tests.engine.keywords.common import character

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}


def flare() -> dict:
    card = character("flare", 1, 1, abilities=[
        {"trigger": "when_fielded", "bursts": [1], "effects": [GAIN_1]},
    ])  # fmt: skip
    card["faces"][0]["bursts"] = 1  # level 1 shows a burst; level 2 does not
    return card


def fielded_on(face: int) -> list[ev.Event]:
    """Michele's first turn: her flare die rolled to `face` is fielded for free."""
    g = Game(teams=((("flare", 1),), ((MADELYNE, 1),)), cards=cards_with(flare()))
    g.start()
    g.hurt(0, 2)
    g.give(0, "p1:flare:1")
    g.begin({"p1:flare:1": face, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g.field("p1:flare:1")


def test_burst_text_triggers_on_a_face_with_the_burst() -> None:
    """DM-17.2: the level 1 face shows one burst: its text applies."""
    assert ev.LifeGained(0, 1) in fielded_on(0)


def test_burst_text_stays_silent_on_a_face_without_it() -> None:
    """Near miss: fielded on its level 2 face (no burst), the burst text does not apply."""
    assert not of_type(fielded_on(1), ev.AbilityTriggered)
