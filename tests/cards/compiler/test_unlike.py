"""Dice of another card or of no such affiliation in a deed's die phrase (cards/compiler/
constructs/deeds.py `deed_unlike`): "a non-<this card> (grv) character die" is of another
card (the normaliser writes `non-self`), "a non-(grv) character die" of no Grovekin."""

from __future__ import annotations

import pytest

from cards.compiler.normalise import normalise
from tests.cards.compiler.helpers import NAME, ability, why


def test_non_this_card_is_non_self() -> None:
    assert normalise(f"a non-{NAME} die", NAME) == "a non-self die"
    assert normalise(f"a non-{NAME}s die", NAME) == f"a non-{NAME.lower()}s die"


@pytest.mark.parametrize(
    ("line", "trigger", "filters"),
    [
        (f"While {NAME} is active, when you field a non-{NAME} (grv) character die, "
         "gain 1 life.", "when_you_field", {"other_card": "self", "affiliation": "grovekin"}),
        ("When a non-(grv) character die is fielded, gain 1 life.",
         "when_you_field", None),
        ("When an opposing non-(grv) character die attacks, gain 1 life.",
         "when_opposing_die_attacks", {"not_affiliation": "grovekin"}),
    ],
)  # fmt: skip
def test_unlike_dice_are_filters(line: str, trigger: str, filters: dict | None) -> None:
    record = ability(line)
    if filters is None:  # either player's: "fielded" by you or an opponent
        assert record["trigger"] == "when_you_field"
        assert record["also"] == ["when_opponent_fields"]
        assert record["trigger_filters"] == {"not_affiliation": "grovekin"}
        return
    assert record["trigger"] == trigger
    assert record["trigger_filters"] == filters


@pytest.mark.parametrize(
    "line",
    [
        # two affiliations not, or one both not and yes: no filter says it
        "When a non-(grv) non-(vlt) character die is fielded, gain 1 life.",
        "When a non-(grv) (grv) character die is fielded, gain 1 life.",
        "When a non-self non-self character die is fielded, gain 1 life.",
        # an icon the file does not name
        "When a non-(zzz) character die is fielded, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
