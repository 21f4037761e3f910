"""Extra dice in the Clear and Draw Step read (constructs/extra_draws.py; the engine's
`extra_draw`, abilities/extra_draws.py, DM-6.3): a static while the card is active, on its
controller or on every player, with its condition. Our own wording; near misses stay text."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why

MORE = {"op": "extra_draw", "amount": 1, "target": "you"}


def test_an_extra_die_while_active() -> None:
    made = ability(f"While {NAME} is active, draw an extra die during your Clear and Draw Step.")
    assert (made["trigger"], made["effects"], made["while_active"]) == ("static", [MORE], "self")
    assert "you draw 1 extra die" in said(
        f"While {NAME} is active, draw an additional die at the beginning of your Clear and "
        "Draw Step."
    )


def test_with_a_condition_and_for_every_player() -> None:
    made = ability(f"While {NAME} is active, if your opponent has more life than you, draw one "
                   "extra die each Clear and Draw Step.")  # fmt: skip
    assert made["effects"] == [MORE] and made["condition"]["kind"] == "life"
    every = ability(f"While {NAME} is active, players draw an extra die during their Clear and "
                    "Draw Step.")  # fmt: skip
    assert every["effects"] == [{**MORE, "target": "all_players"}]


@pytest.mark.parametrize(
    "line",
    [
        # a trigger's effect: no static to read
        "When fielded, draw an extra die during your Clear and Draw Step.",
        # a choice
        f"While {NAME} is active, you may draw an extra die during your Clear and Draw Step.",
        # whose step is not one reading
        f"While {NAME} is active, players draw an extra die during your Clear and Draw Step.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line) in ("effect", "choice", "unparsed")
