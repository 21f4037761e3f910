"""Damage other dice than a card's own, or its player, never take while it is active
(constructs/immunity.py; engine abilities/immunity.py, DM-14.3, DM-19.1): "While <self> is
active, prevent all non-combat damage dealt to your other character dice / to you", "...
prevent all damage dealt by (aff) character dice (yours or your opponent's) to <self>
character dice you control", "... prevent all damage dealt to your Sidekick dice". Our own
wording; near misses stay text only."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects

WHILE = f"While {NAME} is active,"
YOURS = "all_your_characters"


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"{WHILE} prevent all non-combat damage dealt to your other character dice.",
         {"by_filters": {"combat": False}, "target": YOURS, "filters": {"other_card": CODE}}),
        (f"{WHILE} prevent non-combat damage dealt to your other character dice.",
         {"by_filters": {"combat": False}, "target": YOURS, "filters": {"other_card": CODE}}),
        (f"{WHILE} prevent all damage dealt by (grv) character dice (yours or your "
         f"opponent's) to {NAME} character dice you control.",
         {"by_filters": {"affiliation": "grovekin"}, "target": YOURS, "filters": {"card": CODE}}),
        (f"{WHILE} prevent all damage to your character dice from (Bolt) character dice.",
         {"by_filters": {"energy_type": "bolt"}, "target": YOURS}),
        (f"{WHILE} prevent all non-combat damage dealt to you.",
         {"by_filters": {"combat": False}, "target": "you"}),
        (f"{WHILE} prevent all damage dealt to your Sidekick character dice.",
         {"target": YOURS, "filters": {"sidekick": True}}),
    ],
)  # fmt: skip
def test_a_static_of_other_dice_or_of_you(line: str, made: dict) -> None:
    assert effects("character", line) == [{"op": "no_damage_from", **made}]


@pytest.mark.parametrize(
    "line",
    [
        # damage to you from some dice: the engine asks no die of a player
        f"{WHILE} prevent all damage dealt to you by (Bolt) character dice.",
        # a chosen die is no static's
        f"{WHILE} prevent all damage dealt to target character die.",
        # another die than its own, without "while active": as before
        "Your Sidekick dice take no damage from (Mask) characters.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert compiled("character", [line]).get("unread")


def test_the_reading_says_whose() -> None:
    lines = [f"{WHILE} prevent all non-combat damage dealt to your other character dice."]
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines}
    card.update(compiled("character", lines))
    words = " ".join(line.reading for line in read_data(card) or ()).lower()
    assert "each of your character dice of another card takes no non-combat damage" in words
