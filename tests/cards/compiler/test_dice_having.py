"""A dice phrase narrowed by a clause after its noun (cards/compiler/constructs/
dice_having.py; the engine's filters `damaged_this_turn` and `has_global`, abilities/
die_history.py). Our own wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why


def test_a_die_damaged_earlier_this_turn() -> None:
    line = "When fielded, KO target opposing character die that has been damaged this turn."
    assert effects("character", line) == [
        {"op": "ko", "target": "target_opposing_die", "filters": {"damaged_this_turn": True}}
    ]
    line = "Global: Pay (2). KO all character dice that have already been damaged this turn."
    assert effects("character", line) == [
        {"op": "ko", "target": "all_characters", "filters": {"damaged_this_turn": True}}
    ]


def test_each_die_of_a_card_with_a_global() -> None:
    line = "Global: Pay (1). KO each opposing character die that has a Global Ability on its card."
    assert effects("character", line) == [
        {"op": "ko", "target": "all_opposing_characters", "filters": {"has_global": True}}
    ]


def test_the_readings() -> None:
    reading = said("When fielded, KO target character die that has been damaged this turn.")
    assert "already damaged this turn" in reading, reading
    reading = said("When fielded, KO each character die that has a Global Ability on its card.")
    assert "with a Global Ability on its card" in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        "Global: Pay (1). KO target opposing character die that has no affiliation.",
        "When fielded, KO target character die that has been damaged.",  # no time said
        "When fielded, KO target character die that has a Global Ability.",  # whose?
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "target", "unparsed")
