"""Counts of what the ability's own effects did (constructs/this_way.py; the engine's
abilities/this_way.py): "... for each Sidekick KO'd this way", "... for each character die
KO'd by this effect", "... for each die moved in this way" (DM-18.5, DM-15.3). Near misses
stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why

KO_SIDEKICKS = {"op": "ko", "target": "all_opposing_characters", "filters": {"sidekick": True}}


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("When fielded, KO all opposing Sidekick character dice and deal 2 damage to target"
         " opponent for each Sidekick die KO'd in this way.",
         [KO_SIDEKICKS, {"op": "deal_damage", "amount": 2, "target": "opponent",
                         "per": "dice_kod_this_way", "per_filters": {"sidekick": True}}]),
        ("When fielded, knock out each of your opponent's Sidekick characters. Gain 3 life for"
         " each Sidekick knocked out this way.",
         [KO_SIDEKICKS, {"op": "gain_life", "amount": 3, "target": "you",
                         "per": "dice_kod_this_way", "per_filters": {"sidekick": True}}]),
        ("When fielded, deal 1 damage to each opposing character die. Gain 2 life for each"
         " character die KO'd by this effect.",
         [{"op": "deal_damage", "amount": 1, "target": "all_opposing_characters"},
          {"op": "gain_life", "amount": 2, "target": "you", "per": "dice_kod_this_way"}]),
    ],
)  # fmt: skip
def test_a_count_of_what_the_ability_did(line: str, made: list) -> None:
    assert effects("character", line) == made


def test_the_reading_says_this_way() -> None:
    line = (
        "When fielded, KO all opposing Sidekick character dice. Deal 1 damage to target"
        " opponent for each die KO'd this way."
    )
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line],
            **compiled("character", [line])}  # fmt: skip
    (read,) = read_data(card)
    assert "KO'd this way" in read.reading, read.reading


@pytest.mark.parametrize(
    "line",
    [
        # nothing before it KOs: the count names nothing
        "When fielded, deal 1 damage to target opponent for each die KO'd this way.",
        # the count before the deed
        "When fielded, gain 1 life for each die KO'd this way. KO all opposing Sidekicks.",
        # moved, but nothing moved
        "When fielded, KO all opposing Sidekicks. Gain 1 life for each die moved this way.",
        # a static: no resolution to count in
        f"While {NAME} is active, your character dice get +1A for each die KO'd this way.",
        # each player's own dice KO'd
        "When fielded, KO all Sidekicks. Deal 1 damage to each player for each of their dice"
        " KO'd this way.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
