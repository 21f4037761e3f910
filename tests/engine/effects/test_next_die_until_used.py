""" "The next action die you purchase costs 2 less" with no time said (our own wording):
a persistent effect on its player (DM-14.2) that Cleanup does not end (DM-10.1 ends what
lasts "until end of turn"; this one states no end but its use), used up by the next such
purchase (DM-8.7 floor kept), this turn or a later one. The same with "this turn" ends at
Cleanup (a near miss). duration `until_used` (abilities/effects/lasting.py)."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.abilities.costs import purchase_cost
from games.engine.loading import card_from_dict
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import FIST, bac, m

LATER = {**action_card(
    "next-later",
    {"text": "The next action die you purchase costs 2 less.",
     "effects": [effect("reduce_next_cost", "all_your_dice", amount=2,
                        filters={"die_kind": "action"}, duration="until_used")]},
), "cost": 4}  # fmt: skip
THIS_TURN = {**action_card(
    "next-now",
    {"text": "Your next action die bought this turn costs 2 less.",
     "effects": [effect("reduce_next_cost", "all_your_dice", amount=2,
                        filters={"die_kind": "action"})]},
), "cost": 4}  # fmt: skip


def _cost(g, card_id: str) -> int:
    return purchase_cost(g.state, 0, g.state.cards[card_id], g.state.dice[bac(card_id, 2)])


def test_it_outlasts_cleanup_and_waits_for_the_next_purchase() -> None:
    g = with_action(LATER)
    use(g, "next-later")
    assert _cost(g, "next-later") == 4 - 2
    g.pass_all()  # Michele's turn ends: Cleanup (DM-10.1)
    assert g.state.turn == 2
    assert _cost(g, "next-later") == 4 - 2  # still waiting, on Chris's turn


def test_the_next_purchase_uses_it_up() -> None:
    g = with_action(LATER)
    use(g, "next-later")
    g.give(0, m(2), to="reserve", face=FIST)
    g.give(0, m(3), to="reserve", face=FIST)
    events = g.buy("next-later", (m(2), "fist"), (m(3), "fist"))
    assert ev.EffectEnded("reduce_next_cost", "player:0", "next-later") in events
    assert _cost(g, "next-later") == 4


def test_this_turn_ends_at_cleanup() -> None:
    """Near miss: "this turn" ends with the turn, used or not (DM-14.2, DM-10.1)."""
    g = with_action(THIS_TURN)
    use(g, "next-now")
    assert _cost(g, "next-now") == 4 - 2
    g.pass_all()
    assert _cost(g, "next-now") == 4


def test_only_a_next_die_reduction_lasts_until_used() -> None:
    card = action_card(
        "odd", {"effects": [effect("reduce_cost", "you", amount=1, duration="until_used")]}
    )
    with pytest.raises(ValueError, match="reduce_cost cannot last 'until_used'"):
        card_from_dict(card)
