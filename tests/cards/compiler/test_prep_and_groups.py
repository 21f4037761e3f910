"""Smaller phrasings of effects the engine runs: "prep a die from your Used Pile" (the
controller's choice of die moved to the Prep Area, constructs/prep_from_used.py), "all your
other ... dice", "your opponent's ... dice", "fielded" dice (in the Field Zone, DM-13.2's
default)."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, effects, why

OTHERS = {"target": "all_your_characters", "filters": {"other_card": CODE}}


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("When fielded, prep a die from your Used Pile.",
         [{"op": "move_die", "target": "choose_your_die", "filters": {"zone": "used"},
           "zone": "prep"}]),
        ("When fielded, spin all your other character dice up 2 levels.",
         [{"op": "spin_up", "amount": 2, **OTHERS}]),
        (f"While {NAME} is active, all of your other fielded character dice get +2D.",
         [{"op": "modify_defense", "amount": 2, **OTHERS}]),
        (f"While {NAME} is active, your opponent's (grv) character dice get -3A.",
         [{"op": "modify_attack", "amount": -3, "target": "all_opposing_characters",
           "filters": {"affiliation": "grovekin"}}]),
    ],
)  # fmt: skip
def test_phrasing(line: str, made: list) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("When fielded, prep 2 dice from your Used Pile.", "choice"),
        ("When fielded, deal 1 damage to target fielded character die.", "target"),
        ("When fielded, spin all your opposing character dice up 1 level.", "target"),
        (f"While {NAME} is active, your opponent's opposing character dice get -3A.", "target"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason
