"""A die of this card still on it, taken and rolled (cards/compiler/constructs/
unpurchased_rolls.py, the "Gate <Name>:" label in named_abilities.py): `roll_from` a die of
zone `supply` of this card, and "otherwise, return it to its card" as the roll's outcome
(`move_die` to `supply`). DM-3.3, DM-20.3; docs/rulings.md "Gate". Our own wording; the near
misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, effects, said, why

LINE = (
    "Gate Wren Hollow: When fielded, you may take another unpurchased Wren Hollow die and roll "
    "it. If it shows a character face, Prep it. Otherwise, return it to the card."
)


def test_taken_from_its_card_and_rolled() -> None:
    (roll,) = effects("character", LINE)
    assert roll["op"] == "roll_from"
    assert roll["target"] == "choose_your_die"
    assert roll["filters"] == {"zone": "supply", "card": CODE}
    rolled = roll["rolled"]
    assert rolled["face"] == "character"
    assert rolled["effects"] == [{"op": "move_die", "target": "rolled_die", "zone": "prep"}]
    assert rolled["otherwise"] == [{"op": "move_die", "target": "rolled_die", "zone": "supply"}]


def test_a_different_card_of_a_creature_type() -> None:
    line = (
        "Gate Dragon: When fielded, you may take a different unpurchased Dragon die and roll "
        "it. If it shows a character face, Prep it. Otherwise, return it to its card."
    )
    (roll,) = effects("character", line)
    assert roll["filters"] == {"zone": "supply", "creature_type": "dragon", "other_card": CODE}


def test_without_the_label_it_reads_the_same() -> None:
    line = LINE.removeprefix("Gate Wren Hollow: ")
    assert effects("character", line) == effects("character", LINE)


def test_the_reading_says_where_it_goes() -> None:
    reading = said(LINE)
    assert "supply" in reading.lower() or "card" in reading.lower()
    assert "prep" in reading.lower()


@pytest.mark.parametrize(
    "line",
    [
        # another card's dice on their cards, of no creature type read: not read
        "When fielded, you may take a different unpurchased Goblin die and roll it. If it shows "
        "a character face, Prep it. Otherwise, return it to its card.",
        # "return it to its card" of no roll
        "When fielded, return target character die to its card.",
        # a label that is a keyword's is no label
        "Fusion: When fielded, gain 1 life and return it to its card.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
