"""Spark lines (cards/compiler/constructs/spark.py; docs/rulings.md "Spark"): "Spark:
<effects>" with or without its reminder is the trigger `when_you_roll_a_burst`. Our own
wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    "reminder",
    [
        "",
        "(while active, when you roll a burst face, use this effect at the end of the phase)",
        "(Spark abilities trigger when you roll a * or ** face on a die.)",
        "(Spark abilities trigger when you roll a (burst)(burst) or (burst) face on a die.)",
    ],
)
def test_spark_is_a_die_of_yours_rolled_onto_a_burst_face(reminder: str) -> None:
    record = ability(f"Spark: Gain 2 life. {reminder}".strip())
    assert record["trigger"] == "when_you_roll_a_burst"
    assert record["effects"] == [{"op": "gain_life", "amount": 2, "target": "you"}]


@pytest.mark.parametrize(
    "line",
    [
        "Spark gain 1 life.",  # no colon or dash
        "Spark: Frobnicate the bag.",
        "Spark: Gain 1 life. (Use when you roll an energy face.)",
        "Sparkle: Gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
