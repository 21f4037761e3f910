"""Damage from characters' abilities made smaller (cards/compiler/constructs/ability_damage.py;
the engine's abilities/ability_damage.py): "While <self> is active, reduce damage from
opposing character's abilities by 1" (a static while active, DM-14.3, DM-18.1) and a
Global's "Reduce the damage you take from a character's ability to 1" (until Cleanup,
DM-14.2). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, said, why

STATIC = "While Wren Hollow is active, reduce damage from opposing character's abilities by 1."
GLOBAL = "Global: Pay (2). Reduce the damage you take from a character's ability to 1."


@pytest.mark.parametrize(
    "line",
    [
        STATIC,
        "While Wren Hollow is active, reduce damage from opposing characters' abilities by 2.",
    ],
)
def test_a_static_reduction_while_active(line: str) -> None:
    amount = 2 if "by 2" in line else 1
    assert effects("character", line) == [
        {"op": "reduce_ability_damage", "amount": amount, "target": "you"}
    ]
    (record,) = compiled("character", [line])["abilities"]
    assert (record["trigger"], record["while_active"]) == ("static", "self")


def test_a_global_caps_the_damage_you_take() -> None:
    assert effects("character", GLOBAL) == [
        {"op": "cap_ability_damage", "amount": 1, "target": "you"}
    ]


def test_the_readings() -> None:
    for line, words in (
        (STATIC, "While this card is active: damage dealt to you or your character dice by the"
                 " abilities of opposing character dice is reduced by 1."),
        (GLOBAL, "this turn, each damage you take from a character die's ability is at most 1"),
    ):  # fmt: skip
        reading = said(line)
        assert words in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        # after a trigger: a static's only, with no duration said
        "When fielded, reduce damage from opposing character's abilities by 1.",
        # other sources: not read
        "While Wren Hollow is active, reduce damage from opposing action dice by 1.",
        "While Wren Hollow is active, reduce damage from opposing Global abilities by 1.",
        # one die's damage, not yours
        "While Wren Hollow is active, reduce damage to Wren Hollow from opposing character's"
        " abilities by 1.",
        # outside a Global, the cap says no duration
        "Reduce the damage you take from a character's ability to 1.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
