"""The next fielding free, said as a command (cards/compiler/constructs/field_next_free.py;
the engine's `free_next_field`, abilities/costs.py, DM-8.10): used up by the next character
die the player fields, whenever that is, or until Cleanup with "this turn". Our own
wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, said, why

FREE = {"op": "free_next_field", "amount": 0, "target": "you"}


def test_awaken_makes_the_next_fielding_free_whenever_it_is() -> None:
    line = "Awaken - Field your next character die for free."
    made = compiled("character", [line])
    (record,) = made["abilities"]
    assert record["trigger"] == "when_spins_up" and record["optional"] is True
    assert record["effects"] == [{**FREE, "duration": "until_used"}]


def test_a_global_this_turn_only() -> None:
    line = "Global: Pay (2). Field your next character for free this turn."
    assert effects("character", line) == [FREE]


def test_the_reading() -> None:
    reading = said("When fielded, field your next character die for free this turn.")
    assert "next character die you field is free to field" in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, field your next (grv) character die for free.",  # a kind of die
        "Global: Pay (2). Field your next character die for (1).",  # a price, not free
        "When fielded, field your next action die for free.",  # no action die is fielded
        "When fielded, purchase your next character die for free.",  # a purchase
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "unparsed")
