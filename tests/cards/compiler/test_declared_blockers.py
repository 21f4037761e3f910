"""Dice named by their part in the combat (cards/compiler/constructs/declared_blockers.py):
"all character dice declared as blockers" is every blocking character die (DM-9.3). Our own
wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, why


def test_every_die_declared_as_a_blocker() -> None:
    record = ability(f"When {NAME} is blocked, deal 2 damage to all character dice declared as"
                     " blockers.")  # fmt: skip
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 2, "target": "all_characters", "filters": {"blocker": True}}
    ]


@pytest.mark.parametrize(
    "line",
    [
        f"When {NAME} is blocked, deal 2 damage to target character die declared as blockers.",
        f"When {NAME} is blocked, deal 2 damage to all blocking character dice declared as"
        " blockers.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("target", "unparsed", "count")
