"""A trigger an action die leaves for the rest of its turn (abilities/after_use.py;
docs/rulings.md "This turn, after an action"): `when_you_field_after_use` fires on fieldings
of its controller after a die of its card was used that turn, once per such use, with no
active card (DM-18.1 is not asked); never before a use, never in the next turn. Cards and
wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import (
    ACTION0,
    BOLT,
    CHAR,
    FIST,
    JUBILEE,
    Game,
    cards_with,
    m,
    make_card,
    of_type,
)
from tests.engine.test_rules_effects import ARRIVE, die

BEACON = make_card(
    "beacon",
    kind="action",
    faces=ARRIVE["faces"],
    abilities=[
        {"trigger": "action", "text": "x",
         "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]},
        {"trigger": "when_you_field_after_use", "text": "y",
         "trigger_filters": {"sidekick": True},
         "effects": [{"op": "lose_life", "amount": 1, "target": "opponent"}]},
    ],
)  # fmt: skip


def _game() -> Game:
    """Michele's first turn, Main Step: two Beacon dice on their action face in her Reserve
    Pool, Jubilee dice in her Prep Area unrolled; m1 on its character face, m2/m3 energy."""
    g = Game(teams=(((JUBILEE, 2), ("beacon", 2)), (("53ocr", 1),)), cards=cards_with(BEACON))
    g.start()
    one, two = die(0, "beacon", 1), die(0, "beacon", 2)
    g.give(0, one)
    g.give(0, two)
    faces = {one: ACTION0, two: ACTION0, m(1): CHAR, m(2): FIST, m(3): BOLT}
    g.begin(faces, oop=m(4))
    return g


def _use(g: Game, n: int) -> None:
    g.do(A.UseActionDie(player=0, die=die(0, "beacon", n)))


def test_a_fielding_before_any_use_triggers_nothing() -> None:
    g = _game()
    events = g.field(m(1))
    assert not of_type(events, ev.AbilityTriggered) and g.life(1) == 10


def test_after_a_use_each_sidekick_fielded_triggers_it() -> None:
    g = _game()
    _use(g, 1)
    g.field(m(1))
    assert g.life(1) == 9


def test_two_uses_trigger_it_twice() -> None:
    g = _game()
    _use(g, 1)
    _use(g, 2)
    events = g.field(m(1))
    while g.pending.kind == "order_triggers":
        events += g.do(A.ChooseTrigger(player=0, index=0))
    assert len(of_type(events, ev.AbilityTriggered)) == 2 and g.life(1) == 8


def test_a_die_of_another_kind_than_its_filters_triggers_nothing() -> None:
    """Near miss: the trigger names Sidekick dice; a Jubilee die fielded does nothing."""
    g = _game()
    g.arrange(0, "reserve", [die(0, JUBILEE, 1)], face=CHAR)
    _use(g, 1)
    events = g.field(die(0, JUBILEE, 1), (m(2), "fist"))
    assert not [t for t in of_type(events, ev.AbilityTriggered) if t.card == "beacon"]


def test_the_next_turn_begins_without_it() -> None:
    """The turn's record ends with the turn: Chris's turn starts with no use of it."""
    g = _game()
    _use(g, 1)
    while g.pending.kind != "draw":
        g.attack() if g.pending.kind == "declare_attackers" else g.pass_all()
    assert g.pending.player == 1 and not g.state.used_actions
