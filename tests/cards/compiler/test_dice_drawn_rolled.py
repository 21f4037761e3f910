"""Dice drawn and rolled as triggers (cards/compiler/constructs/dice_drawn_rolled.py; engine
games/engine/abilities/dice_occasions.py): "when your opponent draws (a Basic Action) dice"
(DM-6.2, DM-6.3), "when you roll a die on a double energy face" and "whenever you roll
(bolt)(bolt) and do not reroll" (DM-2.6, DM-7.5); "deal 1 damage to all characters and
opposing players" (constructs/damage_everyone.py). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why


@pytest.mark.parametrize(
    ("opening", "name", "filters"),
    [
        ("While Wren Hollow is active, when your opponent draws a Basic Action die,",
         "when_opponent_draws", {"die_kind": "action", "basic": True}),
        ("Whenever an opponent draws one or more (grv) character dice,",
         "when_opponent_draws", {"die_kind": "character", "affiliation": "grovekin"}),
        ("While Wren Hollow is active, each time you draw dice,", "when_you_draw", None),
        ("While active, whenever you roll a die on a double energy face,", "when_you_roll",
         {"double_energy": True}),
        ("Whenever you roll (fist)(fist) on a die and do not reroll the result,",
         "when_you_roll", {"symbols": "fist fist"}),
        ("While Wren Hollow is active, whenever you roll (fist) (mask) and do not reroll,",
         "when_you_roll", {"symbols": "fist mask"}),
    ],
)  # fmt: skip
def test_draw_and_roll_openings(opening: str, name: str, filters: dict | None) -> None:
    record = ability(f"{opening} gain 1 life.")
    assert record["trigger"] == name
    assert record.get("trigger_filters") == filters
    assert record["effects"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


def test_they_is_the_opponent_who_drew() -> None:
    record = ability("When your opponent draws dice, deal them 1 damage.")
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


def test_damage_to_every_character_and_the_opponent() -> None:
    record = ability(
        "While Wren Hollow is active, whenever you roll (bolt) (bolt) and do not reroll,"
        " deal 1 damage to all characters and opposing players."
    )
    assert record["effects"] == [
        {"op": "deal_damage", "amount": 1, "target": "all_characters"},
        {"op": "deal_damage", "amount": 1, "target": "opponent"},
    ]


def test_the_reading_says_the_draw_and_the_roll() -> None:
    words = said("When your opponent draws a Basic Action die, gain 1 life.")
    assert "Whenever an opponent draws a Basic action die (once per draw" in words
    words = said("While active, whenever you roll a die on a double energy face, gain 1 life.")
    assert "Whenever you roll a die showing a double energy face" in words
    words = said("Whenever you roll (bolt)(bolt) and do not reroll, gain 1 life.")
    assert "showing a (bolt)(bolt) face" in words


@pytest.mark.parametrize(
    "line",
    [
        "When a player draws one or more dice, deal 2 damage to that player.",  # either player
        "When your opponent draws two or more dice, gain 1 life.",  # a count
        "Whenever you roll (bolt)(bolt), gain 1 life.",  # not "and do not reroll"
        "Whenever you roll (wild)(wild) and do not reroll, gain 1 life.",  # no type's symbols
        "When you roll a die on a character face, gain 1 life.",
        "When your opponent rolls a die on a double energy face, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed", "effect")
