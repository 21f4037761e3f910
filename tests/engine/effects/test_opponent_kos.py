""" "KO up to two character dice you control. For each one KO'd so, your opponent KOs one of
theirs" (effects/opponent_kos.py): the controller's KOs first (DM-16.4), then, once for each
die KO'd this way (DM-18.5, `per` dice_kod_this_way), the opponent picks one of their own
character dice to KO (DM-13.1: chosen, not targeted; their choice, abilities/choosers.py),
each pick its own queued companion ability (DM-15.3). Our own wording."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import errors as E
from games.engine.abilities.effects.opponent_kos import EFFECTS
from games.engine.model.batch import Batch
from games.engine.model.cards import EffectSpec
from games.engine.model.state import Trigger
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.helpers import CHAR, bac, c, m

PURGE = action_card(
    "purge",
    {"text": "KO as many as two of your character dice; your opponent then KOs one of theirs"
             " for each.",
     "effects": [effect("ko", "choose_your_die", up_to=2),
                 {"op": "opponent_kos", "amount": 1, "per": "dice_kod_this_way"}]},
)  # fmt: skip


def _purge(chris_field: int, mine: tuple[str, ...]) -> object:
    g = with_action(PURGE, chris_field=chris_field)
    g.arrange(0, "field", [m(2)], face=CHAR)
    g.do(A.UseActionDie(player=0, die=bac("purge", 1)))
    assert g.pending.player == 0 and set(g.pending.options) >= {m(1), m(2)}
    g.do(A.ChooseTarget(player=0, target="", split=tuple((d, 1) for d in mine)))
    return g


def test_the_opponent_kos_one_of_theirs_for_each_die_kod() -> None:
    g = _purge(3, (m(1), m(2)))
    assert {m(1), m(2)} <= g.zone(0, "prep")
    assert g.pending.kind == "choose_target" and g.pending.player == 1
    assert set(g.pending.options) == {c(5), c(6), c(7)}  # only his own
    g.refuse(A.ChooseTarget(player=0, target=c(5)), E.TURN_NOT_YOURS)
    g.do(A.ChooseTarget(player=1, target=c(5)))
    assert g.pending.kind == "choose_target" and g.pending.player == 1  # the second one
    assert set(g.pending.options) == {c(6), c(7)}
    g.do(A.ChooseTarget(player=1, target=c(7)))
    assert {c(5), c(7)} <= g.zone(1, "prep") and c(6) in g.zone(1, "field")


def test_one_die_kod_one_pick() -> None:
    g = _purge(2, (m(2),))
    g.do(A.ChooseTarget(player=1, target=c(6)))
    assert c(6) in g.zone(1, "prep") and c(5) in g.zone(1, "field")
    assert g.pending.kind != "choose_target"


def test_an_opponent_with_no_character_die_kos_nothing() -> None:
    """DM-13.4 / DM-12.3: nothing of theirs to KO; the controller's KOs stand."""
    g = _purge(0, (m(1),))
    assert m(1) in g.zone(0, "prep")
    assert g.pending.kind != "choose_target" or g.pending.player != 1


def test_a_card_without_the_companion_refuses_it_instead_of_crashing() -> None:
    """A declaration (a text-only ability's effects, issue 7) may name any effect: on a card
    that carries no companion the opponent's KO cannot happen (refused, so never offered)."""
    g = with_action(action_card("plain", {"effects": [effect("gain_life", "you", amount=1)]}))
    trigger = Trigger(controller=0, card="plain", ability=0, kind="ability", source_die="")
    with pytest.raises(ValueError, match="no companion"):
        EFFECTS["opponent_kos"].apply(Batch(g.state), EffectSpec("opponent_kos", amount=1),
                                      trigger, [])  # fmt: skip
