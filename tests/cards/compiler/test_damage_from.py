"""Damage changed by which dice deal and take it (cards/compiler/constructs/damage_from.py;
the engine's abilities/damage_between.py, DM-14.3, DM-15.4, DM-19.1): a static of its line
on the taker ("takes N less / half / no more than N damage from <source>") or on the dealer
("deals double damage to <dice>"). Our own wording, with near misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why

SELF = {"target": "this_card"}


@pytest.mark.parametrize(
    ("line", "op", "amount", "by"),
    [
        ("Wren Hollow takes 3 less damage from action dice.", "reduce_damage_taken", 3,
         {"sources": "action"}),
        ("Wren Hollow takes 1 less damage from non-combat damage.", "reduce_damage_taken", 1,
         {"combat": False}),
        ("Wren Hollow takes 2 less damage from characters with the Villain affiliation that she"
         " is engaged with.", "reduce_damage_taken", 2, {"affiliation": "villain",
                                                         "engaged": True}),
        ("Adventurers deal 1 less damage to Wren Hollow.", "reduce_damage_taken", 1,
         {"keyword": "experience"}),
        ("Wren Hollow takes half damage (rounded down) from (grv) characters.",
         "halve_damage_taken", 0, {"affiliation": "grovekin"}),
        ("Prevent half (rounded up) of the combat damage dealt to Wren Hollow by @bolt"
         " character dice.", "halve_damage_taken", 0, {"energy_type": "bolt", "combat": True}),
        ("Wren Hollow takes no more than 2 damage from action dice.", "cap_damage_taken", 2,
         {"sources": "action"}),
        ("Wren Hollow deals double damage to @shield character dice.", "double_damage_dealt", 0,
         {"energy_type": "shield"}),
        ("Wren Hollow deals double damage to characters that block her.",
         "double_damage_dealt", 0, {"blocker": True, "engaged": True}),
    ],
)  # fmt: skip
def test_the_shapes(line: str, op: str, amount: int, by: dict) -> None:
    (effect,) = effects("character", line)
    assert effect == {"op": op, **({"amount": amount} if amount else {}), "by_filters": by, **SELF}


def test_your_dice_take_less_from_action_dice_while_active() -> None:
    line = "While Wren Hollow is active, your character dice take 1 less damage from action dice."
    assert effects("character", line) == [
        {"op": "reduce_damage_taken", "amount": 1, "by_filters": {"sources": "action"},
         "target": "all_your_characters"}
    ]  # fmt: skip


def test_the_readings() -> None:
    for line, words in (
        ("Wren Hollow takes 3 less damage from action dice.",
         "Each damage dealt to this card's dice from action dice is reduced by 3."),
        ("Wren Hollow takes 1 less damage from non-combat damage.",
         "Each non-combat damage dealt to this card's dice is reduced by 1."),
        ("Wren Hollow takes half damage (rounded down) from @fist characters.",
         "Each damage dealt to this card's dice from Fist character dice is halved (rounded"
         " down)"),
        ("Wren Hollow takes no more than 2 damage from action dice.",
         "Each damage dealt to this card's dice from action dice is reduced to at most 2."),
        ("Wren Hollow deals double damage to characters that block her.",
         "Double each damage this card's dice deal to character dice blocking it."),
    ):  # fmt: skip
        reading = said(line)
        assert words in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        "Wren Hollow takes half damage (rounded up) from @fist characters.",  # the other half
        "Wren Hollow takes half damage from @fist characters.",  # rounded how? not said
        "Target character die takes 2 less damage from action dice.",  # a chosen die: not a static
        "You take 2 less damage from action dice.",  # a player
        "When fielded, Wren Hollow takes 2 less damage from action dice.",  # a static's only
        "Wren Hollow deals double damage to your opponent.",  # a player: not a die
    ],
)
def test_near_misses(line: str) -> None:
    assert why("character", line)
