"""Dice drawn and sorted (cards/compiler/constructs/draw_sort.py): two dice drawn, then one
put in your Prep Area and the other in your Used Pile, is the engine's `draw_sort` (the player
chooses which drawn die goes to the Prep Area, DM-13.1; DM-6.2 the draw), on an action die
or as a burst that replaces a character's triggered ability (DM-17.3). Our own wording; near
misses stay text only."""

from __future__ import annotations

import pytest

from cards.execution import status
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why

SORT = [{"op": "draw_sort", "amount": 2}]


@pytest.mark.parametrize(
    "line",
    [
        "Draw two dice; put one into your Prep Area and the other in your Used Pile.",
        "Draw two dice from your bag; put one into your Prep Area and the other into your"
        " Used Pile.",
        # "prep one": the same words for the die put in the Prep Area
        "Draw 2 dice. Prep one and place the other in your Used Pile.",
        # the Used Pile said first: the same sorting, the player's choice of which goes where
        "Draw 2 dice; place one in your Used Pile and the other in your Prep Area.",
    ],
)
def test_an_action_draws_two_and_sorts_them(line: str) -> None:
    assert effects("action", line) == SORT


def test_a_burst_replaces_a_characters_prep_with_the_draw_and_sort() -> None:
    lines = [
        f"When {NAME} blocks, draw one die and place it in your Prep Area.",
        "(burst) Instead draw 2 dice; put one into your Prep Area and the other into your"
        " Used Pile.",
    ]
    made = compiled("character", lines)
    assert status({"id": CODE, "kind": "character", "name": NAME, "text": lines, **made}).executed
    base, burst = made["abilities"]
    assert base["effects"] == [{"op": "prep", "amount": 1, "zone": "bag"}]
    assert burst["trigger"] == "when_blocks" and burst["burst_mode"] == "replace"
    assert burst["bursts"] == [1] and burst["effects"] == SORT


@pytest.mark.parametrize(
    "line",
    [
        # one die or three: "one ... and the other" does not fit them
        "Draw 1 die; place one into your Prep Area and the other in your Used Pile.",
        "Draw 3 dice; place one in your Prep Area and the other into your Used Pile.",
        # the sorting said of no draw, or after something else
        "Place one into your Prep Area and the other in your Used Pile.",
        "Gain 2 life; place one in your Prep Area and the other into your Used Pile.",
        # other places, or the rest said otherwise
        "Draw 2 dice; place one into your Prep Area and the other into your Reserve Pool.",
        "Draw 2 dice; place one in your Prep Area and return the other to your bag.",
        "Draw 2 dice. Prep one and place the other in your bag.",
        "Draw 3 dice. Prep one and place the other in your Used Pile.",
        # something after the draw: chance comes last
        "Draw two dice; put one into your Prep Area and the other in your Used Pile. Gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("action", line)


def test_a_character_may_draw_when_kod_and_prep_one() -> None:
    """ "You may draw 2 dice ...": the whole ability is optional (DM-13.1), its draw sorted."""
    line = (
        f"When {NAME} is KO'd, you may draw two dice from your bag. Prep one and place the"
        " other in your Used Pile."
    )
    made = compiled("character", [line])
    (record,) = made["abilities"]
    assert record["optional"] and record["effects"] == SORT


@pytest.mark.parametrize(
    ("line", "op"),
    [
        ("Draw 2 dice from your bag, roll one and return the other to your bag.", "draw_roll_bag"),
        ("Draw 2 dice. Roll one of those dice and return the other to your bag.", "draw_roll_bag"),
        ("Draw 2 dice from your bag. Roll one of those dice and Prep the other.", "draw_roll_prep"),
    ],
)
def test_one_of_two_rolled(line: str, op: str) -> None:
    """The die chosen rolled (DM-20.3); the other back to the bag, or prepped."""
    (record,) = compiled("action", [line])["abilities"]
    assert record["effects"] == [{"op": op, "amount": 2}]


@pytest.mark.parametrize(
    "line",
    [
        # three dice: "the other" is not the rest
        "Draw 3 dice, roll one and return the other to your bag.",
        # no draw before it
        "Roll one and return the other to your bag.",
        # the other said elsewhere
        "Draw 2 dice, roll one and return the other to your Used Pile.",
        # something after the draw: chance comes last
        "Draw 2 dice from your bag, roll one and return the other to your bag. Gain 2 life.",
    ],
)
def test_roll_near_misses_stay_text_only(line: str) -> None:
    assert why("action", line)
