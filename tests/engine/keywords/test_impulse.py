"""Impulse (002:L771, 003:L651): "Impulse abilities happen when you purchase a Superstar die
with the Impulse ability. The Superstar does not need to be already active to use the Impulse
ability." Trigger: "impulse" (the purchase of one of this card's dice)."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.loading import card_from_dict
from tests.engine.helpers import CHAR, FIST, Game, cards_with, m, of_type
from tests.engine.keywords.common import FOE, character

GAIN = {"op": "gain_life", "amount": 2, "target": "you"}
MERCHANT = character(
    "merchant",
    1,
    2,
    keywords=["impulse"],
    abilities=[{"trigger": "impulse", "text": "Impulse - gain 2 life.", "effects": [GAIN]}],
)


def at_main() -> Game:
    """Michele (8 life of 10), in her Main Step with three fist energy, no die in the field."""
    g = Game(teams=((("merchant", 2),), ((FOE, 2),)), cards=cards_with(MERCHANT))
    g.start()
    g.hurt(0, 2)
    g.begin({m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    return g


def test_purchasing_a_die_triggers_its_impulse_though_the_card_is_not_active() -> None:
    g = at_main()
    events = g.buy("merchant", (m(1), "fist"))
    assert ev.AbilityTriggered(0, "merchant", 0, "ability", "p1:merchant:1") in events
    assert ev.LifeGained(0, 2) in events and g.life(0) == 10


def test_each_purchase_is_one_impulse_and_fielding_is_none() -> None:
    g = at_main()
    g.buy("merchant", (m(1), "fist"))
    g.hurt(0, 2)
    events = g.buy("merchant", (m(2), "fist"))
    assert len(of_type(events, ev.LifeGained)) == 1
    g.arrange(0, "reserve", ["p1:merchant:1"], face=CHAR)
    assert not of_type(g.field("p1:merchant:1"), ev.AbilityTriggered)


def test_the_impulse_trigger_needs_the_keyword() -> None:
    """A card without Impulse cannot use its trigger: the loader refuses the name."""
    plain = {**MERCHANT, "id": "plain", "keywords": []}
    with pytest.raises(ValueError, match="unknown trigger 'impulse'"):
        card_from_dict(plain)
