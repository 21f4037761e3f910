"""KO by A (constructs/ko_by_attack.py): "KO target character die with A of 4 or greater",
"KO all character dice with an A of 3 or less"; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("When fielded, KO target character die with A of 4 or greater.",
         [{"op": "ko", "target": "target_die", "filters": {"attack_at_least": 4}}]),
        ("When fielded, KO all character dice with an A of 3 or less.",
         [{"op": "ko", "target": "all_characters", "filters": {"attack_at_most": 3}}]),
        ("When fielded, KO target opposing Sidekick die with A of 1 or more.",
         [{"op": "ko", "target": "target_opposing_die",
           "filters": {"sidekick": True, "attack_at_least": 1}}]),
    ],
)  # fmt: skip
def test_ko_by_attack(line: str, made: list) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (f"When fielded, KO {NAME} with A of 2 or less.", "effect"),
        ("When fielded, KO target character die with D of 5 or greater.", "effect"),
        ("When fielded, KO target character die with A of 5 or so.", "effect"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason
