"""A blocked die that may reroll itself, from the grammar's own record (roll_outcomes.py;
abilities/outcomes.py): on a character face it gains Overcrush and keeps attacking; on any
other face the text moves it to the Field Zone at level 2, out of the attack (DM-9.5), on
that level's face (effects/moves.py: a character's die showing no character face enters on
the level the text names; DM-22.1: the text says where a rerolled die goes). Cards and
wording are our own."""

from __future__ import annotations

from games.engine.abilities.targets import ACCEPT
from tests.cards.compiler.helpers import grammar_records
from tests.engine.keywords.common import character, face_off

TEXT = ("When Wren Hollow is blocked, you may reroll it. If it lands on a character face, Wren "
        "Hollow gains Overcrush. Otherwise, move Wren Hollow to the Field Zone at level 2 (it "
        "is no longer attacking).")  # fmt: skip
ENERGY, LEVEL_2 = 3, 1  # faces of tests.engine.keywords.common.character
DIE, BLOCKER = "p1:wren:1", "p2:sidekick:5"


def _rerolled(face: int):  # type: ignore[no-untyped-def]
    wren = character(
        "wren", 2, 2, name="Wren Hollow", abilities=grammar_records([TEXT], code="wren")
    )
    g = face_off([wren], [], chris_field=1)
    g.attack(DIE)
    g.block((BLOCKER, DIE))
    while g.pending.kind == "choose_target":
        g.target(ACCEPT)
    assert g.pending.kind == "roll" and g.pending.dice == (DIE,)
    g.roll({DIE: face})
    return g


def test_a_character_face_keeps_it_attacking_with_overcrush() -> None:
    g = _rerolled(LEVEL_2)
    assert DIE in g.zone(0, "attack") and g.state.dice[DIE].face == LEVEL_2
    assert any(x.target == DIE and "overcrush" in str(x) for x in g.state.lasting)


def test_another_face_moves_it_out_of_the_attack_at_level_2() -> None:
    g = _rerolled(ENERGY)
    assert DIE in g.zone(0, "field") and DIE not in g.zone(0, "attack")
    assert g.state.dice[DIE].face == LEVEL_2  # (that level's face, not the energy rolled)
