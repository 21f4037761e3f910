"""A level named (constructs/spin_to.py): "spin <dice> to level N", read into the engine's
`spin_to`; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, effects, why


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("When fielded, spin target opposing character die to level 1.",
         [{"op": "spin_to", "amount": 1, "target": "target_opposing_die"}]),
        ("When fielded, spin all character dice in the Field Zone to level 1.",
         [{"op": "spin_to", "amount": 1, "target": "all_characters"}]),
        (f"When {NAME} blocks, spin her to level 3.",
         [{"op": "spin_to", "amount": 3, "target": "this_die"}]),
        ("When fielded, spin your other character dice up to level 3.",
         [{"op": "spin_to", "amount": 3, "target": "all_your_characters",
           "filters": {"other_card": CODE}}]),
    ],
)  # fmt: skip
def test_spin_to_a_level(line: str, made: list) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("When fielded, spin target character die to level 4.", "effect"),
        ("When fielded, spin your opponent to level 1.", "target"),
        ("When fielded, spin target character die to an energy face.", "effect"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason
