"""Damage of some sources never taken (constructs/damage_sources.py; engine
abilities/damage_sources.py, DM-19.1): kinds of ability, an opponent's dice, dice of a level
no higher. Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"Prevent damage from Range dealt to {NAME}.",
         {"op": "no_damage_from", "by_filters": {"sources": "range"}, "target": "this_card"}),
        (f"While {NAME} is active, prevent all damage from the Range ability to your Sidekick "
         "character dice.",
         {"op": "no_damage_from", "by_filters": {"sources": "range"},
          "target": "all_your_characters", "filters": {"sidekick": True}}),
        (f'While {NAME} is active, prevent all damage to you from opposing "when fielded" '
         "abilities.",
         {"op": "no_damage_from", "by_filters": {"sources": "when_fielded", "opposing": True},
          "target": "you"}),
        (f"While {NAME} is active, prevent all damage to your Sidekick dice by Global Abilities "
         "or character abilities.",
         {"op": "no_damage_from", "by_filters": {"sources": "global character"},
          "target": "all_your_characters", "filters": {"sidekick": True}}),
        (f"While {NAME} is active, prevent damage from your opponent's (mask) character dice to "
         "your character dice.",
         {"op": "no_damage_from", "by_filters": {"energy_type": "mask", "opposing": True},
          "target": "all_your_characters"}),
        (f"Prevent all damage dealt to {NAME} by character dice of equal or lower level.",
         {"op": "no_damage_from", "by_filters": {"level_vs": "not_higher"},
          "target": "this_card"}),
    ],
)  # fmt: skip
def test_damage_of_these_sources_is_not_taken(line: str, expected: dict) -> None:
    record = ability(line)
    assert record["trigger"] == "static" and record["effects"] == [expected]


@pytest.mark.parametrize(
    ("line", "reading"),
    [
        (f'While {NAME} is active, prevent all damage to you from opposing "when fielded" '
         "abilities.",
         'While this card is active: you take no damage from "when fielded" abilities an'
         " opponent controls."),
        (f"Prevent all damage dealt to {NAME} by character dice of equal or lower level.",
         "This card's dice take no damage from character dice of an equal or lower level."),
        (f"While {NAME} is active, prevent damage from your opponent's (mask) character dice to "
         "your character dice.",
         "While this card is active: each of your character dice takes no damage from Mask"
         " character dice an opponent controls."),
        (f"Prevent damage from Range dealt to {NAME}.",
         "This card's dice take no damage from Range."),
    ],
)  # fmt: skip
def test_the_reading(line: str, reading: str) -> None:
    assert said(line) == reading


@pytest.mark.parametrize(
    "line",
    [
        # a kind of ability we do not know; the same kind twice
        f"Prevent damage from Trample dealt to {NAME}.",
        f"While {NAME} is active, prevent all damage to your dice by Global Abilities or Global "
        "Abilities.",
        # a chosen die (a static chooses none)
        "Prevent damage from Range dealt to target character die.",
        # dice of an equal or higher level; damage to you from some dice
        f"Prevent all damage dealt to {NAME} by character dice of equal or higher level.",
        f"While {NAME} is active, prevent all damage to you from your opponent's (mask) "
        "character dice.",
        # an opponent's dice of no energy type said (a negation)
        f"While {NAME} is active, prevent damage from your opponent's non-(mask) character dice "
        "to your character dice.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
