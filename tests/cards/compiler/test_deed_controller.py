""" "Its controller" (cards/compiler/constructs/deed_controller.py): the player who controls
the die a trigger on another die's deed is about (abilities/relative.py); losing life is not
damage (DM-12.4). Our own wording."""

from __future__ import annotations

from tests.cards.compiler.helpers import effects, why


def test_damage_to_the_controller_of_the_die_kod() -> None:
    line = "When an opposing character die is KO'd, deal 2 damage to its controller."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 2, "target": "that_die_controller"}
    ]


def test_that_die_s_controller_loses_life() -> None:
    line = (
        "While Wren Hollow is active, whenever a Sidekick die is KO'd, "
        "that die's controller loses 2 life."
    )
    assert effects("character", line) == [
        {"op": "lose_life", "amount": 2, "target": "that_die_controller"}
    ]
    line = (
        "While Wren Hollow is active, when an opposing character die is KO'd, "
        "it's controller loses 1 life."
    )
    assert effects("character", line)[0]["target"] == "that_die_controller"


def test_near_miss_no_die_of_a_deed_stays_text_only() -> None:
    """ "Its" names no other die on the card's own trigger ("When fielded"), nor on its own
    deed ("When <self> KOs ...": the KO'd die is no occasion's die here)."""
    assert why("character", "When fielded, deal 1 damage to its controller.") == "self"
    line = "When Wren Hollow KOs an opposing character die, that die's controller loses 1 life."
    assert why("character", line) == "self"
