"""A KO other than by combat damage (cards/compiler/constructs/ko_ways.py): "When <self> is
KO'd other than by damage from an attacker or blocker," (DM-9.11). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    "opening",
    ["When Wren Hollow is KO'd other than by damage from an attacker or blocker,",
     "Whenever Wren Hollow is knocked out other than by combat damage,"],
)  # fmt: skip
def test_other_than_combat(opening: str) -> None:
    record = ability(f"{opening} gain 1 life.")
    assert record["trigger"] == "when_kod_not_by_combat"


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow is KO'd by non-combat damage, gain 1 life.",  # damage, not a KO
        "When Wren Hollow is KO'd other than by an action die, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed")
