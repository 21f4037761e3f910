"""Gear (cards/compiler/constructs/gear.py; docs/rulings.md "Equip"): a Gear card's line on
"the equipped character" is its static while its die is in the Field Zone, reaching the die
it is equipped to (DM-14.3, DM-18.1); a character's "while it has Gear equipped" is a
condition on its own die; "equipped character dice" and "target equipped character die"
name dice with Gear. Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from cards.compiler import compile_card
from cards.execution import status
from cards.vocabulary import keywords_in
from tests.cards.compiler.helpers import NAME, effects, said, why

EQUIPPED = {"kind": "this_die", "filters": {"equipped": True}}


def _gear(*lines: str) -> dict:
    """A Gear action card (Equip on its first line): its compiled data and its verdict."""
    text = ["Equip (attach to a character with (eq))", *lines]
    keywords = keywords_in(text, "ocr")
    made = compile_card("action", text, "Tin Gauntlet", keywords, code="900ocr")
    card = {"id": "900ocr", "kind": "action", "name": "Tin Gauntlet", "text": text,
            "keywords": keywords, **made}  # fmt: skip
    return {"made": made, "executed": status(card).executed, "keywords": keywords}


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("Equipped character gets +3A.",
         [{"op": "modify_attack", "amount": 3, "target": "equipped_die"}]),
        ("This equipped character gets +2A and +2D.",
         [{"op": "modify_stats", "amount": 2, "target": "equipped_die"}]),
        ("Equipped character die gets +1A and +3D.",
         [{"op": "modify_attack", "amount": 1, "target": "equipped_die"},
          {"op": "modify_defense", "amount": 3, "target": "equipped_die"}]),
    ],
)  # fmt: skip
def test_a_gear_line_is_its_static_on_the_equipped_die(line: str, made: list[dict]) -> None:
    found = _gear(line)
    assert found["keywords"] == ["equip"] and found["executed"], found
    (record,) = found["made"]["abilities"]
    assert record["trigger"] == "static" and record["while_active"] == "self"
    assert record["effects"] == made


def test_near_miss_the_line_without_equip_stays_text_only() -> None:
    """An action card with no Equip: "equipped character" names no die of its own."""
    made = compile_card("action", ["Equipped character gets +3A."], "Tin Gauntlet")
    assert made["unread"]


def test_near_miss_equip_saying_more_than_its_reminder_is_no_keyword() -> None:
    """ "Equip to a character that ...": a condition the reminder does not have."""
    assert keywords_in(["Equip to a character without a Monster icon."], "ocr") == []


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"{NAME} gets +2A while it has Gear equipped.",
         [{"op": "modify_attack", "amount": 2, "target": "this_card"}]),
        (f"{NAME} gets +1A and +1D while she has a gear equipped.",
         [{"op": "modify_stats", "amount": 1, "target": "this_card"}]),
        (f"While {NAME} has gear equipped, she gets +4A and +4D.",
         [{"op": "modify_stats", "amount": 4, "target": "this_card"}]),
    ],
)  # fmt: skip
def test_while_it_has_gear_equipped_is_a_condition_on_its_own_die(
    line: str, made: list[dict]
) -> None:
    from tests.cards.compiler.helpers import ability

    record = ability(line)
    assert record["effects"] == made and record["condition"] == EQUIPPED
    assert "Gear equipped" in said(line)


def test_equipped_character_dice_and_a_chosen_one() -> None:
    assert effects("character", f"While {NAME} is active, equipped character dice get +1A.") == [
        {"op": "modify_attack", "amount": 1, "target": "all_characters",
         "filters": {"equipped": True}}
    ]  # fmt: skip
    assert effects("character", "Global: Pay (bolt). Target equipped character die gets +3D.") == [
        {"op": "modify_defense", "amount": 3, "target": "target_die", "filters": {"equipped": True}}
    ]


def test_for_each_gear_equipped_to_them_counts_on_each_die() -> None:
    """The count is asked of each die the static changes (count `gear_equipped`)."""
    assert effects("character", f"{NAME} gets +1A for each gear equipped to it.") == [
        {"op": "modify_attack", "amount": 1, "target": "this_card", "per": "gear_equipped"}
    ]


def test_near_miss_a_count_of_other_dice_gear_stays_text_only() -> None:
    """ "for each gear equipped to your characters": no such count."""
    assert why("character", f"{NAME} gets +1A for each gear equipped to your characters.")


def test_a_condition_with_no_comma() -> None:
    """ "While <self> has gear equipped she gains +2A." (no comma after its condition)."""
    assert effects("character", f"While {NAME} has gear equipped she gains +2A.") == [
        {"op": "modify_attack", "amount": 2, "target": "this_card"}
    ]
