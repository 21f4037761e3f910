"""Dice moved between zones and captured (constructs/moves.py, constructs/capture.py; DM-23.1,
DM-23.4): "target" targets, "a"/"an" chooses without targeting, "up to N" chooses 1 to N,
"all" takes every one; near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


def test_a_sidekick_die_moves_from_your_used_pile_to_your_prep_area() -> None:
    line = "When fielded, move a Sidekick die from your Used Pile into your Prep Area."
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "prep",
         "filters": {"sidekick": True, "zone": "used"}}
    ]  # fmt: skip


def test_up_to_three_action_dice_are_chosen() -> None:
    line = (
        "When fielded, you may move up to three action dice from your Used Pile into your "
        "Prep Area."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "prep", "up_to": 3,
         "filters": {"die_kind": "action", "zone": "used"}}
    ]  # fmt: skip


def test_a_target_die_of_the_opponent_goes_to_their_used_pile() -> None:
    line = "Put target character die from your opponent's Prep Area in their Used Pile."
    assert effects("action", line) == [
        {"op": "move_die", "target": "target_opposing_die", "zone": "used",
         "filters": {"die_kind": "character", "zone": "prep"}}
    ]  # fmt: skip


def test_all_energy_dice_of_the_opponent() -> None:
    line = (
        f"When {NAME} attacks, move all energy dice from your opponent's Reserve Pool"
        " to their Used Pile."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "all_opposing_dice", "zone": "used",
         "filters": {"face": "energy", "zone": "reserve"}}
    ]  # fmt: skip


def test_a_die_of_this_card_returns_to_the_field_zone_on_a_level() -> None:
    line = f"When fielded, move a {NAME} die from your Used Pile to the Field Zone at level 3."
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "zone": "field", "amount": 3,
         "filters": {"card": CODE, "zone": "used"}}
    ]  # fmt: skip


def test_a_die_selected_and_placed_and_dice_added_to_the_bag() -> None:
    line = (
        "When fielded, select a die from your Used Pile and put it into your Prep Area"
        " (you can't select a die that paid to field this die)."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "filters": {"zone": "used"}, "zone": "prep"}
    ]
    line = f"When {NAME} is KO'd, you may add up to 3 dice from your Used Pile to your bag."
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die", "up_to": 3, "filters": {"zone": "used"},
         "zone": "bag"}
    ]  # fmt: skip


def test_the_defending_player_and_dice_showing_energy() -> None:
    line = (
        f"When {NAME} attacks, move a Sidekick die from the defending player's Prep Area"
        " to the Used Pile."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_opposing_die",
         "filters": {"sidekick": True, "zone": "prep"}, "zone": "used"}
    ]  # fmt: skip
    line = (
        "When fielded, move target die showing energy from the opponent's Reserve Pool"
        " to the Used Pile."
    )
    assert effects("character", line) == [
        {"op": "move_die", "target": "target_opposing_die",
         "filters": {"face": "energy", "zone": "reserve"}, "zone": "used"}
    ]  # fmt: skip


def test_captures_with_their_lengths() -> None:
    until = f"until {NAME} leaves the Field Zone"
    line = f"When fielded, capture target opposing character die {until}."
    assert effects("character", line) == [
        {"op": "capture", "target": "target_opposing_die", "duration": "while_in_field"}
    ]
    line = "When fielded, capture an opposing character (return it at end of turn)."
    assert effects("character", line) == [{"op": "capture", "target": "choose_opposing_die"}]
    line = "When fielded, capture all opposing (fist) characters until the start of your next turn."
    assert effects("character", line) == [
        {"op": "capture", "target": "all_opposing_characters",
         "filters": {"energy_type": "fist"}, "duration": "next_turn"}
    ]  # fmt: skip


def test_one_sidekick_and_a_capture_of_a_non_villain() -> None:
    line = "When fielded, move 1 Sidekick from your Used Pile to your Prep Area."
    assert effects("character", line) == [
        {"op": "move_die", "target": "choose_your_die",
         "filters": {"sidekick": True, "zone": "used"}, "zone": "prep"}
    ]  # fmt: skip
    line = (
        f"When {NAME} attacks, capture target non-villain character die (return it at the end of"
        " the turn)."
    )
    assert effects("character", line) == [
        {"op": "capture", "target": "target_die", "filters": {"not_affiliation": "villain"}}
    ]


def test_moves_and_captures_are_said_in_words() -> None:
    lines = [
        "When fielded, move up to 2 action dice from your Used Pile to your Prep Area.",
        f"When fielded, move a {NAME} die from your Used Pile to the Field Zone at level 3.",
        "When fielded, capture an opposing character (return it at end of turn).",
    ]
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines,
            **compiled("character", lines)}  # fmt: skip
    said = [x.reading for x in read_data(card) or []]
    assert said == [
        "When fielded: move one of your action dice in a Used Pile to the Prep Area"
        " (repeated for up to 2 dice) (not the dice that paid to field this die)",
        "When fielded: move one of your dice of this card in a Used Pile to the Field Zone"
        " on level 3 (not the dice that paid to field this die)",
        "When fielded: capture an opposing character die of your choice until the end of the turn.",
    ]


@pytest.mark.parametrize(
    "line",
    [
        # a die never goes to another player's zone
        "When fielded, move a die from your Used Pile to your opponent's Prep Area.",
        # from a bag a die is drawn, not chosen
        "When fielded, move a Sidekick die from your bag to your Prep Area.",
        # "target dice", "all die": the number and the noun disagree
        "When fielded, move target dice from your Used Pile to your Prep Area.",
        "When fielded, move all die from your Used Pile to your Prep Area.",
        # a level outside the Field Zone
        "When fielded, move a die from your Used Pile to your Prep Area at level 2.",
        # from where it already is
        "When fielded, move a die from your Used Pile to your Used Pile.",
        # a capture that lasts until something no duration names
        "When fielded, capture target opposing character die until you field another die.",
        # selected, and placed somewhere the die is not said to go
        "When fielded, select one die in your Used Pile and place it.",
        # energy twice
        "When fielded, move all energy dice showing energy from your Used Pile to your bag.",
        # a capture from another zone than the Field Zone
        "When fielded, capture an opposing die in the Used Pile.",
        # out of play for good (until the end of the turn: test_take_control.py's set-aside)
        "When fielded, send target character die out of play.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
