"""A character's own static while its die is in combat one way (constructs/own_combat.py):
"<self> gets +2A and +2D while blocking" (DM-9.3), "... while attacking" (DM-9.1), "<self>
gets +2A / is unblockable when attacking alone" (DM-9.2), asked of each die of the card
(DM-14.3). Near misses (another die's effect, a trigger's effect) stay text only."""

from __future__ import annotations

import pytest

from games.engine.abilities.permissions import may_block
from games.engine.abilities.stats import stats
from games.reading import read_data
from tests.cards.compiler.helpers import NAME, ability, compiled, why
from tests.engine.keywords.common import at_attack, character, face_off

BLOCKING = {"kind": "this_die", "filters": {"zone": "attack", "blocker": True}}
ATTACKING = {"kind": "this_die", "filters": {"zone": "attack", "blocker": False}}
ALONE = {"kind": "attacking_alone"}
ENGAGED = {"kind": "engaged", "filters": {"energy_type": "bolt"}}


@pytest.mark.parametrize(
    ("line", "effect", "condition"),
    [
        (f"{NAME} gets +2A and +2D while blocking.",
         {"op": "modify_stats", "amount": 2, "target": "this_card"}, BLOCKING),
        (f"{NAME} gets +2A while attacking.",
         {"op": "modify_attack", "amount": 2, "target": "this_card"}, ATTACKING),
        (f"{NAME} gets +2A when attacking alone.",
         {"op": "modify_attack", "amount": 2, "target": "this_card"}, ALONE),
        (f"{NAME} is unblockable when attacking alone.",
         {"op": "cant_be_blocked", "target": "this_card"}, ALONE),
        (f"{NAME} cannot be blocked while attacking alone.",
         {"op": "cant_be_blocked", "target": "this_card"}, ALONE),
        (f"{NAME} gets +2A when engaged with a (bolt) character.",
         {"op": "modify_attack", "amount": 2, "target": "this_card"}, ENGAGED),
    ],
)  # fmt: skip
def test_a_static_of_its_own_dice_in_combat(line: str, effect: dict, condition: dict) -> None:
    record = ability(line)
    assert (record["trigger"], record["effects"], record["condition"]) == (
        "static", [effect], condition,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("Your characters get +1A while blocking.", "condition"),  # not its own dice
        (f"When fielded, {NAME} gets +2A while blocking.", "condition"),  # asked once
        (f"{NAME} gets +2A until end of turn while blocking.", "static"),  # a duration
        (f"{NAME} gets +2A when blocking alone.", "unparsed"),
        # an engaged die is always an opposing one; "another" says nothing more
        (f"{NAME} gets +2A when engaged with one of your character dice.", "condition"),
        (f"{NAME} gets +2A when engaged with another character die.", "condition"),
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str, category: str) -> None:
    assert why("character", line) == category


def test_the_reading_says_when_it_holds() -> None:
    line = f"{NAME} gets +2A and +2D while blocking."
    card = {"id": "5tst", "kind": "character", "name": NAME, "text": [line],
            **compiled("character", [line])}  # fmt: skip
    (read,) = read_data(card)
    assert read.reading.startswith("For each of this card's dice, if that die is blocking:")


def _card(card_id: str, line: str) -> dict:
    return character(card_id, 1, 1, **compiled("character", [line]))


def test_the_blocker_gets_it_and_the_attacker_does_not() -> None:
    """DM-9.3: only a die declared as a blocker is blocking; the static asks each die."""
    wall = _card("wall", f"{NAME} gets +2A and +2D while blocking.")
    g = face_off([character("raider", 2, 2)], [wall])
    g.attack("p1:raider:1")
    assert stats(g.state, g.state.dice["p2:wall:1"]) == (1, 1)
    g.block(("p2:wall:1", "p1:raider:1"))
    assert stats(g.state, g.state.dice["p2:wall:1"]) == (3, 3)


def test_attacking_alone_it_gets_the_bonus_and_cannot_be_blocked() -> None:
    """DM-9.2: the attackers are declared together; one attacker is alone."""
    line = f"{NAME} gets +2A when attacking alone."
    g = at_attack(_card("loner", line), character("friend", 1, 1))
    g.attack("p1:loner:1", "p1:friend:1")
    assert stats(g.state, g.state.dice["p1:loner:1"]) == (1, 1)
    g = at_attack(_card("loner", line), character("friend", 1, 1))
    g.attack("p1:loner:1")
    assert stats(g.state, g.state.dice["p1:loner:1"]) == (3, 1)
    ghost = _card("ghost", f"{NAME} is unblockable when attacking alone.")
    g = at_attack(ghost, character("friend", 1, 1))
    g.attack("p1:ghost:1", "p1:friend:1")
    assert may_block(g.state, "p2:sidekick:5", "p1:ghost:1")
    g = at_attack(ghost, character("friend", 1, 1))
    g.attack("p1:ghost:1")
    assert not may_block(g.state, "p2:sidekick:5", "p1:ghost:1")


def test_engaged_with_a_bolt_die_it_gets_the_bonus() -> None:
    """Glossary "Engaged": a die blocking or blocked by it (DM-9.4); only a (bolt) one."""
    bishop = _card("bishop", f"{NAME} gets +2A when engaged with a (bolt) character.")
    g = face_off([character("spark", 1, 1, energy_types=["bolt"])], [bishop])
    g.attack("p1:spark:1")
    assert stats(g.state, g.state.dice["p2:bishop:1"]) == (1, 1)
    g.block(("p2:bishop:1", "p1:spark:1"))
    assert stats(g.state, g.state.dice["p2:bishop:1"]) == (3, 1)
    g = face_off([character("brute", 1, 1, energy_types=["fist"])], [bishop])
    g.attack("p1:brute:1")
    g.block(("p2:bishop:1", "p1:brute:1"))
    assert stats(g.state, g.state.dice["p2:bishop:1"]) == (1, 1)
