"""A roll from the Used Pile whose text says what its roll does, and what happens otherwise
(abilities/outcomes.py, Rolled.otherwise): a text that rolls one of your character dice
from your Used Pile, fields it at no cost when it shows a character face, and Preps it if
not. DM-20.3: a die rolled by an effect lands in the Reserve Pool; DM-12.1: the text then
says where it goes; DM-8.12: a die fielded keeps the face it rolled. Cards and wording are
our own."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, FIST, bac, m

RECALL = action_card(
    "recall",
    {"text": "Roll a Sidekick die from your Used Pile. If it rolls a character face, field "
             "it for free. Otherwise, Prep it.",
     "effects": [effect("roll_from", "choose_your_die", filters={"zone": "used", "sidekick": True},
                        rolled={"face": "character",
                                "effects": [{"op": "field_die", "target": "rolled_die"}],
                                "otherwise": [{"op": "move_die", "target": "rolled_die",
                                               "zone": "prep"}]})]},
)  # fmt: skip


def _recall():  # type: ignore[no-untyped-def]
    g = with_action(RECALL)
    g.arrange(0, "used", [m(5)])
    g.do(A.UseActionDie(player=0, die=bac("recall", 1)))
    g.do(A.ChooseTarget(player=0, target=m(5)))
    assert g.pending.kind == "roll" and g.pending.dice == (m(5),)
    return g


def test_a_character_face_is_fielded_on_the_face_it_rolled() -> None:
    g = _recall()
    g.roll({m(5): CHAR})
    assert m(5) in g.zone(0, "field") and g.state.dice[m(5)].face == CHAR


def test_otherwise_the_die_goes_to_the_prep_area() -> None:
    g = _recall()
    g.roll({m(5): FIST})
    assert m(5) in g.zone(0, "prep") and m(5) not in g.zone(0, "reserve")


def test_otherwise_needs_an_outcome_and_no_chance() -> None:
    bad = {"face": "character", "effects": [],
           "otherwise": [{"op": "move_die", "target": "rolled_die", "zone": "prep"}]}  # fmt: skip
    card = action_card("x", {"text": "x", "effects": [
        effect("roll_from", "choose_your_die", filters={"zone": "used"}, rolled=bad)]})  # fmt: skip
    with pytest.raises(ValueError, match="needs effects"):
        card_from_dict(card)
