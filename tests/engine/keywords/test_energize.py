"""Energize (000:L779): "When you roll a die with Energize on its double energy face, use its
Energize ability." Trigger: "energize", on the "rolled" occasion of the card's die when it
shows its double energy face: at the end of the Roll and Reroll Step for the step's rolls
(DM-2.6, DM-7.5), at once for a roll by its owner's effect (DM-22.1)."""

from __future__ import annotations

import json

import pytest

from cards.catalog import DATA
from games.engine import actions as A
from games.engine import events as ev
from games.engine.loading import card_execution, card_from_dict
from tests.engine.helpers import ACTION0, FIST, Game, bac, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

GAIN = {"op": "gain_life", "amount": 2, "target": "you"}
LINE = "Energize - gain 2 life."
SPARK = character(
    "spark", 1, 1, keywords=["energize"],
    abilities=[{"trigger": "energize", "text": LINE, "effects": [GAIN]}], text=[LINE],
)  # fmt: skip
SHAKE = {  # "Reroll target die in your Reserve Pool."
    "id": "shake",
    "name": "Shake",
    "kind": "basic_action",
    "abilities": [
        {
            "trigger": "action",
            "text": "Reroll target die in your Reserve Pool.",
            "effects": [{"op": "reroll", "target": "target_your_die",
                         "filters": {"zone": "reserve"}}],
        }
    ],
}  # fmt: skip
SINGLE, DOUBLE = 3, 5  # faces of `character`: fist, fist fist
DIE = "p1:spark:1"


def rolled(face: int, reroll_to: int | None = None) -> tuple[Game, list[ev.Event]]:
    """Michele rolls her Energize die (`rolled_with`)."""
    return rolled_with(SPARK, face, reroll_to)


def rolled_with(card: dict, face: int, reroll_to: int | None = None) -> tuple[Game, list[ev.Event]]:
    """Michele (7 life of 10) rolls the first die of `card` (in her Prep Area) with three
    Sidekicks in her first Roll and Reroll Step; with `reroll_to`, she rerolls it to that
    face (Energize here, Back for More in tests/engine/test_back_for_more.py)."""
    die = f"p1:{card['id']}:1"
    g = Game(
        teams=(((card["id"], 2),), ((FOE, 2),)),
        bacs=(("shake",), ("counterstrike",)),
        cards=cards_with(card, SHAKE),
    )
    g.start()
    g.hurt(0, 3)
    g.give(0, die)
    g.draw(m(1), m(2), m(3))
    g.draw(m(4), to="oop")
    events = g.roll({die: face, m(1): FIST, m(2): FIST, m(3): FIST})
    if reroll_to is None:
        events += g.reroll()
    else:
        events += g.reroll(die)
        events += g.roll({die: reroll_to})
    return g, events


def test_the_double_energy_face_energizes_at_the_end_of_the_roll_and_reroll_step() -> None:
    g, events = rolled(DOUBLE)
    assert ev.AbilityTriggered(0, "spark", 0, "ability", DIE) in events
    assert ev.LifeGained(0, 2) in events and g.life(0) == 9
    moved = events.index(ev.DiceMoved(0, (DIE, m(1), m(2), m(3)), "reserve", "rolled"))
    main = events.index(ev.StepBegan("main"))
    assert moved < events.index(ev.LifeGained(0, 2)) < main  # before the Main Step
    assert g.pending.kind == "priority"


def test_a_die_rerolled_away_from_the_face_does_not_energize() -> None:
    """DM-2.6: what was rolled in the step is checked at its end."""
    g, events = rolled(DOUBLE, reroll_to=SINGLE)
    assert not of_type(events, ev.AbilityTriggered) and g.life(0) == 7


def test_a_die_rerolled_onto_the_face_energizes_once() -> None:
    g, events = rolled(SINGLE, reroll_to=DOUBLE)
    assert len(of_type(events, ev.AbilityTriggered)) == 1 and g.life(0) == 9


def test_other_faces_do_nothing() -> None:
    for face in (0, 1, 2, SINGLE, 4):
        _, events = rolled(face)
        assert not of_type(events, ev.AbilityTriggered), face


def test_a_roll_by_its_owners_effect_energizes_at_once() -> None:
    """A Main Step reroll (DM-22.1) onto the face: the ability happens right away."""
    g, _ = rolled(SINGLE)
    g.give(0, bac("shake", 1), to="reserve", face=ACTION0)
    g.do(A.UseActionDie(player=0, die=bac("shake", 1)))
    g.target(DIE)
    assert g.pending.kind == "roll" and g.pending.dice == (DIE,)
    events = g.roll({DIE: DOUBLE})
    assert ev.LifeGained(0, 2) in events and DIE in g.zone(0, "reserve")


def test_without_its_ability_as_data_the_card_is_text_only() -> None:
    bare = {**SPARK, "abilities": [], "text": []}
    assert card_execution(bare).reasons == ("Energize: its ability is not card data",)
    assert card_execution(SPARK).executed


def test_the_energize_trigger_needs_the_keyword() -> None:
    with pytest.raises(ValueError, match="unknown trigger 'energize'"):
        card_from_dict({**SPARK, "id": "plain", "keywords": []})


def test_our_energize_card_is_executed() -> None:
    cards = json.loads((DATA / "ocr.json").read_text())["cards"]
    (card,) = [c for c in cards if "energize" in c.get("keywords", ())]
    assert card_execution(card).executed
