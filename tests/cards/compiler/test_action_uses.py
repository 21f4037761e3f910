"""Triggers on an action die used (cards/compiler/constructs/action_uses.py) and a turn's
start or end opened by "While <self> is active," (constructs/active_turns.py)."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, why


@pytest.mark.parametrize(
    ("line", "trigger", "more"),
    [
        (f"While {NAME} is active, when you use a basic action die, gain 1 life.",
         "when_you_use_an_action_die", {"trigger_filters": {"basic": True}}),
        ("When you use a non-basic action die, gain 1 life.",
         "when_you_use_an_action_die", {"trigger_filters": {"basic": False}}),
        (f"While {NAME} is active, when you play an action die, gain 1 life.",
         "when_you_use_an_action_die", {}),
        ("Whenever any player uses an action die, gain 1 life.",
         "when_you_use_an_action_die", {"also": ["when_opponent_uses_an_action_die"]}),
        (f"While {NAME} is active, when an action die is used, gain 1 life.",
         "when_you_use_an_action_die", {"also": ["when_opponent_uses_an_action_die"]}),
        (f"While {NAME} is active, at the start of your turn, gain 1 life.",
         "start_of_your_turn", {}),
        ("While active, at the end of each turn, gain 1 life.", "end_of_turn", {}),
        (f"When {NAME} is engaged, gain 1 life.", "when_blocks", {"also": ["when_blocked"]}),
    ],
)  # fmt: skip
def test_the_trigger_read(line: str, trigger: str, more: dict) -> None:
    record = ability(line)
    assert record["trigger"] == trigger
    assert {k: record[k] for k in more} == more
    assert "trigger_filters" in record or "trigger_filters" not in more


def test_self_of_a_player_s_trigger_is_this_card_s_dice() -> None:
    record = ability(f"When an action die is used, {NAME} gets +1A.")
    assert record["effects"][0]["target"] == "all_your_characters"


@pytest.mark.parametrize(
    "line",
    [
        # a kind of action die the engine does not tell apart
        "When you use a non-continuous action die, gain 1 life.",
        "When you use a kryptonite action die, gain 1 life.",
        # "while" another card is active, or before a step the engine announces no start of
        "While Some Other Hero is active, at the start of your turn, gain 1 life.",
        f"While {NAME} is active, at the end of your attack step, gain 1 life.",
        # a turn's start with nothing after its comma
        f"While {NAME} is active, at the start of your turn.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_a_character_s_burst_trigger_keeps_its_bursts() -> None:
    """constructs/burst_triggers.py: "(burst) When fielded, ..." (DM-17.2)."""
    record = ability("(burst) When fielded, gain 1 life.")
    assert (record["trigger"], record["bursts"]) == ("when_fielded", [1])
    record = ability(f"(burst)(burst) When {NAME} attacks alone, gain 1 life.")
    assert (record["trigger"], record["bursts"]) == ("when_attacks_alone", [2])
    assert why("character", "(burst) When fielded gain 1 life.")


@pytest.mark.parametrize(
    ("line", "trigger", "more"),
    [
        (f"When {NAME} is KO'd while attacking, gain 1 life.", "when_kod",
         {"trigger_filters": {"zone": "attack", "blocker": False}}),
        (f"When {NAME} is KO'd during your opponent's turn, gain 1 life.", "when_kod",
         {"condition": {"kind": "your_turn", "unless": True}}),
        (f"While {NAME} is active, each time a character die you control is damaged during "
         "an opponent's turn, gain 1 life.", "when_your_die_is_damaged",
         {"condition": {"kind": "your_turn", "unless": True}}),
        ("When you use an action die during your turn, gain 1 life.",
         "when_you_use_an_action_die", {"condition": {"kind": "your_turn"}}),
    ],
)  # fmt: skip
def test_a_trigger_narrowed_to_a_time(line: str, trigger: str, more: dict) -> None:
    """constructs/timed_triggers.py."""
    record = ability(line)
    assert record["trigger"] == trigger
    assert {k: record[k] for k in more} == more


@pytest.mark.parametrize(
    "line",
    [
        # "while attacking" on another die's deed, or on a trigger already filtered
        "When a character die you control is KO'd while attacking, gain 1 life.",
        f"When {NAME} KOs a Sidekick character die while attacking, gain 1 life.",
        # a step the engine reads no condition of (the Attack Step's is tests/cards/compiler/
        # test_attack_step.py)
        f"When {NAME} is KO'd during the main step, gain 1 life.",
    ],
)
def test_timed_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
