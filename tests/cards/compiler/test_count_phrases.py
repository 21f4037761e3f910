"""Two more count phrases (constructs/counts.py, DM-18.5): "for each active (non-self) (aff)
character" counts any player's unique active characters; "for each <noun> you control"
counts your character dice (as "other character you control" does). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, effects, why


@pytest.mark.parametrize(
    ("line", "per", "filters"),
    [
        (f"{NAME} gets +2D for each active non-{NAME} (grv) character.", "all_active_characters",
         {"other_card": CODE, "affiliation": "grovekin"}),
        ("When fielded, deal 1 damage to your opponent for each Villain you control.",
         "your_character_dice", {"affiliation": "villain"}),
        ("When fielded, gain 1 life for each character you control.", "your_character_dice", {}),
    ],
)  # fmt: skip
def test_more_counts(line: str, per: str, filters: dict) -> None:
    (effect,) = effects("character", line)
    assert effect["per"] == per
    assert effect.get("per_filters", {}) == filters


@pytest.mark.parametrize(
    "line",
    [
        # "active" twice, and an unknown player phrase: not read
        "When fielded, deal 1 damage to active player for each Villain you control.",
        f"{NAME} gets +1A for each active, active character.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
