"""What a card counts as (cards/compiler/constructs/counted_as.py; the engine's
abilities/counted_as.py, docs/rulings.md "Counts as"): "<self> counts as a Pirate" and
"<self> doesn't count as an Adventurer", with or without the rider "this text can't be
ignored" after a comma or a full stop: a static of the card. Near misses stay text only.
Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, effects, said, why

PIRATE = {"op": "counts_as", "target": "this_card", "filters": {"creature_type": "pirate"}}
NO_ADVENTURER = {
    "op": "not_counted_as", "target": "this_card", "filters": {"keyword": "experience"},
}  # fmt: skip


@pytest.mark.parametrize(
    ("line", "made"),
    [
        ("Wren Hollow counts as a Pirate.", PIRATE),
        ("Wren Hollow counts as a Pirate, this text cannot be ignored.", PIRATE),
        ("Wren Hollow counts as a Dragon. This can't be ignored, copied, or swapped.",
         {**PIRATE, "filters": {"creature_type": "dragon"}}),
        ("Wren Hollow counts as a fiend.", {**PIRATE, "filters": {"creature_type": "fiend"}}),
        ("Wren Hollow doesn't count as an Adventurer.", NO_ADVENTURER),
        ("Wren Hollow does not count as an Adventurer. This effect can't be ignored or swapped.",
         NO_ADVENTURER),
        ("Wren Hollow doesn't count as an Adventurer, this text cannot be ignored.",
         NO_ADVENTURER),
        ("Wren Hollow also counts as (grv).", {**PIRATE, "filters": {"affiliation": "grovekin"}}),
    ],
)  # fmt: skip
def test_what_the_card_counts_as(line: str, made: dict) -> None:
    assert effects("character", line) == [made]
    assert ability(line)["trigger"] == "static"  # its card's, active or not


@pytest.mark.parametrize(
    "line",
    [
        "Wren Hollow counts as a Sidekick.",  # a die kind: Ally's own line, not this
        "Wren Hollow counts as a Wizard.",  # a type no card of ours prints
        "Wren Hollow doesn't count as a Dragon.",  # only Adventurers are said not
        "Target character die counts as a Pirate.",  # another die
        "Wren Hollow counts as a Pirate. This text can be ignored.",
        "Wren Hollow counts as (grv).",  # not "also": instead of its own? not said
        "Wren Hollow also counts as a Pirate.",
        "Target character die also counts as (grv).",  # another die's
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_the_reading_says_what_it_counts_as() -> None:
    assert "count as Pirates" in said("Wren Hollow counts as a Pirate.")
    assert "don't count as Adventurers" in said("Wren Hollow doesn't count as an Adventurer.")
    assert "count as Grovekin too" in said("Wren Hollow also counts as (grv).")
