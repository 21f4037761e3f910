""" "Each player KOs one of their character dice" (cards/compiler/constructs/
each_player_ko.py): the controller's pick, then the opponent's own (two choices, asked in
turn). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, said, why

BOTH = [
    {"op": "ko", "target": "choose_your_die"},
    {"op": "ko", "target": "opponent_chooses_their_die", "choice": 1},
]


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, each player chooses and KO's one of their character dice.",
        "When Wren Hollow attacks, each player chooses and KOs one of their character dice.",
        "When fielded, each player KOs a character die they control.",
    ],
)
def test_each_player_kos_one_of_their_own(line: str) -> None:
    assert ability(line)["effects"] == BOTH


def test_its_reading_says_both_picks() -> None:
    words = said("When fielded, each player KOs a character die they control.")
    assert "KO one of your character dice" in words
    assert "one of your opponent's character dice of their choice" in words


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, each player KOs a Sidekick.",  # another dice phrase: not read
        "When fielded, each player KOs two of their character dice.",
        "When fielded, each opponent chooses and KOs one of their character dice.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("effect", "unparsed")
