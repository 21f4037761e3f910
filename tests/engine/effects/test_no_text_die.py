""" "Ignore the text of target character die until end of turn" (`no_text_die`,
abilities/textless.py): that one die has no text (DM-12.1) while it stays in play, until
Cleanup (DM-14.2); another die of the same card keeps its text."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.textless import NO_TEXT_DIE, textless
from tests.engine.effects.common import action_card, effect, use, with_action
from tests.engine.helpers import CHAR, m

HUSH = action_card(
    "hush",
    {"text": "Ignore the text of target character die until end of turn.",
     "effects": [effect(NO_TEXT_DIE, "target_die")]},
)  # fmt: skip


def test_the_one_die_has_no_text_until_it_leaves_play() -> None:
    g = with_action(HUSH)
    g.arrange(0, "field", [m(2)], face=CHAR)
    events = use(g, "hush", m(1))
    assert ev.EffectStarted(NO_TEXT_DIE, m(1), "hush", 0, "end_of_turn") in events
    assert textless(g.state, g.state.dice[m(1)])
    assert not textless(g.state, g.state.dice[m(2)])  # the same card's other die
    g.arrange(0, "used", [m(1)])  # gone from play: its persistent effects end (DM-14.2)
    g.arrange(0, "field", [m(1)], face=CHAR)
    assert not textless(g.state, g.state.dice[m(1)])
