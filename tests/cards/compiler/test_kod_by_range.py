"""A die KO'd by Range (cards/compiler/constructs/kod_by_range.py): "while <self> is active,
when an opposing character die is KO'd by Range," (002:L777; games/engine/abilities/
range_kos.py). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    "opening",
    ["While Wren Hollow is active, when an opposing character die is KO'd by Range,",
     "While active, whenever an opposing character die is knocked out by Range,"],
)  # fmt: skip
def test_opposing_die_kod_by_range(opening: str) -> None:
    record = ability(f"{opening} gain 1 life.")
    assert record["trigger"] == "when_opposing_die_is_kod_by_range"
    assert record["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


def test_either_players_die() -> None:
    record = ability("While Wren Hollow is active, when a character die is KO'd by Range, "
                     "gain 1 life.")  # fmt: skip
    assert record["trigger"] == "when_your_die_is_kod_by_range"
    assert record["also"] == ["when_opposing_die_is_kod_by_range"]


@pytest.mark.parametrize(
    "line",
    [
        "While Wren Hollow is active, when an opposing character die is KO'd by Overcrush, "
        "gain 1 life.",  # another keyword: no such trigger
        "While Wren Hollow is active, when an opposing character die is KO'd by an action die, "
        "gain 1 life.",
        "While Wren Hollow is active, when opposing character dice are KO'd by Range, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed")
