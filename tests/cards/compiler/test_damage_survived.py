"""Damage a character's die survives (cards/compiler/constructs/damage_survived.py): "When
<self> takes damage and isn't KO'd," and "Whenever <self> deals combat damage and is not
KO'd," (DM-16.1, DM-16.2, DM-9.11). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    ("opening", "trigger"),
    [
        ("When Wren Hollow takes damage and isn't KO'd,", "when_damaged_survives"),
        ("Whenever Wren Hollow is damaged but not KO'd,", "when_damaged_survives"),
        ("When Wren Hollow is dealt damage and is not knocked out,", "when_damaged_survives"),
        ("Whenever Wren Hollow deals combat damage and is not KO'd,",
         "when_deals_combat_damage_survives"),
    ],
)  # fmt: skip
def test_survived_damage_is_its_own_trigger(opening: str, trigger: str) -> None:
    record = ability(f"{opening} spin Wren Hollow up 1 level.")
    assert record["trigger"] == trigger
    assert record["effects"] == [{"op": "spin_up", "amount": 1, "target": "this_die"}]


@pytest.mark.parametrize(
    "line",
    [
        "When Wren Hollow deals damage and is not KO'd, gain 1 life.",  # any damage: not read
        "When Wren Hollow takes damage and is KO'd, gain 1 life.",
        "When Wren Hollow takes 2 damage and isn't KO'd, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "unparsed")
