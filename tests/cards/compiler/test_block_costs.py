"""Block limits named by cost (constructs/block_costs.py): "<self> can't be blocked by
character dice with purchase cost 2 or less", "... with cost 6 or more", "... with a printed
fielding cost of 0" are statics with cost filters (DM-8.7, DM-8.10, DM-9.3, DM-14.3); near
misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why


@pytest.mark.parametrize(
    ("line", "by"),
    [
        (f"{NAME} can't be blocked by character dice with purchase cost 3 or less.",
         {"cost_at_most": 3}),
        (f"{NAME} can't be blocked by character dice with cost 2 or less",
         {"cost_at_most": 2}),
        (f"{NAME} cannot be blocked by character dice with purchase cost 5 or more.",
         {"cost_at_least": 5}),
        (f"{NAME} cannot be blocked by characters with a purchase cost of 4 or higher.",
         {"cost_at_least": 4}),
        (f"{NAME} can't be blocked by characters with a printed fielding cost of 1.",
         {"field_cost": 1}),
        (f"{NAME} can't be blocked by (grv) character dice with purchase cost 3 or less.",
         {"affiliation": "grovekin", "cost_at_most": 3}),
    ],
)  # fmt: skip
def test_a_blocker_named_by_its_cost(line: str, by: dict) -> None:
    assert effects("character", line) == [
        {"op": "cant_be_blocked_by", "by_filters": by, "target": "this_card"}
    ]


@pytest.mark.parametrize(
    "line",
    [
        # a cost exactly: no filter says it
        f"{NAME} can't be blocked by character dice with purchase cost 3.",
        # a fielding cost with a bound: no filter says it
        f"{NAME} can't be blocked by character dice with fielding cost 2 or more.",
        # "non-X ... with cost": a negation with more filters
        f"{NAME} cannot be blocked by non-(grv) character dice with purchase cost of 5 or more.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) == "cost_change"
