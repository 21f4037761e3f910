"""An opponent's attack (cards/compiler/constructs/opponent_attacks.py): "When your opponent
declares attackers," and "Whenever an opponent attacks with 1 or more character dice," are
the start of that opponent's Attack Step (DM-8.25, DM-9.1). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why

KO = {"op": "ko", "target": "target_opposing_die", "filters": {"sidekick": True}}


@pytest.mark.parametrize(
    "opening",
    [
        "When your opponent declares attackers,",
        "While Wren Hollow is active, when your opponent declares attackers,",
        "Whenever an opponent declares an attack,",
        "While active, whenever an opponent attacks with 1 or more character dice,",
        "When your opponent attacks with one or more characters,",
    ],
)
def test_the_wordings_are_the_opponent_s_attack_step(opening: str) -> None:
    record = ability(f"{opening} KO target opposing Sidekick.")
    assert record["trigger"] == "start_of_opponents_attack_step"
    assert record["effects"] == [KO]


def test_that_opponent_takes_the_damage() -> None:
    record = ability("Whenever an opponent attacks with 1 or more character dice, that "
                     "opponent takes 1 damage.")  # fmt: skip
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


@pytest.mark.parametrize(
    "line",
    [
        "Whenever an opponent attacks with 2 or more character dice, gain 1 life.",  # a count
        "When your opponent declares blockers, gain 1 life.",  # another step
        "When you declare attackers, gain 1 life.",  # no such trigger of yours here
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed")
