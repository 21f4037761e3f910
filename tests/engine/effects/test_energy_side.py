"""An action die spun to an energy side by its own effect (card text; effects/energy.py
`spin_to_energy`): "turn this die to a generic energy face" leaves the used action die in
its owner's Reserve Pool showing a face of generic energy, to be spent (DM-8.3). Under the
2018 rules using it put it Out of Play (DM-8.14) and the effect brings it back; under the
2014 rules it never left the Reserve Pool and does not go to the Used Pile once its effect
is applied (001: "apply the effect and then move the action die"). docs/rulings.md "An
action die spun to an energy side". Our own wording."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import errors as E
from games.engine.flow.choices import choices
from games.engine.model.cards import GENERIC, EnergyFace
from games.engine.model.state import Zone
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, bac, m

SECOND_WIND = action_card(
    "wind",
    {"text": "Turn this die to a generic energy face. Reroll one of your character or "
             "Sidekick dice in your Reserve Pool.",
     "effects": [effect("spin_to_energy", "this_die"),
                 effect("reroll", "choose_your_die",
                        filters={"any_of": "die_kind:character die_kind:sidekick",
                                 "zone": "reserve"})]},
)  # fmt: skip
DIE = bac("wind", 1)


def _generic_energy(g, die: str) -> bool:  # type: ignore[no-untyped-def]
    face = g.state.face_of(g.state.dice[die])
    return isinstance(face, EnergyFace) and set(face.symbols) == {GENERIC}


def test_the_used_die_comes_back_from_out_of_play_as_energy_and_a_die_is_rerolled() -> None:
    g = with_action(SECOND_WIND)
    g.do(A.UseActionDie(player=0, die=DIE))
    assert g.state.dice[DIE].zone is Zone.OOP  # DM-8.14: used, Out of Play ...
    g.target(m(2))  # ... then its effect resolves: one of her Reserve Pool dice to reroll
    g.roll({m(2): CHAR})
    assert g.state.dice[DIE].zone is Zone.RESERVE and _generic_energy(g, DIE)
    assert g.state.face_of(g.state.dice[m(2)]) == g.state.cards["sidekick"].faces[CHAR]


def test_under_the_2014_rules_it_stays_in_the_reserve_pool_as_energy() -> None:
    g = with_action(SECOND_WIND, rules="dm-2014")
    g.do(A.UseActionDie(player=0, die=DIE))
    assert g.state.dice[DIE].zone is Zone.RESERVE  # in use (effects/in_use.py)
    g.target(m(3))
    g.roll({m(3): CHAR})
    assert g.state.dice[DIE].zone is Zone.RESERVE and _generic_energy(g, DIE)
    assert DIE not in g.zone(0, "used")


def test_only_her_own_reserve_pool_dice_of_characters_are_offered() -> None:
    """DM-13.1: chosen, not targeted, among the dice its filters name: her character and
    Sidekick dice in her Reserve Pool (not her fielded die, not the action die itself)."""
    g = with_action(SECOND_WIND)
    g.do(A.UseActionDie(player=0, die=DIE))
    assert set(choices(g.state, 0).options) == {m(2), m(3)}


def test_with_no_die_to_reroll_it_is_still_used_and_turns_to_energy() -> None:
    """DM-13.4 forbids initiating an effect with no valid targets "or dice to affect": this
    one affects the action die itself, so it may be used; the reroll does what it can
    (DM-12.3: nothing)."""
    g = with_action(SECOND_WIND)
    g.arrange(0, "used", [m(2), m(3)])
    g.do(A.UseActionDie(player=0, die=DIE))
    assert g.pending.kind == "priority"
    assert g.state.dice[DIE].zone is Zone.RESERVE and _generic_energy(g, DIE)


def test_an_action_with_only_a_choice_and_nothing_to_choose_is_still_refused() -> None:
    """DM-13.4: the same choice alone, with no die to choose, cannot be initiated."""
    only = action_card(
        "only",
        {**SECOND_WIND["abilities"][0], "effects": SECOND_WIND["abilities"][0]["effects"][1:]},
    )
    g = with_action(only)
    g.arrange(0, "used", [m(2), m(3)])
    g.refuse(A.UseActionDie(player=0, die=bac("only", 1)), E.TARGET_INVALID)
