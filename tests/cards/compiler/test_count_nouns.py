""" "For each" counts named by an affiliation noun, "non-<self>", "non-(affiliation)" and the
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
        (f"{NAME} gets +2A and +2D for each other villain in the field (both players').",
         "all_other_character_dice", {"affiliation": "villain"}),
        (f"{NAME} gets +1A for each villain die in the field.",
         "all_character_dice", {"affiliation": "villain"}),
        # both players': dice of any card of this printed name (docs/rulings.md, lane "rest")
        (f"{NAME} gets +1A and +1D for each other {NAME} in the field (both players').",
         "all_other_character_dice", {"named": NAME}),
        (f"{NAME} gets +1A for each other {NAME} character die in the Field Zone (both"
         " players').", "all_other_character_dice", {"named": NAME}),
        (f"{NAME} gets +1A for each other {NAME} character die in the Field Zone.",
         "all_other_character_dice", {"card": CODE}),  # (not said: this card's dice)
        (f"{NAME} gets +1D for each of your active non-{NAME} character dice.",
         "your_character_dice", {"other_card": CODE}),
        (f"{NAME} gets +1A for each of your other active (grv) character dice.",
         "your_other_character_dice", {"affiliation": "grovekin"}),
        (f"When {NAME} attacks, he gets +1A for each opposing non-(grv) character die in your "
         "opponent's field zone.", "opposing_character_dice", {"not_affiliation": "grovekin"}),
        (f"When {NAME} attacks, it gets +3A and +3D for each level 3 monster your opponent has "
         "in the field.", "opposing_character_dice", {"level": 3, "affiliation": "monster"}),
        (f"When {NAME} attacks, it gets +1A for each other (bolt) monster you control.",
         "your_other_character_dice", {"energy_type": "bolt", "affiliation": "monster"}),
        (f"When {NAME} attacks, she deals 2 damage to your opponent for each other attacking "
         "(bolt) character die.", "your_other_attacking_dice", {"energy_type": "bolt"}),
        (f"When {NAME} attacks, each attacking character die gets +2A and +2D for each of your "
         "other different character dice.", "your_other_active_characters", {}),
        (f"{NAME} gets +1A and +1D for each of your other different (grv) characters.",
         "your_other_active_characters", {"affiliation": "grovekin"}),
        (f"When {NAME} attacks, deal 2 damage to target character die for each of your "
         "different active (mask) characters.", "your_active_characters",
         {"energy_type": "mask"}),
        (f"When {NAME} is KO'd, {NAME} deals 1 damage to your opponent for each non-Sidekick "
         "character die in your Used Pile.", "dice_in_your_used_pile",
         {"sidekick": False, "die_kind": "character"}),
        ("When fielded, deal 2 damage to target opponent for each action die in your Reserve "
         "Pool (action or energy face).", "dice_in_your_reserve_pool", {"die_kind": "action"}),
    ],
)  # fmt: skip
def test_the_count_and_its_filters(line: str, per: str, filters: dict) -> None:
    (effect,) = effects("character", line)
    assert effect["per"] == per
    assert effect.get("per_filters", {}) == filters


def test_other_different_character_dice_are_other_characters_once_each() -> None:
    """DM-18.5: "different" character dice are dice of different characters; "other" leaves
    out this card (its other dice are not different from it)."""
    line = (f"When {NAME} attacks, each attacking character die gets +2A and +2D for each of "
            "your other different character dice.")  # fmt: skip
    (effect,) = effects("character", line)
    assert effect["target"] == "all_characters"
    assert effect["filters"] == {"zone": "attack", "blocker": False}


def test_the_reading_names_the_filters() -> None:
    line = f"{NAME} gets +2A and +2D for each other villain in the field (both players')."
    made = compiled("character", [line])
    (said,) = read_data({"id": CODE, "kind": "character", "name": NAME, "text": [line], **made})
    assert said.reading == (
        "This card's dice get +2A/+2D for each other Villain character die in the Field Zone."
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
        # character dice in the Used Pile, Sidekicks among them (no card of a kind to count)
        f"When {NAME} is KO'd, gain 1 life for each character die in your Used Pile.",
        # "(action or energy face)" after a count of any dice
        "When fielded, gain 1 life for each die in your Reserve Pool (action or energy face).",
        # "non-" something that is no affiliation icon
        f"{NAME} gets +1A for each opposing non-green character die in the field zone.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in {"count", "unparsed", "effect", "choice"}


def test_action_dice_in_your_field_zone() -> None:
    """Continuous action dice stay in the Field Zone (000:L773): counted there by kind."""
    (effect,) = effects(
        "action",
        "Deal 1 damage to target player or character die for each action die in your field zone.",
    )
    assert effect["per"] == "dice_in_your_field_zone"
    assert effect["per_filters"] == {"die_kind": "action"}


def test_equal_to_the_number_of_dice_of_both_players() -> None:
    """A count of the Sidekick dice in the field zone with a parenthesis naming both players:
    every player's Sidekick dice (DM-18.5, each die)."""
    (effect,) = effects(
        "character",
        "When fielded, deal damage to target non-(grv) character die equal to the "
        "number of Sidekick character dice in the field zone (both yours and your opponent's).",
    )
    assert effect["per"] == "all_character_dice" and effect["per_filters"] == {"sidekick": True}
    assert effect["filters"] == {"not_affiliation": "grovekin"}
    # near miss: "(both yours and your opponent's)" after a count of your own dice
    assert why(
        "character",
        "When fielded, deal damage to target character die equal to the number "
        "of (bolt) character dice you control (both yours and your opponent's).",
    )
