""" "That player" after a trigger of each player's turn (constructs/turn_player.py): the
player whose turn it is (DM-5), also said "each player loses 1 life at the start of their
turn" (word_order.py). After any other trigger it stays text only. Lines are our own."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, why


@pytest.mark.parametrize(
    ("line", "trigger", "op"),
    [
        (f"While {NAME} is active, at the beginning of each player's turn, that player loses "
         "2 life.", "start_of_turn", "lose_life"),
        ("At the end of each turn, that player gains 1 life.", "end_of_turn", "gain_life"),
        (f"While {NAME} is active each player loses 3 life at the start of their turn.",
         "start_of_turn", "lose_life"),
        ("Each player gains 1 life at the end of their turn.", "end_of_turn", "gain_life"),
    ],
)  # fmt: skip
def test_that_player_is_the_turn_s(line: str, trigger: str, op: str) -> None:
    record = ability(line)
    assert record["trigger"] == trigger
    (effect,) = record["effects"]
    assert effect["op"] == op and effect["target"] == "active_player"


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your turn, that player loses 1 life.",  # whose: yours already
        f"When {NAME} is fielded, that player loses 1 life.",  # no player named before
        "Each player loses 1 life at the start of your turn.",  # not "their"
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("character", line) in ("effect", "trigger:other", "unparsed")
