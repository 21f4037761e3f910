"""This card's own dice by its name (cards/compiler/constructs/own_dice.py): the
controller's dice of this card in the Field Zone (DM-12.7: a named character is your own
team's; DM-13.3: "each" does not target). Our own wording."""

from __future__ import annotations

from tests.cards.compiler.helpers import CODE, effects, why

OWN = {"target": "all_your_characters", "filters": {"card": CODE}}


def test_each_of_your_fielded_dice_of_this_card() -> None:
    line = "At the beginning of your turn, spin each of your fielded Wren Hollow dice up 1 level."
    assert effects("character", line) == [{"op": "spin_up", "amount": 1, **OWN}]


def test_each_die_of_this_card_and_your_dice_of_it() -> None:
    line = (
        "When one of your character dice is KO'd, spin each Wren Hollow character die up 1 level."
    )
    assert effects("character", line) == [{"op": "spin_up", "amount": 1, **OWN}]
    line = "When fielded, your Wren Hollow character dice cannot be blocked (until end of turn)."
    assert effects("character", line) == [{"op": "cant_be_blocked", **OWN}]


def test_a_static_on_its_own_dice() -> None:
    line = (
        "While Wren Hollow is active, your opponent may not target your Wren Hollow character dice."
    )
    assert effects("character", line) == [{"op": "cant_be_targeted_by_opponents", **OWN}]


def test_near_misses_one_die_or_a_wrong_number_stay_text_only() -> None:
    assert why("character", "When fielded, spin target Wren Hollow die up 1 level.") == "target"
    assert why("character", "When fielded, spin all Wren Hollow die up 1 level.") == "target"
    assert why("character", "When fielded, spin each Wren Hollow dice up 1 level.") == "target"


def test_its_superstar_dice_and_its_dice_in_the_field() -> None:
    line = (
        "Whenever you field a Superstar die, each of your active Wren Hollow Superstar dice"
        " gets +1A."
    )
    assert effects("character", line) == [{"op": "modify_attack", "amount": 1, **OWN}]
    line = "At the end of your turn, spin each of your Wren Hollow in the field up one level."
    assert effects("character", line) == [{"op": "spin_up", "amount": 1, **OWN}]
