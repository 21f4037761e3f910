"""A die's own events said with "If" (constructs/own_triggers.py, combat_triggers.py,
timed_triggers.py): "If <self> is KO'd while blocking," is the die's "when KO'd" narrowed
to a blocker (DM-9.3, DM-9.11); "If <self> is blocked but is not KO'd," its own trigger as
combat ends (DM-9.13). Wording and names are our own."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import NAME, ability, compiled, why


@pytest.mark.parametrize(
    ("line", "trigger", "filters"),
    [
        (f"If {NAME} is KO'd while blocking, you gain 1 life.", "when_kod",
         {"zone": "attack", "blocker": True}),
        (f"When {NAME} is knocked out while blocking, you gain 1 life.", "when_kod",
         {"zone": "attack", "blocker": True}),
        (f"If {NAME} is KO'd while attacking, gain 2 life.", "when_kod",
         {"zone": "attack", "blocker": False}),
        (f"If {NAME} is KO'd, gain 1 life.", "when_kod", None),
        (f"If {NAME} takes damage, gain 1 life.", "when_damaged", None),
        (f"If {NAME} is blocked but is not KO'd, deal 2 damage to your opponent.",
         "when_blocked_survives", None),
        (f"If {NAME} is blocked and not knocked out, deal 2 damage to your opponent.",
         "when_blocked_survives", None),
    ],
)  # fmt: skip
def test_an_own_event_said_with_if(line: str, trigger: str, filters: dict | None) -> None:
    record = ability(line)
    assert record["trigger"] == trigger
    assert record.get("trigger_filters") == filters


def test_the_reading_says_when_and_which() -> None:
    made = compiled("character", [f"If {NAME} is blocked but is not KO'd, gain 1 life."])
    (line,) = read_data({"kind": "character", "name": NAME, **made})
    assert "if this die was blocked and was not KO'd" in str(line)
    made = compiled("character", [f"If {NAME} is KO'd while blocking, gain 1 life."])
    (line,) = read_data({"kind": "character", "name": NAME, **made})
    assert "When this die is KO'd while blocking:" in str(line)


@pytest.mark.parametrize(
    "line",
    [
        # another die's event ("while engaged" of its own: tests/cards/compiler/
        # test_fought_targets.py, the filter `any_of`)
        "If a character die you control is KO'd while blocking, gain 1 life.",
        # a state, not an event, and a blocked die that is KO'd
        f"If {NAME} is active, gain 1 life.",
        f"If {NAME} is blocked but is KO'd, gain 1 life.",
        f"If {NAME} was blocked but not KO'd, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("line", "trigger"),
    [
        ("At the start of the attack step, if you have less life than your opponent, "
         f"{NAME} gets +1A and +1D.", "start_of_attack_step"),
        (f"At the beginning of your attack step, {NAME} gets +1A.", "start_of_your_attack_step"),
    ],
)  # fmt: skip
def test_the_attack_step_s_start(line: str, trigger: str) -> None:
    """constructs/turn_triggers.py: <self> is this card's dice in the Field Zone."""
    record = ability(line)
    assert record["trigger"] == trigger
    (effect,) = record["effects"]
    assert effect["target"] == "all_your_characters" and effect["filters"] == {"card": "5tst"}
    made = compiled("character", [line])
    (read,) = read_data({"kind": "character", "name": NAME, **made})
    assert "Attack Step (once attackers are declared)" in str(read)


@pytest.mark.parametrize(
    "line",
    [
        # a step's end, or "during" it (no moment)
        f"At the end of the attack step, {NAME} gets +1A.",
        f"During the attack step, {NAME} gets +1A.",
    ],
)
def test_attack_step_near_misses(line: str) -> None:
    assert why("character", line)
