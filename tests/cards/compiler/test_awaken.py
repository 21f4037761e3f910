"""Awaken lines (cards/compiler/constructs/awaken.py; docs/rulings.md "Awaken"): "Awaken -
<effects>. (When <self> spins up 1 or more levels, you may use this effect.)" is the die's
own optional trigger `when_spins_up` (games/engine/abilities/effects/spin.py announces a
die spun up); "when a character die you control spins up (a level)" and "... is spun up"
are the deeds' triggers on the same occasion (constructs/deeds.py). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, why

REMINDER = f"(When {NAME} spins up 1 or more levels, you may use this effect.)"


@pytest.mark.parametrize("dash", ["-", ":"])
def test_awaken_is_an_optional_trigger_of_the_die_spun_up(dash: str) -> None:
    record = ability(f"Awaken {dash} Gain 2 life. {REMINDER}")
    assert record["trigger"] == "when_spins_up" and record["optional"] is True
    assert record["effects"] == [{"op": "gain_life", "amount": 2, "target": "you"}]


def test_without_its_reminder_it_is_the_same() -> None:
    record = ability(f"Awaken - {NAME} gets +1A until end of turn.")
    assert record["trigger"] == "when_spins_up"
    assert record["effects"] == [{"op": "modify_attack", "amount": 1, "target": "this_die"}]


def test_a_die_of_yours_spun_up_is_a_deed_trigger() -> None:
    record = ability("When another character die you control spins up a level, gain 1 life.")
    assert record["trigger"] == "when_your_die_spins_up"
    assert record["trigger_filters"] == {"other_card": "self"}


def test_any_die_spun_up_is_both_deed_triggers() -> None:
    record = ability(f"While {NAME} is active, when a character die is spun up, gain 1 life.")
    assert record["trigger"] == "when_your_die_spins_up"
    assert record["also"] == ["when_opposing_die_spins_up"]


@pytest.mark.parametrize(
    "line",
    [
        "Awaken gain 1 life.",  # no dash: not the ability word's line
        "Awaken - Frobnicate the bag.",
        f"Awaken - Gain 1 life. (When {NAME} spins down a level, you may use this effect.)",
        "When a character die spins down, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
