"""Damage split by rank (abilities/ranked.py): `deal_damage` with `split` and `up_to` N deals
1, 2, ..., N to N different targets its controller names, one part each, as one effect
(DM-13.1: each a chosen target; DM-15.6: one effect). With fewer than N valid targets it
offers no choice, and an action die of it cannot be used (DM-13.4; docs/rulings.md "Damage
split by rank"). Our own wording."""

from __future__ import annotations

import random

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine import events as ev
from games.engine.api import legal_actions
from games.engine.flow.choices import admits, choices
from games.engine.loading import card_from_dict
from games.engine.sim.bots import BOTS
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import Game, bac, c, m, of_type

FROST = action_card(
    "frost",
    {"text": "Deal 1 damage to target character die, 2 damage to a different target character "
             "die and 3 damage to a third different target character die.",
     "effects": [effect("deal_damage", "target_die", amount=6, split=True, up_to=3)]},
)  # fmt: skip


def _used(chris_field: int = 3) -> Game:
    """Michele's action die used; Chris has c5, c6 and c7 (1D Sidekicks), she has m1."""
    g = with_action(FROST, chris_field=chris_field)
    g.do(A.UseActionDie(player=0, die=bac("frost", 1)))
    return g


def _damage(events: list) -> dict[str, int]:
    return {e.die: e.amount for e in of_type(events, ev.DieDamaged)}


def test_one_two_and_three_to_three_different_dice_at_once() -> None:
    """DM-13.1: three chosen targets; DM-15.6: one effect, the damage dealt at once."""
    g = _used()
    assert g.pending.kind == "choose_target"
    events = g.do(A.ChooseTarget(player=0, split=((c(5), 3), (c(6), 1), (m(1), 2))))
    assert _damage(events) == {c(5): 3, c(6): 1, m(1): 2}
    assert {c(5), c(6)} <= g.zone(1, "prep") and c(7) in g.zone(1, "field")


@pytest.mark.parametrize(
    "split",
    [
        ((c(5), 2), (c(6), 2), (c(7), 2)),  # not 1, 2 and 3
        ((c(5), 1), (c(6), 5)),  # two targets
        ((c(5), 1), (c(5), 2), (c(7), 3)),  # one twice
        ((c(5), 6),),  # all on one
    ],
)
def test_refusals(split: tuple) -> None:
    g = _used()
    action = A.ChooseTarget(player=0, split=split)
    g.refuse(action, E.TARGET_INVALID)
    assert not admits(choices(g.state, 0), action)


def test_one_target_alone_is_refused() -> None:
    g = _used()
    g.refuse(A.ChooseTarget(player=0, target=c(5)), E.TARGET_INVALID)


def test_with_fewer_than_three_dice_it_cannot_be_used() -> None:
    """DM-13.4: the effect names three different dice; with two (c5 and m1) there is no
    choice to make, and the action die is not used."""
    g = with_action(FROST, chris_field=1)
    g.refuse(A.UseActionDie(player=0, die=bac("frost", 1)), E.TARGET_INVALID)
    assert A.UseActionDie(player=0, die=bac("frost", 1)) not in legal_actions(g.state, 0)


def test_the_legal_actions_and_the_bots_name_three() -> None:
    g = _used()
    splits = [a.split for a in legal_actions(g.state, 0) if isinstance(a, A.ChooseTarget)]
    assert splits and all(sorted(n for _, n in s) == [1, 2, 3] for s in splits)
    for name in ("greedy", "random"):
        action = BOTS[name](g.state, 0, random.Random(7))
        assert isinstance(action, A.ChooseTarget) and len(action.split) == 3
    g.do(BOTS["greedy"](g.state, 0, random.Random(7)))
    assert g.pending.kind == "priority"


def test_the_loader_refuses_another_split_by_rank() -> None:
    with pytest.raises(ValueError, match="up_to needs"):
        card_from_dict(
            action_card("x", {"effects": [effect("deal_damage", "target_die", amount=5,
                                                 split=True, up_to=3)]})
        )  # fmt: skip
