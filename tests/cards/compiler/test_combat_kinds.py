"""Kinds of dice in a character's combat triggers (cards/compiler/constructs/combat_kinds.py):
"blocks a Villain", "blocks a Fist or a Bolt character die", "blocked by a Fist or Shield
character", "blocked by a non-Crossover character die" (DM-9.3, DM-9.4). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why

GAIN = [{"op": "gain_life", "amount": 1, "target": "you"}]


@pytest.mark.parametrize(
    ("opening", "trigger", "filters"),
    [
        ("When Wren Hollow blocks a Villain,", "when_blocks_die", {"affiliation": "villain"}),
        ("Whenever Wren Hollow blocks a non-Villain character die,", "when_blocks_die",
         {"not_affiliation": "villain"}),
        ("When Wren Hollow blocks a (fist) or a (bolt) character die,", "when_blocks_die",
         {"energy_type_any": "fist bolt"}),
        ("When blocked by a (fist) or (shield) character,", "when_blocked_by_die",
         {"energy_type_any": "fist shield"}),
        ("When Wren Hollow is blocked by a non-Crossover character die,", "when_blocked_by_die",
         {"crossover": False}),
    ],
)  # fmt: skip
def test_the_kinds_are_trigger_filters(opening: str, trigger: str, filters: dict) -> None:
    record = ability(f"{opening} gain 1 life.")
    assert record["trigger"] == trigger
    assert record["trigger_filters"] == filters
    assert record["effects"] == GAIN


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow blocks your Villain, gain 1 life.",  # one of yours: never blocked
        "When Wren Hollow blocks a (fist) or a (grv) character die, gain 1 life.",  # mixed
        "When Wren Hollow blocks a (fist) or a (bolt) Sidekick die, gain 1 life.",
        "When Wren Hollow blocks a (fist) or a (wild) character die, gain 1 life.",
        "When Wren Hollow blocks a Villain or a Hero, gain 1 life.",
        "When Wren Hollow blocks a Hero, gain 1 life.",  # no card's affiliation
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed")
