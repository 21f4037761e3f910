"""A player's use of a Global, in more words (cards/compiler/constructs/opponent_uses.py,
constructs/life.py): "when a player uses a Global Ability" is either player's use
(`when_a_player_uses_a_global`, DM-8.19), and "they lose 2 life" after an opponent's own
use is that opponent (DM-12.4: life loss, no damage). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why


def test_either_players_use() -> None:
    line = (
        "While Wren Hollow is active, when a player uses a Global Ability, Wren Hollow gets +1A"
        " until end of turn."
    )
    record = ability(line)
    assert record["trigger"] == "when_a_player_uses_a_global"
    assert said(line).startswith("Whenever any player uses a Global"), said(line)


@pytest.mark.parametrize(
    "line",
    [
        "While Wren Hollow is active, the first time an opponent uses a Global Ability each turn"
        " they lose 2 life.",
        "While Wren Hollow is active, when an opponent uses a Global Ability, that opponent loses"
        " 2 life.",
    ],
)
def test_they_lose_life(line: str) -> None:
    record = ability(line)
    assert record["trigger"] == "when_opponent_uses_a_global"
    assert record["effects"] == [{"op": "lose_life", "amount": 2, "target": "opponent"}]
    assert "loses 2 life" in said(line), said(line)


@pytest.mark.parametrize(
    "line",
    [
        # "they" with no opponent's deed: who?
        "When fielded, they lose 2 life.",
        "While Wren Hollow is active, when a player uses a Global Ability, they lose 1 life.",
        # your own use
        "While Wren Hollow is active, when you use a Global Ability, they lose 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
