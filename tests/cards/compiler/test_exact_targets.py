""" "Two target character dice" (cards/compiler/constructs/targets.py `dice_n`): N targets
chosen, each affected by the whole effect, exactly N or all there are if fewer (the engine's
`up_to` with `exact`, DM-13.1). Our own wording, with near misses."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, why


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("When fielded, KO two target opposing character dice.",
         {"op": "ko", "target": "target_opposing_die", "up_to": 2, "exact": True}),
        ("When fielded, KO 2 target opposing character dice.",
         {"op": "ko", "target": "target_opposing_die", "up_to": 2, "exact": True}),
        ("When fielded, two target character dice get +1 attack.",
         {"op": "modify_attack", "amount": 1, "target": "target_die", "up_to": 2,
          "exact": True}),
        ("When fielded, deal 1 damage to three target character dice you control.",
         {"op": "deal_damage", "amount": 1, "target": "target_your_die", "up_to": 3,
          "exact": True}),
    ],
)  # fmt: skip
def test_n_target_dice(line: str, expected: dict) -> None:
    assert effects("character", line) == [expected]


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, KO 2 target opposing character die.",  # one die named: which?
        "When fielded, deal 2 damage to 1 target character die.",  # one is no number
        "When fielded, deal 2 damage to two target opponents.",  # players: no such choice
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) != ""
