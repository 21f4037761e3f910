"""A KO'd die's own trigger moves it back to the Field Zone (lines.py `_kod_returns`; the
engine finds the die where the KO sent it, games/engine/abilities/own_die.py). Our own
wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why


def test_a_kod_die_returns_to_the_field_zone_at_level_1() -> None:
    (move,) = effects("character", f"When {NAME} is KO'd, return him to the Field Zone at "
                      "level 1.")  # fmt: skip
    assert move == {"op": "move_die", "target": "this_die", "zone": "field", "amount": 1}


@pytest.mark.parametrize(
    "line",
    [
        f"When {NAME} is KO'd, move him to your Used Pile.",  # (not back to the Field Zone)
        f"When {NAME} is KO'd, return him to the Field Zone at level 1 and gain 1 life.",
        # a capture that lasts while the KO'd die is in the Field Zone: over before it began
        f"When {NAME} is KO'd, capture target opposing character die while {NAME} is in the"
        " Field Zone.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line) in ("zone_move", "capture", "unparsed", "effect")
