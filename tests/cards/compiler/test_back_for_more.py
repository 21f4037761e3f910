"""Back for More lines (cards/compiler/constructs/back_for_more.py; docs/rulings.md "Back for
More"): "Back for More - <effects>. (Use when rolled from the prep area.)" is the die's own
trigger `when_rolled_from_prep` (games/engine/abilities/roll_occasions.py). Our own
wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    "reminder", ["(Use when rolled from the prep area.)", "(use when rolled from prep area)", ""]
)
def test_back_for_more_is_the_die_s_roll_from_the_prep_area(reminder: str) -> None:
    record = ability(f"Back for More - Gain 2 life. {reminder}".strip())
    assert record["trigger"] == "when_rolled_from_prep"
    assert record["effects"] == [{"op": "gain_life", "amount": 2, "target": "you"}]
    assert "optional" not in record


@pytest.mark.parametrize(
    "line",
    [
        "Back for More gain 1 life.",  # no dash
        "Back for More - Frobnicate the bag.",
        "Back for More - Gain 1 life. (Use when fielded from the prep area.)",
        "Back for Less - Gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
