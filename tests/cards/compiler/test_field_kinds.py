"""Fieldings of a side's dice (cards/compiler/constructs/field_kinds.py): "Whenever you field
a non-Villain character,", "Whenever a Villain is fielded," (either player's, DM-15.6),
"Whenever an opponent summons a level 3 monster," (DM-18.2). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    ("opening", "trigger", "also", "filters"),
    [
        ("While Wren Hollow is active, whenever you field a non-Villain character,",
         "when_you_field", None, {"not_affiliation": "villain"}),
        ("Whenever your opponent fields a Villain character die,", "when_opponent_fields",
         None, {"affiliation": "villain"}),
        ("While Wren Hollow is active, whenever a Villain is fielded,", "when_you_field",
         ["when_opponent_fields"], {"affiliation": "villain"}),
        ("Whenever an opponent summons a level 3 monster,", "when_opponent_fields", None,
         {"level": 3}),
    ],
)  # fmt: skip
def test_fieldings_of_a_side(opening: str, trigger: str, also: list | None, filters: dict) -> None:
    record = ability(f"{opening} gain 1 life.")
    assert record["trigger"] == trigger
    assert record.get("also") == also
    assert record.get("trigger_filters") == filters


def test_it_is_the_fielded_die() -> None:
    record = ability("Whenever you field a non-Villain character, spin it up 1 level.")
    assert record["effects"] == [{"op": "spin_up", "amount": 1, "target": "that_die"}]


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you field a Hero character, gain 1 life.",  # no card's affiliation
        "Whenever you field one of your Villain characters, gain 1 life.",
        "Whenever an opponent summons a level 3 spell, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "trigger:whenever", "unparsed")
