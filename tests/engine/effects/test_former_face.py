"""remember_face / former_face (effects/former_face.py; docs/rulings.md "Back on its original
face"), played from the grammar's own record: a target character die rerolled; on an energy
face the text sends it to the Used Pile (Out of Play on its owner's turn, 000:L184), on any
other it stays in the Field Zone on the face it showed before the roll (DM-22.1: the card
text says where the rerolled die goes). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from tests.cards.compiler.helpers import grammar_records
from tests.engine.effects.common import action_card, with_action
from tests.engine.helpers import bac
from tests.engine.keywords.common import character

TEXT = ("Reroll target character die. If it rolls an energy face, put it in the Used Pile. "
        "Otherwise, leave it in the Field Zone at its former level.")  # fmt: skip
MITE = character("mite", 1, 1)
DIE = "p1:mite:1"
LEVEL_1, LEVEL_2, ENERGY = 0, 1, 3  # faces of tests.engine.keywords.common.character


def _rerolled(face: int):  # type: ignore[no-untyped-def]
    (record,) = grammar_records([TEXT], kind="basic_action")
    g = with_action(action_card("undo", record), MITE)
    g.give(0, DIE, to="field", face=LEVEL_2)
    g.do(A.UseActionDie(player=0, die=bac("undo", 1)))
    g.do(A.ChooseTarget(player=0, target=DIE))
    assert g.pending.kind == "roll" and g.pending.dice == (DIE,)
    g.roll({DIE: face})
    return g


def test_another_character_face_goes_back_to_the_former_one() -> None:
    g = _rerolled(LEVEL_1)
    assert DIE in g.zone(0, "field") and g.state.dice[DIE].face == LEVEL_2
    assert not [x for x in g.state.lasting if x.effect == "former_face"]  # (the mark ended)


def test_an_energy_face_sends_it_away() -> None:
    g = _rerolled(ENERGY)
    assert DIE not in g.zone(0, "field") and DIE in g.zone(0, "oop") | g.zone(0, "used")


def test_the_record_keeps_the_face_before_the_reroll() -> None:
    (record,) = grammar_records([TEXT], kind="basic_action")
    remember, reroll = record["effects"]
    assert remember == {"op": "remember_face", "target": reroll["target"]}
    assert reroll["rolled"]["otherwise"][-1] == {"op": "former_face", "target": "rolled_die"}
