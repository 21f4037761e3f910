"""Triggers once per card and turn (DM-15.5, `first_time_each_turn`): "The first time each
turn <deed>," and "The first time <deed> each turn," (constructs/deeds.py), "Once per turn,
<trigger>," (constructs/timed_triggers.py; docs/rulings.md "Once per turn"). Our own
wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, why


@pytest.mark.parametrize(
    "line",
    [
        "The first time each turn you field another character, gain 1 life.",
        "The first time you field another character each turn, gain 1 life.",
    ],
)
def test_the_first_time_each_turn_is_the_deed_once_per_turn(line: str) -> None:
    record = ability(line)
    assert record["trigger"] == "when_you_field" and record["first_time_each_turn"] is True
    assert record["trigger_filters"] == {"other_card": "self"}


def test_with_while_active_first() -> None:
    record = ability(
        f"While {NAME} is active, the first time one of your sidekicks is KO'd each turn, "
        "gain 1 life."
    )
    assert record["trigger"] == "when_your_die_is_kod" and record["first_time_each_turn"]


def test_once_per_turn_before_a_trigger() -> None:
    record = ability(f"Once per turn, when {NAME} attacks, gain 1 life.")
    assert record["trigger"] == "when_attacks" and record["first_time_each_turn"] is True


@pytest.mark.parametrize(
    "line",
    [
        "Once per turn, the first time each turn you field a character, gain 1 life.",
        "The first time each game you field a character, gain 1 life.",
        "The second time each turn you field a character, gain 1 life.",
        "Twice per turn, when fielded, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
