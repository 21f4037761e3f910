"""Spark (trigger `when_you_roll_a_burst`, games/engine/abilities/roll_occasions.py;
docs/rulings.md "Spark"): while the card is active (DM-18.1), each die its player rolls
onto a face with bursts (DM-17.1) triggers it, the Roll and Reroll Step's rolls at the
step's end (DM-2.6). Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import FIST, Game, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

GAIN = {"op": "gain_life", "amount": 1, "target": "you"}
FLINT = character(
    "flint", 1, 1, abilities=[{"trigger": "when_you_roll_a_burst", "effects": [GAIN]}]
)
FLINT["faces"][3] = {"kind": "energy", "symbols": ["fist"], "bursts": 1}  # a burst face
BURST, PLAIN = 3, 4


def rolled(face: int, active: bool = True) -> tuple[Game, list[ev.Event]]:
    """Michele (7 of 10 life), a flint die in her Field Zone if `active`, rolls a second
    flint die and three Sidekicks in her first Roll and Reroll Step and keeps the roll."""
    g = Game(teams=((("flint", 2),), ((FOE, 2),)), cards=cards_with(FLINT))
    g.start()
    g.hurt(0, 3)
    if active:
        g.arrange(0, "field", ["p1:flint:2"], face=0)
    g.give(0, "p1:flint:1")
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    events = g.roll({"p1:flint:1": face, m(1): FIST, m(2): FIST, m(3): FIST})
    events += g.reroll()
    return g, events


def test_a_die_rolled_onto_a_burst_face_triggers_it_while_active() -> None:
    g, events = rolled(BURST)
    fired = [e for e in of_type(events, ev.AbilityTriggered) if e.card == "flint"]
    assert [e.source_die for e in fired] == ["p1:flint:1"] and g.life(0) == 8


def test_no_burst_or_not_active_nothing() -> None:
    """Near misses: a face without bursts; the card not active (DM-18.1)."""
    for face, active in ((PLAIN, True), (BURST, False)):
        g, events = rolled(face, active)
        assert not [e for e in of_type(events, ev.AbilityTriggered) if e.card == "flint"]
        assert g.life(0) == 7
