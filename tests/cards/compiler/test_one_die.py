"""One die named with "a"/"an"/"one" (constructs/targets.py) or "one of your ..."
(constructs/one_die.py): chosen by the controller, not targeted (DM-13.1; the engine's
choose_* kinds), unless "a target ..."; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, effects, why


@pytest.mark.parametrize(
    ("line", "made"),
    [
        (f"When {NAME} attacks, KO an opposing Sidekick.",
         [{"op": "ko", "target": "choose_opposing_die", "filters": {"sidekick": True}}]),
        ("When fielded, knock out an opposing (Fist) character.",
         [{"op": "ko", "target": "choose_opposing_die", "filters": {"energy_type": "fist"}}]),
        ("When fielded, KO a target (Shield) character.",
         [{"op": "ko", "target": "target_die", "filters": {"energy_type": "shield"}}]),
        ("When fielded, deal 1 damage to a character.",
         [{"op": "deal_damage", "amount": 1, "target": "choose_die"}]),
        ("When fielded, reroll one of your character dice.",
         [{"op": "reroll", "target": "choose_your_die"}]),
        ("When fielded, reroll an opposing character die.",
         [{"op": "reroll", "target": "choose_opposing_die"}]),
        (f"When fielded, {NAME} deals 1 damage to one opposing character.",
         [{"op": "deal_damage", "amount": 1, "target": "choose_opposing_die"}]),
        ("When fielded, KO a Sidekick you control.",
         [{"op": "ko", "target": "choose_your_die", "filters": {"sidekick": True}}]),
    ],
)  # fmt: skip
def test_one_die_chosen(line: str, made: list) -> None:
    assert effects("character", line) == made


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("When fielded, KO an opposing character dice.", "target"),  # a plural
        ("When fielded, KO an active character die.", "target"),  # "active" is a group's word
        ("When fielded, KO an opposing (grv) character you control.", "target"),
        ("When fielded, reroll one of your opposing character dice.", "target"),
        ("When fielded, reroll one of your character die.", "target"),
        # a static's "self" is no die that deals damage
        (f"While {NAME} is active, she deals 1 damage to an opposing character.", "self"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(line: str, reason: str) -> None:
    assert why("character", line) == reason
