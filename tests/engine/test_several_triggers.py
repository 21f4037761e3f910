"""An ability with several triggers (DM-15.6): "An ability with multiple possible triggers
(e.g. 'if you or the character die is damaged') triggered by a single effect hitting both
... triggers and resolves once. Per-die triggers (several copies damaged at once) each
trigger and resolve one at a time." Card data: `trigger` and `also`."""

from __future__ import annotations

import pytest

from games.engine import events as ev
from games.engine.loading import card_from_dict
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

SENTINEL = character(
    "sentinel", 0, 5,
    abilities=[{"trigger": "when_damaged", "also": ["when_you_are_damaged"],
                "text": "When you or this die is dealt damage, gain 1 life.",
                "effects": [{"op": "gain_life", "amount": 1, "target": "you"}]}],
)  # fmt: skip
BASHER = character("basher", 1, 9)
RUNNER = character("runner", 1, 9)


def _fired(events: list[ev.Event]) -> list[str]:
    return [e.source_die for e in of_type(events, ev.AbilityTriggered) if e.card == "sentinel"]


def test_one_combat_damage_hitting_you_and_the_die_triggers_it_once() -> None:
    """Basher is blocked by Chris's Sentinel, Runner is not: the one combat damage (DM-9.7)
    deals damage to Chris and to his Sentinel; its ability triggers once."""
    g = face_off([BASHER, RUNNER], [SENTINEL])
    g.hurt(1, 5)
    g.attack("p1:basher:1", "p1:runner:1")
    g.block(("p2:sentinel:1", "p1:basher:1"))
    events = g.pass_all()
    assert _fired(events) == ["p2:sentinel:1"]
    assert g.life(1) == 5 - 1 + 1


def test_each_damaged_die_triggers_and_you_add_nothing() -> None:
    """Two Sentinels blocking, Chris hit too: one trigger per damaged die (per-die triggers),
    none more for Chris; Chris alone hit: the card-wide trigger, once."""
    g = face_off([BASHER, RUNNER], [SENTINEL])
    g.give(0, "p1:basher:2", to="field", face=0)
    g.give(1, "p2:sentinel:2", to="field", face=0)
    g.hurt(1, 5)
    g.attack("p1:basher:1", "p1:basher:2", "p1:runner:1")
    g.block(("p2:sentinel:1", "p1:basher:1"), ("p2:sentinel:2", "p1:runner:1"))
    events = g.pass_all()
    assert _fired(events) == ["p2:sentinel:1", "p2:sentinel:2"]
    g2 = face_off([BASHER, RUNNER], [SENTINEL])
    g2.hurt(1, 5)
    g2.attack("p1:runner:1")
    g2.block()  # only Chris is damaged
    events = g2.pass_all()
    assert _fired(events) == [""]


def test_only_the_engines_triggers_may_be_added() -> None:
    bad = {**SENTINEL, "abilities": [{**SENTINEL["abilities"][0], "also": ["when_damaged"]}]}
    with pytest.raises(ValueError, match="another trigger"):
        card_from_dict(bad)
