"""Conditions on what a player did earlier this turn: kind `purchased` (the dice bought this
turn, GameState.purchased; DM-8.8: a die bought goes to the Used Pile) and `used_action`
(the action dice used this turn, GameState.used_actions; DM-8.14), in
abilities/conditions.py. Cards and wording are our own."""

from __future__ import annotations

import msgspec

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.conditions import Context, condition_from_dict, holds
from games.engine.log import snapshot
from games.engine.model.evolve import evolve
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import bac, m

BOUGHT = {"kind": "purchased", "at_least": 1}
# "If you purchased a die this turn, gain 2 life."
THRIFT = action_card(
    "thrift", {"effects": [effect("gain_life", "you", amount=2, condition=BOUGHT)]}, cost=1
)


def _game():  # type: ignore[no-untyped-def]
    """with_action's position, its setup's gift of the Thrift die (a purchase "as if bought
    earlier", tests/engine/helpers.Game.give) taken off this turn's record."""
    g = with_action(THRIFT)
    g.state = msgspec.structs.replace(g.state, purchased=())
    return g


def _holds(g, data: dict, seat: int = 0) -> bool:  # type: ignore[no-untyped-def]
    return holds(Context(g.state, seat, "thrift"), condition_from_dict(data, "test"))


def _buy(g) -> None:  # type: ignore[no-untyped-def]
    """Michele buys a second Thrift die with one Fist (a Basic Action has no type)."""
    g.do(A.Purchase(player=0, card="thrift", paid=((m(2), ("fist",)),)))


def test_a_die_bought_this_turn_is_recorded_until_the_next_turn() -> None:
    g = _game()
    assert not _holds(g, BOUGHT) and _holds(g, {"kind": "purchased", "at_most": 0})
    _buy(g)
    (record,) = g.state.purchased
    assert record[0] == 0 and g.state.dice[record[1]].card == "thrift"
    assert _holds(g, BOUGHT)
    assert _holds(g, {**BOUGHT, "filters": {"die_kind": "action"}})
    assert not _holds(g, {**BOUGHT, "filters": {"die_kind": "character"}})  # near miss
    assert not _holds(g, {**BOUGHT, "whose": "opposing"})  # Chris bought nothing
    assert _holds(g, {**BOUGHT, "whose": "opposing"}, seat=1)  # Chris asks about Michele
    assert snapshot.decode(snapshot.encode(g.state, "t"), g.state.cards)[1] == g.state
    g.state = evolve(g.state, ev.TurnBegan(2, 1))
    assert g.state.purchased == () and not _holds(g, BOUGHT)


def test_an_action_die_used_this_turn_is_recorded() -> None:
    used = {"kind": "used_action", "at_least": 1}
    g = _game()
    assert not _holds(g, used)
    use(g, "thrift")
    assert g.state.used_actions == ((0, bac("thrift", 1)),)
    assert _holds(g, used) and _holds(g, {**used, "filters": {"basic": True}})
    assert not _holds(g, {**used, "filters": {"basic": False}})  # near miss: it is Basic
    assert not _holds(g, {**used, "whose": "opposing"})
    g.state = evolve(g.state, ev.TurnBegan(2, 1))
    assert g.state.used_actions == ()


def test_the_effect_happens_only_after_a_purchase() -> None:
    """Played through: Thrift used before any purchase gains nothing; after Michele buys a
    die, the same use gains 2 life."""
    g = _game()
    g.hurt(0, 5)  # (room to gain life under the starting total)
    use(g, "thrift")
    assert g.life(0) == 5
    g = _game()
    g.hurt(0, 5)
    _buy(g)
    use(g, "thrift")
    assert g.life(0) == 7
