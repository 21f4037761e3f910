"""A tax on the opponent's purchases said as what they pay (constructs/cost_changes.py
`cost_pay`, DM-8.7): "your opponents (must) pay 1 more to purchase each die / a die with
a purchase cost of 2 or less" while this card is active; near misses stay text only.
Our own wording."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import NAME, compiled, effects, why


@pytest.mark.parametrize(
    "line",
    [
        f"While {NAME} is active, your opponents pay (2) more to purchase each die with a"
        " purchase cost of 2 or less.",
        f"While {NAME} is active, your opponents must pay (2) more to purchase a die with"
        " purchase cost of 2 or less.",
    ],
)
def test_the_opponents_pay_more_for_cheap_dice(line: str) -> None:
    assert effects("character", line) == [
        {"op": "increase_cost", "amount": 2, "target": "all_opposing_dice",
         "filters": {"cost_at_most": 2}}
    ]  # fmt: skip
    (read,) = read_data({"kind": "character", "name": NAME, **compiled("character", [line])})
    assert "opposing dice with purchase cost 2 or less cost 2 more to purchase" in read.reading


@pytest.mark.parametrize(
    "line",
    [
        # a fielding cost bound: no filter says it
        f"While {NAME} is active, your opponents pay (2) more to purchase each die with a"
        " fielding cost of 2 or less.",
        # every player, not the opponents
        f"While {NAME} is active, players pay (1) more to purchase each die.",
        # less, not more: not this shape
        f"While {NAME} is active, your opponents pay (1) less to purchase each die.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("cost_change", "effect")
