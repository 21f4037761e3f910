"""What a player does not have (cards/compiler/constructs/have_not.py): "if you don't have
<dice>" is "unless you have <dice>" (DM-13.2, DM-18.5), "if you have only (affiliation)
character dice in the Field Zone" is "no non-(affiliation) character dice there". Wording
is our own."""

from __future__ import annotations

import pytest

from cards.execution import status
from games.reading import read_data
from tests.cards.compiler.helpers import CODE, ICONS, NAME, compiled, effects, why


@pytest.mark.parametrize(
    ("line", "condition", "words"),
    [
        (f"If you don't have an active non-Sidekick character die, {NAME} costs 2 more to "
         "field.", {"kind": "dice", "whose": "yours", "at_least": 1,
                    "filters": {"sidekick": False}, "unless": True},
         "Unless you have 1 or more non-Sidekick character dice"),
        ("When fielded, lose 1 life if you don't have any active Sidekick.",
         {"kind": "count", "count": "your_active_characters", "at_least": 1,
          "filters": {"sidekick": True}, "unless": True}, "unless you have 1 or more"),
        (f"When fielded, if you have only (grv) character dice in the Field Zone, {NAME} gets "
         "+2A and +2D.", {"kind": "dice", "whose": "yours", "at_most": 0,
                          "filters": {"not_affiliation": "grovekin"}},
         "if you have no non-Grovekin character dice in the Field Zone"),
        (f"When fielded, if you have only (bolt) character dice, {NAME} gets +1A.",
         {"kind": "dice", "whose": "yours", "at_most": 0, "filters": {"not_energy_type": "bolt"}},
         "if you have no"),
    ],
)  # fmt: skip
def test_what_a_player_does_not_have(line: str, condition: dict, words: str) -> None:
    made = compiled("character", [line])
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line], **made}
    assert status(card).executed, made
    (record,) = made["abilities"]
    (effect,) = effects("character", line)
    assert (record.get("condition") or effect.get("condition")) == condition
    (read,) = read_data(card)
    assert words.lower() in read.reading.lower()
    assert ICONS  # the affiliation icon is our own


@pytest.mark.parametrize(
    "line",
    [
        # "don't have no ...", "don't have exactly ...": not said so
        f"If you don't have no Sidekick dice, {NAME} gets +1A.",
        f"If you don't have exactly 2 Sidekick dice, {NAME} gets +1A.",
        # only sidekicks, only dice of two kinds, only in the Used Pile, only "dice"
        f"If you have only Sidekick dice, {NAME} gets +1A.",
        f"If you have only (grv) (bolt) character dice, {NAME} gets +1A.",
        f"If you have only (grv) character dice in your Used Pile, {NAME} gets +1A.",
        f"If you have only character dice, {NAME} gets +1A.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
