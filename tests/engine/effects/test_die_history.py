"""Dice narrowed by what befell them this turn or what their card holds (abilities/
die_history.py): `damaged_this_turn` ("target character die that has already been damaged
this turn": some damage dealt to it since Cleanup and not prevented, DM-16.2, DM-19.1) and
`has_global` ("each character die that has a Global Ability on its card", DM-8.18). Our
own cards and wording."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.filters import FILTERS
from games.engine.model.evolve import evolve
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import c
from tests.engine.keywords.common import character

FINISH = action_card(
    "finish",
    {"text": "Deal 2 damage to target character die that was hurt earlier this turn.",
     "effects": [effect("deal_damage", "target_die", amount=2,
                        filters={"damaged_this_turn": True})]},
)  # fmt: skip
PRICK = action_card(
    "prick",
    {"text": "Deal 1 damage to target character die.",
     "effects": [effect("deal_damage", "target_die", amount=1)]},
)  # fmt: skip


def test_only_a_die_damaged_this_turn_may_be_targeted() -> None:
    g = with_action(FINISH, chris_field=2)
    g.state = evolve(g.state, ev.DieDamaged(c(5), 1, "prick", False))
    use(g, "finish")
    assert g.pending.kind == "choose_target" and g.pending.options == (c(5),)


def test_no_die_damaged_no_target() -> None:
    """Near miss: no die was damaged this turn: the action finds no target (DM-13.4)."""
    g = with_action(FINISH, chris_field=2)
    state = g.state
    assert not any(FILTERS["damaged_this_turn"](state, state.dice[d], True) for d in (c(5), c(6)))


def test_a_die_of_a_card_with_a_global() -> None:
    g = with_action(PRICK, character("beacon", 1, 1, globals=[
        {"cost": 1, "text": "Global: Pay (1). Gain 1 life.",
         "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}]))  # fmt: skip
    g.give(0, "p1:beacon:1", to="field", face=0)
    state = g.state
    assert FILTERS["has_global"](state, state.dice["p1:beacon:1"], True)
    assert not FILTERS["has_global"](state, state.dice[c(5)], True)  # a Sidekick: none
    assert FILTERS["has_global"](state, state.dice[c(5)], False)
