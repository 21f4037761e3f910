"""A die of this card spent to field a character (constructs/spent_to_field.py; the engine's
`when_spent_to_field`): read as that trigger; spent on anything else stays text only. Our own
wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why


def test_spent_to_field_then_to_the_prep_area() -> None:
    record = ability(f"If you spend {NAME} as energy to field a character die, add {NAME} to"
                     " your Prep Area.")  # fmt: skip
    assert record["trigger"] == "when_spent_to_field"
    assert record["effects"] == [{"op": "move_die", "target": "this_die", "zone": "prep"}]
    words = said(f"If you spend {NAME} as energy to field a character die, add {NAME} to your"
                 " Prep Area.")  # fmt: skip
    assert "spent as energy to field a character die" in words and "Prep Area" in words


@pytest.mark.parametrize(
    "line",
    [
        f"If you spend {NAME} as energy to purchase a character die, add {NAME} to your Prep Area.",
        f"If you spend {NAME} as energy to use a Global Ability, add {NAME} to your Prep Area.",
    ],
)
def test_other_spending_stays_text_only(line: str) -> None:
    assert why("character", line)
