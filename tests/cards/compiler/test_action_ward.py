""" "Target level 1 character die is unaffected by action dice this turn"
(constructs/action_ward.py; the engine's `unaffected_by_action_dice`, docs/rulings.md "Dice
action dice cannot affect"): one chosen die (DM-13.1), until Cleanup (DM-14.2). Our own
wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        ("Global: Pay (1). Target level 1 character die is unaffected by action dice this turn.",
         {"op": "unaffected_by_action_dice", "target": "target_die", "filters": {"level": 1}}),
        ("Global: Pay 2. Target character is unaffected by action dice until end of turn.",
         {"op": "unaffected_by_action_dice", "target": "target_die"}),
        ("When fielded, target character die you control is unaffected by action dice this"
         " turn.", {"op": "unaffected_by_action_dice", "target": "target_your_die"}),
    ],
)  # fmt: skip
def test_one_chosen_die(line: str, effect: dict) -> None:
    assert effects("character", line) == [effect]


@pytest.mark.parametrize(
    "line",
    [
        "Global: Pay (1). All character dice are unaffected by action dice this turn.",  # each
        "Global: Pay (1). Target level 1 character die is unaffected by opposing action dice.",
        "Global: Pay (1). Target level 1 character die is unaffected by Global Abilities.",
        "While Wren Hollow is active, target character die is unaffected by action dice.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line)


def test_read_back() -> None:
    words = said("Global: Pay (1). Target level 1 character die is unaffected by action dice"
                 " this turn.")  # fmt: skip
    assert "is unaffected by action dice (they can't target or affect it)" in words
    assert "until the end of the turn" in words
