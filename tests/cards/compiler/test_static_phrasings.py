"""Static phrasings of A and D the engine already runs (DM-14.3): "<dice> have +2D", "your
Sidekick characters get ...", with the reminder "(no matter how many <self> dice you have
fielded)" (cards/compiler/reminders.py drops it). A "when attacks" line's "(no matter how
many <self> dice attack)" is no reminder: each attacking die triggers the ability (DM-15.6),
so it stays text."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why

SIDEKICKS = {"target": "all_your_characters", "filters": {"sidekick": True}}


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"While {NAME} is active, your Sidekick dice have +2D.",
         [{"op": "modify_defense", "amount": 2, **SIDEKICKS}]),
        (f"While {NAME} is active, your (grv) character dice have +1A and +1D.",
         [{"op": "modify_stats", "amount": 1, "target": "all_your_characters",
           "filters": {"affiliation": "grovekin"}}]),
        (f"While {NAME} is active, your Sidekick characters get +1A and +1D (no matter how "
         f"many {NAME} dice you have fielded).",
         [{"op": "modify_stats", "amount": 1, **SIDEKICKS}]),
        (f"While {NAME} is active, opposing (Fist) characters get -1A (no matter how many "
         f"{NAME} dice you have fielded).",
         [{"op": "modify_attack", "amount": -1, "target": "all_opposing_characters",
           "filters": {"energy_type": "fist"}}]),
    ],
)  # fmt: skip
def test_a_static_phrasing(line: str, made: list) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (f"When {NAME} attacks, your Sidekick dice get +1A (no matter how many {NAME} dice "
         "attack).", "effect"),
        ("When fielded, you have +2D.", "target"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason
