"""More dice moved between zones (constructs/moves.py, constructs/roll_outcomes.py `back_of`;
DM-23.4): "add it to your bag" after no roll (the die named before, or this die), two icons
before one noun, "another (aff) character", "an opposing Villain". Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import CODE, NAME, effects, said, why


def test_a_die_bought_goes_where_its_card_says() -> None:
    line = f"When you purchase {NAME}, add it to your Prep Area."
    assert effects("character", line) == [{"op": "move_die", "target": "this_die", "zone": "prep"}]
    line = f"When you purchase {NAME}, put that die into your bag."
    assert effects("character", line) == [{"op": "move_die", "target": "this_die", "zone": "bag"}]
    assert said(line) == (
        "When a die of this card is purchased (even if this card is not active):"
        " move this die to the bag."
    )


def test_it_names_the_die_chosen_before() -> None:
    line = "When fielded, choose an opposing character die. Put it in its owner's Prep Area."
    assert effects("character", line) == [
        {"op": "choose", "target": "choose_opposing_die"},
        {"op": "move_die", "target": "choose_opposing_die", "zone": "prep"},
    ]


def test_two_icons_before_one_noun() -> None:
    line = "When fielded, move all (grv) and (fist) dice from your Used Pile to your Prep Area."
    assert effects("character", line) == [
        {"op": "move_die", "target": "all_your_dice", "zone": "prep",
         "filters": {"any_of": "affiliation:grovekin energy_type:fist", "zone": "used"}}
    ]  # fmt: skip
    line = "When fielded, move a (grv) or (fist) die from your Used Pile to your Prep Area."
    assert effects("character", line)[0]["target"] == "choose_your_die"


def test_another_character_and_a_villain() -> None:
    line = (
        "When fielded, you may move another (grv) character from your Used Pile to your Prep Area."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "prep",
         "filters": {"affiliation": "grovekin", "die_kind": "character", "other_card": CODE,
                     "zone": "used"}}
    ]  # fmt: skip
    line = "When fielded, move an opposing Villain to the Prep Area."
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_opposing_die", "zone": "prep",
         "filters": {"affiliation": "villain"}}
    ]  # fmt: skip
    assert said(line) == (
        "When fielded: move an opposing Villain character die of your choice to the Prep Area."
    )


def test_any_number_of_dice() -> None:
    line = f"When fielded, you may move any number of {NAME} dice from your Used Pile to your bag."
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "bag", "up_to": 99,
         "filters": {"card": CODE, "zone": "used"}}
    ]  # fmt: skip
    assert said(line) == (
        "When fielded: you may move one of your dice of this card in a Used Pile to the bag"
        " (repeated for any number of dice)"
        " (not the dice that paid to field this die)"
    )


@pytest.mark.parametrize(
    "line",
    [
        # "your" zone for a die that is not yours; the opponent's for your own die
        "When fielded, choose an opposing character die. Put it in your Prep Area.",
        f"When you purchase {NAME}, put it in your opponent's Used Pile.",
        # a die of the opponent's in your bag
        "When fielded, choose an opposing character die. Add it to your bag.",
        # "and" before one die, "or" with "target"
        "When fielded, move a (grv) and (fist) die from your Used Pile to your Prep Area.",
        # a Villain and an icon of the same kind
        "When fielded, move an opposing (grv) (fist) Villain to the Prep Area.",
        # "any number of" one die
        "When fielded, move any number of Sidekick die from your Used Pile to your Prep Area.",
        # "another" of many; "another die": one more die (of any card), not another character
        "When fielded, move another dice from your Used Pile to your Prep Area.",
        "Move a die from your Used Pile to your Prep Area. Then move another die from your Used"
        " Pile to your Prep Area.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
