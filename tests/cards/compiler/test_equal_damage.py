"""Damage equal to the damage this die was just dealt (cards/compiler/constructs/
equal_damage.py; the engine's count `damage_this_die_took`): only after a trigger on damage
dealt to this card's own die. Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why

TOOK = {"amount": 1, "per": "damage_this_die_took"}


@pytest.mark.parametrize(
    ("line", "trigger", "target"),
    [
        ("When Wren Hollow is dealt damage, deal an equal amount of damage to target character.",
         "when_damaged", "target_die"),
        ("When Wren Hollow takes damage, you may deal equal amount of damage to target opposing "
         "character die.", "when_damaged", "target_opposing_die"),
        ("When Wren Hollow is dealt combat damage, deal that much damage to target opponent.",
         "when_dealt_combat_damage", "opponent"),
        ("When Wren Hollow is dealt combat damage, deal damage to target character die equal to "
         "the amount of damage done to him.", "when_dealt_combat_damage", "target_die"),
    ],
)  # fmt: skip
def test_the_damage_just_dealt_to_this_die(line: str, trigger: str, target: str) -> None:
    record = ability(line)
    assert record["trigger"] == trigger
    assert record["effects"] == [{"op": "deal_damage", "target": target, **TOOK}]


def test_the_amount_said_last_for_each_other_die() -> None:
    line = ("When Wren Hollow is dealt combat damage, deal damage to each other character die "
            "equal to the amount of damage done to Wren Hollow.")  # fmt: skip
    assert ability(line)["effects"] == [
        {"op": "deal_damage", "target": "all_characters", "filters": {"other_card": "5tst"}, **TOOK}
    ]


def test_its_reading_names_the_damage() -> None:
    words = said("When Wren Hollow is dealt damage, deal an equal amount of damage to target "
                 "character.")  # fmt: skip
    assert "equal to the damage just dealt to this die" in words


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, deal that much damage to target opponent.",  # no damage to speak of
        "When Wren Hollow attacks, deal an equal amount of damage to target character.",
        "When one of your character dice is dealt damage, deal that much damage to target "
        "opponent.",  # another die's damage
        "Global: Pay 1. Deal that much damage to target opponent.",
        "When Wren Hollow is dealt damage, deal that much damage to Wren Hollow.",
        "When Wren Hollow attacks, deal damage to target character die equal to the amount of "
        "damage done to him.",  # no damage to this die to speak of
        "When Wren Hollow is dealt damage, deal damage to target character die equal to the "
        "amount of damage done to target opponent.",  # another taker
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "trigger:other", "unparsed", "self", "count")
