"""A die spun up by an effect (abilities/effects/spin.py, occasion `spun_up`): its own
trigger `when_spins_up` (Awaken: "when <self> spins up 1 or more levels, you may use this
effect"; docs/rulings.md "Awaken") and a player's or an opponent's die spun up
(`when_your_die_spins_up`, `when_opposing_die_spins_up`, scopes yours/opposing, DM-18.1).
One spin of one effect is one occasion per die, however many levels (DM-15.6); a die that
cannot move (at its highest level, DM-21.2) is not spun and triggers nothing; spinning down
triggers nothing. Cards and wording are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.effects.common import action_card, effect, use
from tests.engine.effects.common import with_action as action_game
from tests.engine.keywords.common import character

GAIN_1 = {"op": "gain_life", "amount": 1, "target": "you"}
WAKER = character("waker", 1, 2, abilities=[
    {"trigger": "when_spins_up", "optional": True, "effects": [GAIN_1]}])  # fmt: skip
WATCHER = character("watcher", 1, 2, abilities=[
    {"trigger": "when_your_die_spins_up", "also": ["when_opposing_die_spins_up"],
     "trigger_filters": {"other_card": "self"}, "effects": [GAIN_1]}])  # fmt: skip


def spin(op: str, amount: int = 1) -> dict:
    text = f"{op} each of your character dice {amount}."
    return action_card(
        "twist", {"text": text, "effects": [effect(op, "all_your_characters", amount=amount)]}
    )


def fired(events: list, card: str) -> list[ev.AbilityTriggered]:
    return [e for e in events if isinstance(e, ev.AbilityTriggered) and e.card == card]


def test_spun_up_two_levels_triggers_its_own_awaken_once() -> None:
    """DM-21 / DM-15.6: "spin up 2 levels" is one spin; Awaken triggers once for the die."""
    g = action_game(spin("spin_up", 2), WAKER)
    g.arrange(0, "field", ["p1:waker:1"], face=0)
    events = use(g, "twist")
    assert len(fired(events, "waker")) == 1
    assert fired(events, "waker")[0].source_die == "p1:waker:1"


def test_a_die_at_its_highest_level_is_not_spun_and_triggers_nothing() -> None:
    """DM-21.2: a die at its highest level cannot be spun up; near miss: no trigger."""
    g = action_game(spin("spin_up"), WAKER)
    g.arrange(0, "field", ["p1:waker:1"], face=2)
    assert not fired(use(g, "twist"), "waker")


def test_spinning_down_triggers_nothing() -> None:
    g = action_game(spin("spin_down"), WAKER)
    g.arrange(0, "field", ["p1:waker:1"], face=2)
    assert not fired(use(g, "twist"), "waker")


def test_a_die_of_another_card_spun_up_triggers_the_watcher_while_active() -> None:
    """DM-18.1: while the watcher is active, its player's waker die spun up triggers it (the
    watcher's own die is of this card: `other_card`, not counted); near miss: not active."""
    g = action_game(spin("spin_up"), WATCHER, WAKER)
    g.arrange(0, "field", ["p1:watcher:1", "p1:waker:1"], face=0)
    events = use(g, "twist")
    assert [e.source_die for e in fired(events, "watcher")] == ["p1:waker:1"]
    g = action_game(spin("spin_up"), WATCHER, WAKER)
    g.arrange(0, "field", ["p1:waker:1"], face=0)
    assert not fired(use(g, "twist"), "watcher")
