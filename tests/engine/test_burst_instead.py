"""Burst text that replaces a character's triggered ability (DM-17.2, DM-17.3: "(burst)
Gain 3 life instead."): on a face with the burst, the burst's ability resolves in the base
ability's place; on a face without it, the base ability. And the `level_at_most` filter a
burst's "a level 1 or 2 character" reads (abilities/filters.py). Cards are our own."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.targets import targets_for
from tests.engine.helpers import FIST, MADELYNE, Game, cards_with, m, of_type
from tests.engine.keywords.common import character, face_off

GAIN = {"op": "gain_life", "target": "you"}


def ember() -> dict:
    card = character("ember", 1, 1, abilities=[
        {"trigger": "when_fielded", "effects": [{**GAIN, "amount": 1}]},
        {"trigger": "when_fielded", "bursts": [1], "burst_mode": "replace",
         "effects": [{**GAIN, "amount": 3}]},
    ])  # fmt: skip
    card["faces"][0]["bursts"] = 1  # level 1 shows a burst; level 2 does not
    return card


def fielded_on(face: int) -> list[ev.Event]:
    g = Game(teams=((("ember", 1),), ((MADELYNE, 1),)), cards=cards_with(ember()))
    g.start()
    g.hurt(0, 4)
    g.give(0, "p1:ember:1")
    g.begin({"p1:ember:1": face, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g.field("p1:ember:1")


def test_the_burst_replaces_the_text_on_its_face() -> None:
    """DM-17.3: matching burst text "instead" replaces the regular text: 3 life, not 1."""
    found = fielded_on(0)
    assert ev.LifeGained(0, 3) in found
    assert ev.LifeGained(0, 1) not in found
    assert len(of_type(found, ev.AbilityTriggered)) == 1


def test_without_the_burst_the_text_applies() -> None:
    """DM-17.2: no burst on the face: the base text, 1 life."""
    found = fielded_on(1)
    assert ev.LifeGained(0, 1) in found
    assert ev.LifeGained(0, 3) not in found


def test_level_at_most_names_the_lower_levels() -> None:
    """ "a level 1 or 2 character": level 3 is not one (DM-1.6: levels 1 to 3)."""
    g = face_off([character("low", 1, 1)], [character("high", 1, 1)], chris_field=1)
    g.arrange(1, "field", ["p2:high:1"], face=2)  # Chris's die at level 3
    found = targets_for(g.state, "all_characters", 0, (("level_at_most", 2),))
    assert "p1:low:1" in found and "p2:sidekick:5" in found
    assert "p2:high:1" not in found
