""" "This card's dice" in a triggered ability, not a static (abilities/targets.py
`_this_card`; DM-18.1, DM-14.3): a trigger that gives its own card's character +2A (not a
static: "when this attacks, <this> gets +2A"). The effect acts
on every die of the card its controller has in the Field Zone (it acted on none before
rules edition 15). Our own wording."""

from __future__ import annotations

from games.engine import events as ev
from games.engine.abilities.stats import stats
from tests.engine.helpers import of_type
from tests.engine.keywords.common import character, face_off

BOOST = character("boost", 1, 1, abilities=[{"trigger": "when_attacks", "effects": [
    {"op": "modify_attack", "amount": 2, "target": "this_card"}]}])  # fmt: skip
GUARD = character("guard", 1, 2)


def _a(g, die: str) -> int:
    return stats(g.state, g.state.dice[die])[0]


def test_the_card_s_dice_in_the_field_get_it() -> None:
    g = face_off([BOOST], [GUARD])
    g.attack("p1:boost:1")
    assert _a(g, "p1:boost:1") == 3


def test_not_other_cards_dice_nor_the_opponent_s() -> None:
    """Near miss: Chris's Guard and the usual foe are no dice of this card."""
    g = face_off([BOOST], [GUARD])
    before = {d: _a(g, d) for d in g.zone(1, "field")}
    g.attack("p1:boost:1")
    assert {d: _a(g, d) for d in g.zone(1, "field")} == before


def test_a_die_of_the_card_outside_the_field_is_not_named() -> None:
    """Near miss: the card's second die, in Michele's Used Pile, gets nothing (DM-18.1)."""
    g = face_off([BOOST], [GUARD])
    g.give(0, "p1:boost:2", to="used")
    events = g.attack("p1:boost:1")
    named = [e.die for e in of_type(events, ev.StatsModified)]
    assert named == ["p1:boost:1"]
