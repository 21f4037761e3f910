"""Its player damaged by an opponent's ability of one kind (cards/compiler/constructs/
damaged_by.py; engine games/engine/abilities/damaged_by.py): a Global Ability's (DM-8.19),
a character card's ability, a printed "when fielded" one (DM-18.4); "that player" / "that
character's controller" is the opponent whose ability it was; "an equal amount" is the
damage just dealt to you (DM-19.1: what prevention left). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why

YOU_TOOK = {"op": "deal_damage", "amount": 1, "per": "damage_you_took", "target": "opponent"}


@pytest.mark.parametrize(
    ("opening", "trigger"),
    [
        ("While Wren Hollow is active, when an opponent's Global Ability deals you damage,",
         "when_you_are_damaged_by_opposing_global"),
        ("While active, whenever an opposing Global Ability damages you,",
         "when_you_are_damaged_by_opposing_global"),
        ("While Wren Hollow is active, each time an opponent's character's ability deals"
         " damage to you,", "when_you_are_damaged_by_opposing_character"),
        ('While active, whenever you are dealt damage from an opponent\'s "when fielded"'
         " ability,", "when_you_are_damaged_by_opposing_when_fielded"),
        ('While Wren Hollow is active, when an opposing "when fielded," ability damages you,',
         "when_you_are_damaged_by_opposing_when_fielded"),
    ],
)  # fmt: skip
def test_the_kinds(opening: str, trigger: str) -> None:
    record = ability(f"{opening} gain 2 life.")
    assert record["trigger"] == trigger
    assert record["effects"] == [{"op": "gain_life", "amount": 2, "target": "you"}]


def test_an_equal_amount_back() -> None:
    record = ability(
        "While Wren Hollow is active, whenever an opposing character's ability damages you,"
        " deal that much damage to your opponent."
    )
    assert record["effects"] == [YOU_TOOK]
    record = ability(
        "While Wren Hollow is active, when an opposing Global Ability damages you, Wren Hollow"
        " deals that player an equal amount of damage."
    )
    assert record["effects"] == [YOU_TOOK]


def test_that_characters_controller() -> None:
    record = ability(
        "While Wren Hollow is active, whenever an opponent's character's ability deals you"
        " damage, that character's controller loses 3 life."
    )
    assert record["effects"] == [{"op": "lose_life", "amount": 3, "target": "opponent"}]


@pytest.mark.parametrize(
    "line",
    [
        # any source, combat too; your own abilities; a die of yours damaged
        "While Wren Hollow is active, whenever a character deals you damage, gain 1 life.",
        "While Wren Hollow is active, when your Global Ability damages you, gain 1 life.",
        "While Wren Hollow is active, when an opposing Global Ability damages one of your"
        " character dice, gain 1 life.",
        # "an equal amount" after any damage to you (no source said), or to an opponent
        "While Wren Hollow is active, whenever you take damage, deal an equal amount of"
        " damage to your opponent.",
        "When your opponent is dealt damage, deal that much damage to target character die.",
        # "that player" with no opponent's deed to name
        "When fielded, deal 2 damage to that player.",
    ],
)  # fmt: skip
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in (
        "trigger:other", "trigger:whenever", "unparsed", "effect", "reference", "target",
    )  # fmt: skip
