"""The moment after blockers are declared, for an attacking die
(cards/compiler/constructs/after_blockers.py): "While <self> is attacking, after blockers
are declared," is `after_blockers_declared` (DM-9.4); "each blocking die" is every die
declared as a blocker. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why

BLOCKERS = {"target": "all_characters", "filters": {"blocker": True}}


@pytest.mark.parametrize(
    "opening",
    ["While Wren Hollow is attacking, after blockers are declared,",
     "When Wren Hollow is attacking, after blockers are assigned,"],
)  # fmt: skip
def test_an_attacking_die_s_moment_after_blockers(opening: str) -> None:
    record = ability(f"{opening} deal 2 damage to each blocking die.")
    assert record["trigger"] == "after_blockers_declared"
    assert record["effects"] == [{"op": "deal_damage", "amount": 2, **BLOCKERS}]


def test_a_condition_on_the_die_reads_as_it_resolves() -> None:
    """ "if <self> is unblocked": the die's own state once blockers are known."""
    record = ability(
        "While Wren Hollow is attacking, after blockers are declared, if Wren Hollow is"
        " unblocked, you gain 2 life."
    )
    assert record["trigger"] == "after_blockers_declared"
    (effect,) = record["effects"]
    assert effect["condition"]["filters"]["blocked"] is False


@pytest.mark.parametrize(
    "line",
    [
        # no attacking die of the card: a card-wide moment the engine has no trigger for
        "While Wren Hollow is active, after blockers are declared, deal 1 damage to each"
        " blocking die.",
        "After blockers are declared, deal 1 damage to each blocking die.",
        # blocking, not attacking
        "While Wren Hollow is blocking, after blockers are declared, gain 1 life.",
        "While Wren Hollow is attacking, before blockers are declared, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed", "condition", "effect")
