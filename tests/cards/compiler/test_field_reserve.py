"""A character die fielded for free with no zone said (cards/compiler/constructs/
field_from.py `field_reserve`): one die of your Reserve Pool showing a character face, where
fielding takes dice from (DM-8.10), fielded without paying on the face it shows (the
engine's `field_die`, DM-8.12; "when fielded" triggers, DM-8.13). Our own wording, with near
misses that stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import compiled, effects, said, why

FIELDED = {
    "op": "field_die",
    "target": "choose_your_die",
    "filters": {"die_kind": "character", "zone": "reserve", "face": "character"},
}


def test_one_reserve_die_showing_a_character_face() -> None:
    assert effects("character", "When fielded, field a character die for free.") == [FIELDED]


def test_an_affiliation_narrows_it_and_you_may_is_optional() -> None:
    line = "When fielded, you may field a (grv) character die for free."
    (record,) = compiled("character", [line])["abilities"]
    assert record["optional"] is True
    assert record["effects"] == [
        {**FIELDED, "filters": {**FIELDED["filters"], "affiliation": "grovekin"}}
    ]


def test_the_reading() -> None:
    reading = said("When fielded, field a character die for free.")
    assert "for free" in reading and "Reserve Pool" in reading, reading


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, field two character dice for free.",  # several
        "When fielded, field an opposing character die for free.",  # not yours
        "When fielded, field target character die for free.",  # targeted: in the Field Zone
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) == "effect"
