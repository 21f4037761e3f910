"""Choices in card text (constructs/targets.py "up to N", constructs/divided.py): "up to two
target dice" names 1 to 2 chosen targets (`up_to`, DM-13.1), "up to two opposing dice"
chooses without targeting; damage "divided as you choose" among chosen dice (`split`).
Near misses stay text only. Our own wording."""

from __future__ import annotations

import pytest

from games.reading import read_data
from tests.cards.compiler.helpers import CODE, NAME, compiled, effects, why


def test_up_to_two_target_dice() -> None:
    assert effects("character", "When fielded, KO up to two target (mask) characters.") == [
        {"op": "ko", "target": "target_die", "filters": {"energy_type": "mask"}, "up_to": 2}
    ]
    line = "Up to two of your target character dice get +2A (until end of turn)."
    assert effects("action", line) == [
        {"op": "modify_attack", "amount": 2, "target": "target_your_die", "up_to": 2}
    ]
    line = f"When fielded, {NAME} deals 2 damage to each of up to two target characters."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 2, "target": "target_die", "up_to": 2}
    ]


def test_up_to_two_dice_without_target_are_chosen_not_targeted() -> None:
    assert effects("character", "When fielded, KO up to two opposing Sidekick dice.") == [
        {"op": "ko", "target": "choose_opposing_die", "filters": {"sidekick": True}, "up_to": 2}
    ]


def test_a_die_is_chosen_not_targeted() -> None:
    """DM-13.1: "an opposing character" is one die its controller picks; only "target"
    targets (so "can't be targeted" does not bar it)."""
    line = "When fielded, deal 2 damage to an opposing character die."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 2, "target": "choose_opposing_die"}
    ]
    assert effects("character", "When fielded, KO a Sidekick die you control.") == [
        {"op": "ko", "target": "choose_your_die", "filters": {"sidekick": True}}
    ]


def test_damage_divided_among_chosen_dice() -> None:
    line = (
        f"When {NAME} attacks, deal 4 damage divided as you choose among up to 4 target"
        " opposing character dice."
    )
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 4, "split": True, "target": "target_opposing_die"}
    ]
    line = "Deal 2 damage divided any way you choose to any number of opposing character dice."
    assert effects("action", line) == [
        {"op": "deal_damage", "amount": 2, "split": True, "target": "choose_opposing_die"}
    ]


def test_divided_without_as_you_choose_is_divided_by_its_controller() -> None:
    """ "Divided among" alone: its controller divides it, as "as you choose" says (docs/
    rulings.md "Chosen, not targeted"); "amongst" is "among"."""
    line = "When fielded, deal 2 damage divided among up to 2 non-(grv) character dice."
    assert effects("character", line) == [
        {"op": "deal_damage", "amount": 2, "split": True, "target": "choose_die",
         "filters": {"not_affiliation": "grovekin"}}
    ]  # fmt: skip
    line = "Deal 3 damage divided amongst up to 3 target (grv) character dice."
    assert effects("action", line) == [
        {"op": "deal_damage", "amount": 3, "split": True, "target": "target_die",
         "filters": {"affiliation": "grovekin"}}
    ]  # fmt: skip


def test_any_number_of_target_dice_are_each_targeted() -> None:
    line = "Deal 2 damage divided as you choose among any number of target opposing character dice."
    assert effects("action", line) == [
        {"op": "deal_damage", "amount": 2, "split": True, "target": "target_opposing_die"}
    ]


def test_choices_are_said_in_words() -> None:
    lines = [
        "When fielded, KO up to two opposing Sidekick dice.",
        f"When {NAME} attacks, deal 3 damage distributed how you choose among up to 3 target"
        " character dice.",
    ]
    card = {"id": CODE, "kind": "character", "name": NAME, "text": lines,
            **compiled("character", lines)}  # fmt: skip
    assert [x.reading for x in read_data(card) or []] == [
        "When fielded: KO an opposing Sidekick character die of your choice"
        " (repeated for up to 2 dice)",
        "When this die attacks: deal 3 damage, divided as you choose among target character dice.",
    ]


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, KO an opposing character dice.",  # one die, a plural noun
        "When fielded, KO up to one target character die.",  # "up to one": not a choice of several
        "When fielded, KO up to two target character die.",  # the number and the noun disagree
        # fewer targets than the damage: the engine has no such limit on a division
        "When fielded, deal 3 damage divided as you choose among up to 2 target character dice.",
        # one target: nothing to divide
        "When fielded, deal 3 damage divided as you choose among target character die.",
        # "each" is not chosen: nothing to divide among
        "When fielded, deal 3 damage divided as you choose among each opposing character die.",
        # "any number of target" before one die: the number and the noun disagree
        "When fielded, deal 2 damage divided among any number of target opposing character die.",
        # fewer dice than the damage, "as you choose" left out or not
        "When fielded, deal 3 damage divided among up to 2 character dice.",
        # "divided" with nothing to divide it among
        "When fielded, deal 2 damage divided to target player.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_you_may_with_nothing_to_choose_is_a_yes_or_no() -> None:
    """The engine asks yes or no (abilities/resolution.py `yes_or_no`)."""
    line = f"When {NAME} blocks, you may spin {NAME} up 1 level."
    made = compiled("character", [line])
    (ability,) = made["abilities"]
    assert ability["optional"] is True
    assert ability["effects"] == [{"op": "spin_up", "amount": 1, "target": "this_die"}]


def test_a_die_chosen_in_its_own_sentence() -> None:
    line = "When fielded, choose one character die. That die can't block this turn."
    assert effects("character", line) == [
        {"op": "choose", "target": "choose_die"},
        {"op": "cant_block", "target": "choose_die"},
    ]
    made = compiled("character", [line])
    card = {"id": CODE, "kind": "character", "name": NAME, "text": [line], **made}
    assert [x.reading for x in read_data(card) or []] == [
        "When fielded: choose a character die, then that die can't block until the end of the turn."
    ]


@pytest.mark.parametrize(
    "line",
    [
        "When fielded, choose all opposing character dice.",  # nothing chosen: every one
        "When fielded, choose your opponent.",  # a player: no die to name after
        "When fielded, move 2 Sidekick dice from your Used Pile to your Prep Area.",  # "2": not one
    ],
)
def test_choice_near_misses(line: str) -> None:
    assert why("character", line)
