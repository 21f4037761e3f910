"""An optional ability with nothing to choose ("When fielded, you may gain 2 life."): its
controller is asked yes or no as it resolves (DM-15.3), the usual target choice with the
options ACCEPT and DECLINE; the API's description admits both and the bots answer it. Our
own wording."""

from __future__ import annotations

import random

from games.engine import actions as A
from games.engine import events as ev
from games.engine.abilities.targets import ACCEPT, DECLINE
from games.engine.flow.choices import admits, choices
from games.engine.sim.bots import greedy_bot
from tests.engine.effects.common import action_card, effect, with_action
from tests.engine.keywords.common import character

NOOP = action_card("noop", {"text": "Gain 1 life.", "effects": [effect("gain_life", "you",
                                                                        amount=1)]})  # fmt: skip
HEALER = character(
    "healer", 2, 2,
    abilities=[{"trigger": "when_fielded", "optional": True,
                "text": "When fielded, you may gain 2 life.",
                "effects": [effect("gain_life", "you", amount=2)]}],
)  # fmt: skip


def _fielded():  # type: ignore[no-untyped-def]
    g = with_action(NOOP, HEALER)
    g.hurt(0, 5)
    g.give(0, "p1:healer:1", to="reserve", face=0)
    g.field("p1:healer:1")
    return g


def test_yes_does_it() -> None:
    g = _fielded()
    choice = choices(g.state, 0)
    assert tuple(choice.options) == (ACCEPT, DECLINE)
    assert admits(choice, A.ChooseTarget(player=0, target=ACCEPT))
    events = g.target(ACCEPT)
    assert ev.LifeGained(0, 2) in events


def test_no_does_nothing() -> None:
    g = _fielded()
    events = g.target(DECLINE)
    assert not [e for e in events if isinstance(e, ev.LifeGained)]
    assert any(isinstance(e, ev.AbilityResolved) for e in events)


def test_the_bot_says_yes() -> None:
    g = _fielded()
    action = greedy_bot(g.state, 0, random.Random(3))
    assert action == A.ChooseTarget(player=0, target=ACCEPT)
