""""For each" counts named by an affiliation noun, "non-<self>", "non-(affiliation)" and the
other phrasings of DM-18.5's counts (cards/compiler/constructs/counts.py): "for each other
villain in the field", "for each of your active non-<self> character dice", "for each
level 3 monster your opponent has in the field", "for each of your other different
character dice" (unique characters, DM-18.5). Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


@pytest.mark.parametrize(
    ("line", "per", "filters"),
    [
        (f"{NAME} gets +1A and +1D for each other villain in the field (both players').",
         "all_other_character_dice", {"affiliation": "villain"}),
        (f"{NAME} gets +1A for each villain die in the field.",
         "all_character_dice", {"affiliation": "villain"}),
        (f"{NAME} gets +1A and +1D for each other {NAME} in the field (both players').",
         "all_other_character_dice", {"card": CODE}),
        (f"{NAME} gets +1D for each of your active non-{NAME} character dice.",
         "your_character_dice", {"other_card": CODE}),
        (f"{NAME} gets +1A for each of your other active (grv) character dice.",
         "your_other_character_dice", {"affiliation": "grovekin"}),
        (f"When {NAME} attacks, he gets +1A for each opposing non-(grv) character die in your "
         "opponent's field zone.", "opposing_character_dice", {"not_affiliation": "grovekin"}),
        (f"When {NAME} attacks, it gets +2A and +2D for each level 3 monster your opponent has "
         "in the field.", "opposing_character_dice", {"level": 3, "affiliation": "monster"}),
        (f"When {NAME} attacks, it gets +1A for each other (bolt) monster you control.",
         "your_other_character_dice", {"energy_type": "bolt", "affiliation": "monster"}),
        (f"When {NAME} attacks, she deals 1 damage to your opponent for each other attacking "
         "(bolt) character die.", "your_other_attacking_dice", {"energy_type": "bolt"}),
        (f"When {NAME} attacks, each attacking character die gets +1A and +1D for each of your "
         "other different character dice.", "your_other_active_characters", {}),
    ],
)  # fmt: skip
def test_the_count_and_its_filters(line: str, per: str, filters: dict) -> None:
    (effect,) = effects("character", line)
    assert effect["per"] == per
    assert effect.get("per_filters", {}) == filters


def test_other_different_character_dice_are_other_characters_once_each() -> None:
    """DM-18.5: "different" character dice are dice of different characters; "other" leaves
    out this card (its other dice are not different from it)."""
    line = (f"When {NAME} attacks, each attacking character die gets +1A and +1D for each of "
            "your other different character dice.")  # fmt: skip
    (effect,) = effects("character", line)
    assert effect["target"] == "all_characters"
    assert effect["filters"] == {"zone": "attack", "blocker": False}


def test_the_reading_names_the_filters() -> None:
    line = f"{NAME} gets +1A and +1D for each other villain in the field (both players')."
    made = compiled("character", [line])
    (said,) = read_data({"id": CODE, "kind": "character", "name": NAME, "text": [line], **made})
    assert said.reading == (
        "This card's dice get +1A/+1D for each other character die in the Field Zone (Villain)"
    )
    line = f"{NAME} gets +1D for each of your active non-{NAME} character dice."
    made = compiled("character", [line])
    (said,) = read_data({"id": CODE, "kind": "character", "name": NAME, "text": [line], **made})
    assert "(of another card)" in said.reading


@pytest.mark.parametrize(
    "line",
    [
        # two affiliations by a noun and an icon; a noun no affiliation has
        f"{NAME} gets +1A for each other (grv) villain in the field (both players').",
        f"{NAME} gets +1A for each other goblin in the field (both players').",
        # "(both players')" after a count of one player's dice
        f"{NAME} gets +1A for each of your other active villain character dice (both players').",
        # an energy icon on the Reserve Pool's count with something else
        "When fielded, gain 1 life for each non-Sidekick (bolt) in your reserve pool.",
        # "non-" something that is no affiliation icon
        f"{NAME} gets +1A for each opposing non-green character die in the field zone.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in {"count", "unparsed", "effect", "choice"}
