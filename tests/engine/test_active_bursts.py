"""Burst text of a while-active trigger (DM-17.2, DM-17.3, DM-18.1; docs/rulings.md "Burst
text of a while-active trigger"): "While <self> is active, whenever you or <self> takes
damage, <self> deals 2 damage to each opposing character. (burst) He deals 3 damage
instead." A damaged die of the card reads its own face; you being damaged reads the card's
dice in the Field Zone (abilities/card_bursts.py). Cards are our own."""

from __future__ import annotations

from games.engine import events as ev
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

HIT = {"op": "deal_damage", "target": "all_opposing_characters"}
BASE = {"trigger": "when_damaged", "also": ["when_you_are_damaged"], "while_active": "self"}


def brute() -> dict:
    card = character("brute", 1, 9, abilities=[
        {**BASE, "effects": [{**HIT, "amount": 2}]},
        {**BASE, "bursts": [1], "burst_mode": "replace", "effects": [{**HIT, "amount": 3}]},
    ])  # fmt: skip
    card["faces"][0]["bursts"] = 1  # level 1 shows a burst; level 2 does not
    return card


RUNNER = character("runner", 1, 9)
STAYER = character("stayer", 1, 9)


def _damage_to_stayer(face: int) -> list[int]:
    """Michele's Runner attacks unblocked: Chris is damaged while his Brute (on `face`) is
    active; the damage Brute deals to Michele's Stayer, left in her Field Zone."""
    g = face_off([RUNNER, STAYER], [brute()])
    g.arrange(1, "field", ["p2:brute:1"], face=face)
    g.hurt(1, 3)
    g.attack("p1:runner:1")
    g.block()
    events = g.pass_all()
    return [e.amount for e in of_type(events, ev.DieDamaged) if e.die == "p1:stayer:1"]


def test_you_damaged_reads_the_burst_of_the_cards_die_in_the_field() -> None:
    """DM-17.3: the card's die shows a burst: 3 damage instead of 2."""
    assert _damage_to_stayer(0) == [3]


def test_no_burst_in_the_field_keeps_the_base_text() -> None:
    """Near miss: its die shows no burst (level 2): the base 2 damage."""
    assert _damage_to_stayer(1) == [2]
