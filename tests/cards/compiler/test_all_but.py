"""Damage from each source cut down to what is left (constructs/all_but.py; engine
abilities/damage_taken.py `cap_damage_taken`, DM-19.1): our own wording; near misses stay
text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why


def test_all_but_two_from_each_opposing_action_die() -> None:
    record = ability(
        f"While {NAME} is active, prevent all but 2 damage to you from each opposing action dice."
    )
    assert record["trigger"] == "static" and record["while_active"] == "self"
    assert record["effects"] == [
        {"op": "cap_damage_taken", "amount": 2, "target": "you",
         "by_filters": {"sources": "action", "opposing": True}},
    ]  # fmt: skip


def test_all_but_two_to_its_own_dice_from_each_kind_of_character() -> None:
    record = ability(f"Prevent all but 2 damage to {NAME} from each (fist) character.")
    assert record["effects"] == [
        {"op": "cap_damage_taken", "amount": 2, "target": "this_card",
         "by_filters": {"energy_type": "fist"}},
    ]  # fmt: skip


def test_the_reading() -> None:
    line = f"While {NAME} is active, prevent all but 2 damage to you from each opposing action dice"
    assert said(f"{line}.") == (
        "While this card is active: each damage dealt to you from action dice an opponent"
        " controls is reduced to at most 2."
    )


@pytest.mark.parametrize(
    "line",
    [
        # no source named: all the damage of a moment, or each source's?
        f"While {NAME} is active, prevent all but 1 damage to you.",
        # a chosen die (a static chooses none); all but 0 is all
        f"While {NAME} is active, prevent all but 1 damage to target character die from each "
        "(fist) character.",
        f"While {NAME} is active, prevent all but 0 damage to you from each action dice.",
        # a negated source
        f"While {NAME} is active, prevent all but 1 damage to you from each non-(fist) character.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line)
