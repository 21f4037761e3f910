"""An action die's trigger for the rest of the turn (cards/compiler/constructs/
armed_openings.py; DM-14.2, DM-8.14; the engine's arm_trigger): using the die arms the
line's trigger for its player until the turn ends. Our own wording."""

from __future__ import annotations

from cards.compiler import compile_card
from games.engine import actions as A
from games.engine.model.state import Zone
from tests.cards.compiler.helpers import CODE, NAME, why
from tests.engine.effects.common import with_action
from tests.engine.helpers import CHAR, bac, m

RALLY = (
    "Whenever you field a Sidekick character die this turn, reduce the fielding cost of"
    " another character die by (2) and prep a die from your bag."
)


def test_the_use_arms_the_trigger_for_the_turn() -> None:
    made = compile_card("basic_action", [RALLY], NAME, code=CODE)
    first, armed = made["abilities"]
    assert first["trigger"] == "action"
    assert first["effects"] == [{"op": "arm_trigger", "target": "you"}]
    assert armed["trigger"] == "when_you_field"
    assert armed["trigger_filters"] == {"sidekick": True}
    assert armed["condition"] == {"kind": "lasting", "effect": "armed_trigger"}
    assert armed["effects"] == [
        {"op": "reduce_next_field_cost", "amount": 2, "target": "you"},
        {"op": "prep", "amount": 1, "zone": "bag"},
    ]


def test_until_end_of_turn_opens_the_same() -> None:
    line = "Until the end of the turn, when an opposing character die is damaged, KO it."
    made = compile_card("basic_action", [line], NAME, code=CODE)
    assert [a["trigger"] for a in made["abilities"]] == ["action", "when_opposing_die_is_damaged"]


def test_near_misses_stay_text_only() -> None:
    # a die's own trigger names no die of an action card; a character's line is no arming
    assert why("basic_action", "When fielded this turn, deal 1 damage to your opponent.") != ""
    line = "When you field a Sidekick die this turn, prep a die from your bag."
    assert why("character", line) == "trigger:other"


def test_played_the_sidekick_fielded_after_the_use_preps_and_cheapens() -> None:
    made = compile_card("basic_action", [RALLY], "rally", code="rally")
    card = {"id": "rally", "name": "rally", "kind": "basic_action", "cost": 1, **made}
    g = with_action(card)
    g.do(A.UseActionDie(player=0, die=bac("rally", 1)))
    prep = len(g.state.zones.get((0, Zone.PREP), ()))
    g.arrange(0, "reserve", [m(2)], face=CHAR)
    g.field(m(2))
    assert any(x.effect == "reduce_next_field_cost" for x in g.state.lasting)
    g.pass_all()  # the trigger resolves: its prep is a draw, the next decision (DM-6.2)
    assert g.pending.kind == "draw" and g.pending.to == "prep"
    g.draw(sorted(g.zone(0, "bag"))[0])
    assert len(g.state.zones.get((0, Zone.PREP), ())) == prep + 1


def test_near_miss_without_the_use_nothing_triggers() -> None:
    made = compile_card("basic_action", [RALLY], "rally", code="rally")
    card = {"id": "rally", "name": "rally", "kind": "basic_action", "cost": 1, **made}
    g = with_action(card)
    g.arrange(0, "reserve", [m(2)], face=CHAR)
    g.field(m(2))
    assert not any(x.effect == "reduce_next_field_cost" for x in g.state.lasting)
    assert not (g.pending.kind == "draw" and g.pending.to == "prep")
