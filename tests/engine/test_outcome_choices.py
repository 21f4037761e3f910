"""A roll's outcome its player may take or not, played from the grammar's own record
(cards/compiler/you_may.py `_before_roll`; abilities/outcomes.py): an action that rolls a
Sidekick die from the Used Pile and, on a character face, may field it (DM-8.12: free, on the
face it rolled); otherwise it goes back to the Used Pile. The yes is asked after the die is
chosen and before the roll (DM-13.1: every choice of an ability before it resolves).
Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine.abilities.targets import ACCEPT, DECLINE
from tests.cards.compiler.helpers import grammar_records
from tests.engine.effects.common import action_card, with_action
from tests.engine.helpers import CHAR, FIST, bac, m

TEXT = ("Roll a Sidekick die from your Used Pile. If it lands on a character face, you may "
        "field it for free. Otherwise, put it in your Used Pile.")  # fmt: skip


def _rolled(answer: str, face: int):  # type: ignore[no-untyped-def]
    (record,) = grammar_records([TEXT], kind="basic_action")
    g = with_action(action_card("lure", record))
    g.arrange(0, "used", [m(5)])
    g.do(A.UseActionDie(player=0, die=bac("lure", 1)))
    g.do(A.ChooseTarget(player=0, target=m(5)))
    assert set(g.pending.options) == {ACCEPT, DECLINE}  # the yes, before the roll
    g.do(A.ChooseTarget(player=0, target=answer))
    assert g.pending.kind == "roll" and g.pending.dice == (m(5),)
    g.roll({m(5): face})
    return g


def test_a_yes_and_a_character_face_field_it_on_that_face() -> None:
    g = _rolled(ACCEPT, CHAR)
    assert m(5) in g.zone(0, "field") and g.state.dice[m(5)].face == CHAR


def test_a_no_leaves_it_where_the_roll_put_it() -> None:
    g = _rolled(DECLINE, CHAR)
    assert m(5) not in g.zone(0, "field") and m(5) in g.zone(0, "reserve")


def test_otherwise_it_goes_back_whatever_the_answer() -> None:
    for answer in (ACCEPT, DECLINE):
        g = _rolled(answer, FIST)
        assert m(5) not in g.zone(0, "reserve") and m(5) not in g.zone(0, "field")
        assert m(5) in g.zone(0, "oop") | g.zone(0, "used")  # (000:L184: its owner's turn)
