"""A die put somewhere else than the Used Pile (cards/compiler/constructs/used_instead.py; the
engine's abilities/used_instead.py, DM-12.1). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, effects, said, why

RUNNER = (
    "When Wren Hollow attacks and is not blocked, you may pay (mask). If you do, add Wren"
    " Hollow to your Prep Area instead of sending her to your Used Pile."
)
KEEPER = (
    "While Wren Hollow is active, when you use an action die, you may put that die into your bag"
    " at the end of the turn, instead of into the Used Pile."
)
TOLLED = (
    "Whenever you use an action die, you may pay (1) to put that die into your Prep Area instead"
    " of your Used Pile."
)
BUYER = (
    "While Wren Hollow is active, when you purchase a (mask) character die, you may pay (1)."
    " If you do, add it to your bag instead of your Used Pile."
)


def test_an_unblocked_attacker_to_the_prep_area() -> None:
    record = ability(RUNNER)
    assert record["trigger"] == "when_unblocked" and record["pay_types"] == ["mask"]
    assert record["effects"] == [{"op": "used_pile_to", "zone": "prep", "target": "this_die"}]


def test_a_used_action_die_to_the_bag_at_the_end_of_the_turn() -> None:
    assert effects("character", KEEPER) == [
        {"op": "used_pile_to", "zone": "bag", "target": "used_action_die"}
    ]
    assert ability(TOLLED)["pay"] == 1
    assert ability(TOLLED)["effects"] == [
        {"op": "used_pile_to", "zone": "prep", "target": "used_action_die"}
    ]


def test_a_purchased_die_to_the_bag() -> None:
    record = ability(BUYER)
    assert record["trigger"] == "when_you_purchase"
    assert record["effects"] == [{"op": "used_pile_to", "zone": "bag", "target": "that_die"}]


def test_the_reading() -> None:
    assert "goes to its owner's Prep Area instead" in said(RUNNER)
    assert "bag instead" in said(KEEPER)


@pytest.mark.parametrize(
    "line",
    [
        # another player's zone: a die never goes to another player's zones (DM-23.4)
        "When Wren Hollow attacks and is not blocked, add Wren Hollow to your opponent's Prep"
        " Area instead of moving her to your Used Pile.",
        # a die that is not this card's own, named by kind
        "When Wren Hollow attacks and is not blocked, add a Sidekick die to your Prep Area"
        " instead of the Used Pile.",
        # "it" with no die named before it
        "Global: Pay 1. Put it into your bag instead of the Used Pile.",
        # the Reserve Pool: no zone this replacement sends to
        "When Wren Hollow attacks and is not blocked, add Wren Hollow to your Reserve Pool"
        " instead of the Used Pile.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
