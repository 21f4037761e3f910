"""The Attack Step's start (`start_of_attack_step`: every player's, `start_of_your_attack_step`:
the controller's; abilities/occasions.py): announced once attackers are declared, before
their "when attacks" (DM-8.25: declaring none, there is no Attack Step; DM-15.3: the first
triggered resolve first), while the card is active (DM-18.1); a condition on it is read as
it triggers and as it resolves (DM-12.1). Cards and wording are our own."""

from __future__ import annotations

from games.engine import actions as A
from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

BEHIND = {"kind": "life", "than_opponent": "less"}  # "if your opponent has more life than you"


def surfer(trigger: str, card: str = "surfer", **more: object) -> dict:
    """ "At the start of the attack step, [if ...,] this card's dice get +2A and +2D."""
    grow = {"op": "modify_stats", "amount": 2, "target": "all_your_characters",
            "filters": {"card": card}}  # fmt: skip
    return character(card, 1, 1, abilities=[{"trigger": trigger, "effects": [grow], **more}])


def grown(events: list[ev.Event], die: str) -> int:
    return sum(e.attack for e in of_type(events, ev.StatsModified) if e.die == die)


def resolve_all(g, events: list[ev.Event]) -> list[ev.Event]:  # type: ignore[no-untyped-def]
    while g.pending.kind == "order_triggers":
        events += g.do(A.ChooseTrigger(player=g.pending.player, index=0))
    return events


def test_it_triggers_once_attackers_are_declared_before_when_attacks() -> None:
    """Michele's Surfer attacks: the step's start resolves before its "when attacks"."""
    gain = {"trigger": "when_attacks", "effects": [{"op": "gain_life", "amount": 1,
                                                     "target": "you"}]}  # fmt: skip
    card = surfer("start_of_attack_step")
    card["abilities"].append(gain)
    g = face_off([card], [])
    events = resolve_all(g, g.attack("p1:surfer:1"))
    fired = [e.ability for e in of_type(events, ev.AbilityTriggered)]
    assert fired == [0, 1]
    assert grown(events, "p1:surfer:1") == 2


def test_no_attackers_no_attack_step() -> None:
    """DM-8.25: Michele declares no attackers; there is no Attack Step to start."""
    g = face_off([surfer("start_of_attack_step")], [])
    events = g.attack()
    assert not of_type(events, ev.AbilityTriggered)


def test_the_condition_is_read_as_it_triggers() -> None:
    """ "If your opponent has more life than you": Michele at 15 against Chris's 20 grows;
    level, she does not."""
    g = face_off([surfer("start_of_attack_step", condition=BEHIND)], [])
    g.hurt(0, 5)
    assert grown(resolve_all(g, g.attack("p1:surfer:1")), "p1:surfer:1") == 2
    g = face_off([surfer("start_of_attack_step", condition=BEHIND)], [])
    events = g.attack("p1:surfer:1")
    assert grown(events, "p1:surfer:1") == 0 and not of_type(events, ev.AbilityTriggered)


def test_every_attack_step_or_only_your_own() -> None:
    """Chris's card: "the attack step" triggers on Michele's too (a die of his need not
    attack); "your attack step" does not."""
    g = face_off([character("big", 2, 2)], [surfer("start_of_attack_step", card="wall")])
    events = resolve_all(g, g.attack("p1:big:1"))
    assert grown(events, "p2:wall:1") == 2
    g = face_off([character("big", 2, 2)], [surfer("start_of_your_attack_step", card="wall")])
    events = g.attack("p1:big:1")
    assert not of_type(events, ev.AbilityTriggered)
