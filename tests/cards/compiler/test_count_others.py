""" "For each other active Villain" (whose not said: any player's, engine count
`all_other_active_characters`) and "(both sides)" after a count of any player's characters
(cards/compiler/constructs/count_words.py, counts.py; DM-18.5). Our own wording; near misses
stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why


@pytest.mark.parametrize(
    ("line", "per", "filters"),
    [
        ("Wren Hollow gets +1A for each other active Villain.", "all_other_active_characters",
         {"affiliation": "villain"}),
        ("Wren Hollow gets +1A and +1D for each different, active (grv) character (both "
         "sides).", "all_active_characters", {"affiliation": "grovekin"}),
        ("Wren Hollow gets +2A for each different, active, non-Wren Hollow (grv) character "
         "(both sides).", "all_active_characters",
         {"affiliation": "grovekin", "other_card": "5tst"}),
    ],
)  # fmt: skip
def test_counts_of_any_player_s_characters(line: str, per: str, filters: dict) -> None:
    (effect,) = effects("character", line)
    assert (effect["per"], effect["per_filters"]) == (per, filters)


def test_a_count_of_your_villains_dealt_to_opposing_player() -> None:
    """ "Opposing player" without its article (a card's shortening): your opponent."""
    line = "When fielded, deal 2 damage to opposing player for each Villain you control."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 2, "target": "opponent", "per": "your_character_dice",
         "per_filters": {"affiliation": "villain"}}
    ]  # fmt: skip


def test_the_reading_says_any_player_s() -> None:
    assert said("Wren Hollow gets +1A for each other active Villain.") == (
        "This card's dice get +1A for each other active Villain character (any player's)"
    )


@pytest.mark.parametrize(
    "line",
    [
        "Wren Hollow gets +1A for each other opposing active Villain.",  # other of theirs?
        "Wren Hollow gets +1A for each of your active (grv) characters (both sides).",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) == "count"
