"""An opponent's targeting by any ability (cards/compiler/constructs/targets_any.py; engine
`when_your_die_targeted_by_opposing_any`, DM-13.1). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why


def test_an_opponent_targets_one_of_your_dice() -> None:
    line = "While Wren Hollow is active, when an opponent targets one of your (grv) character dice,"
    record = ability(f"{line} gain 1 life.")
    assert record["trigger"] == "when_your_die_targeted_by_opposing_any"
    assert record["trigger_filters"] == {"affiliation": "grovekin", "die_kind": "character"}
    words = said("When your opponent targets one of your character dice, gain 1 life.")
    assert words.startswith(
        "Whenever a character die of yours is targeted by an opponent's ability"
    )


def test_with_an_action_die_keeps_its_own_reading() -> None:
    record = ability("When your opponent targets one of your character dice with an action die,"
                     " gain 1 life.")  # fmt: skip
    assert record["trigger"] == "when_your_die_targeted_by_opposing_action"


@pytest.mark.parametrize(
    "line",
    ["When you target one of your character dice, gain 1 life.",
     "When an opponent targets an opposing character die, gain 1 life."],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed")
