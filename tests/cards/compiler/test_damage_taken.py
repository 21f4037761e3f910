"""Damage made smaller as it is dealt (cards/compiler/constructs/damage_taken.py; the
engine's abilities/damage_taken.py, DM-15.4): statics of the dice they name (DM-14.3), each
damage one source's, and a Global's limit on big combat damage to you (until Cleanup,
DM-14.2). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, said, why

CAP = "Reduce all damage dealt to Wren Hollow from each source to 1."
EVERY = "Every time Wren Hollow takes damage, reduce that damage by 1."
YOURS = (
    "While Wren Hollow is active, damage dealt to your (grv) character dice from each source"
    " is reduced by 2."
)
LIMIT = (
    "Global: Pay (mask). If a character die would deal you 6 or more combat damage, it instead"
    " deals you only 3 combat damage."
)


def test_a_cap_of_its_own_dice() -> None:
    assert effects("character", CAP) == [
        {"op": "cap_damage_taken", "amount": 1, "target": "this_card"}
    ]
    assert effects("character", "Reduce all damage done to Wren Hollow by 2.") == [
        {"op": "reduce_damage_taken", "amount": 2, "target": "this_card"}
    ]


def test_every_time_it_takes_damage() -> None:
    assert effects("character", EVERY) == [
        {"op": "reduce_damage_taken", "amount": 1, "target": "this_card"}
    ]


def test_your_dice_while_active() -> None:
    assert effects("character", YOURS) == [
        {"op": "reduce_damage_taken", "amount": 2, "target": "all_your_characters",
         "filters": {"affiliation": "grovekin"}}
    ]  # fmt: skip
    (record,) = compiled("character", [YOURS])["abilities"]
    assert (record["trigger"], record["while_active"]) == ("static", "self")


def test_a_global_limits_big_combat_damage() -> None:
    assert effects("character", LIMIT) == [
        {"op": "limit_combat_damage", "amount": 3, "attack": 6, "target": "you"}
    ]
    same = LIMIT.replace("character die", "character").replace("only ", "")
    assert effects("character", same) == effects("character", LIMIT)


def test_the_readings() -> None:
    for line, words in (
        (CAP, "Each damage dealt to this card's dice from one source is reduced to at most 1."),
        (EVERY, "Each damage dealt to this card's dice is reduced by 1."),
        (YOURS, "While this card is active: each damage dealt to each of your Grovekin"
                " character dice is reduced by 2."),
        (LIMIT, "this turn, if a character die would deal you 6 or more combat damage, it"
                " deals 3 combat damage instead"),
    ):  # fmt: skip
        reading = said(line)
        assert words in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        # a player's damage: all of it, or each die's? not read
        "While Wren Hollow is active, any combat damage to you that is more than 2 is reduced"
        " to 2.",
        "Reduce all damage dealt to you from each source to 1.",
        # after a trigger: a static's only
        "When fielded, reduce all damage dealt to Wren Hollow to 1.",
        # "more" damage instead: no limit
        "Global: Pay (mask). If a character die would deal you 2 or more combat damage, it"
        " instead deals you 4 combat damage.",
        # another taker or another kind of damage
        "Global: Pay (mask). If a character die would deal your character dice 6 or more combat"
        " damage, it instead deals them 3 combat damage.",
        "Global: Pay (mask). If a character die would deal you 6 or more damage, it instead"
        " deals you 3 damage.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
