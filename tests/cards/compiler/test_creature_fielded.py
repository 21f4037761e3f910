"""A die of a creature type fielded, either player's (cards/compiler/constructs/
creature_fielded.py; engine filter `creature_type`, DM-8.12, DM-15.6). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why


def test_a_dragon_die_is_fielded() -> None:
    line = "While Wren Hollow is active, when a Dragon character die is fielded, gain 1 life."
    record = ability(line)
    assert record["trigger"] == "when_you_field"
    assert record["also"] == ["when_opponent_fields"]
    assert record["trigger_filters"] == {"creature_type": "dragon"}
    assert "Whenever you field a" in said(line) and "an opponent fields a" in said(line)


@pytest.mark.parametrize(
    "line",
    ["When a Dragons die is fielded, gain 1 life.",
     "When a Kobold character die is fielded, gain 1 life."],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed")
