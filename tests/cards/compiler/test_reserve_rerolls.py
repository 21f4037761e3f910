"""Rerolls of your dice in your Reserve Pool and a count of the symbols they show
(cards/compiler/constructs/reserve_rerolls.py; the engine's `rolled` with `symbols`,
games/engine/abilities/rolled_symbols.py; DM-22.1, DM-2.6). Our own wording; near misses
stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, said, why

RESERVE = {"zone": "reserve"}
DAMAGE = {"op": "deal_damage", "amount": 1, "target": "opponent"}


def test_up_to_two_target_dice_and_a_count_of_two_symbols() -> None:
    (reroll,) = effects("action", "Reroll up to 3 target dice in your Reserve Pool. For each "
                        "(shield) or (bolt) rolled, deal 1 damage to target opponent.")  # fmt: skip
    assert reroll == {
        "op": "reroll", "target": "target_your_die", "filters": RESERVE, "up_to": 3,
        "rolled": {"face": "energy", "symbols": ["shield", "bolt"], "effects": [],
                   "then": [DAMAGE]},
    }  # fmt: skip


def test_dice_chosen_not_targeted_and_a_bonus_per_symbol() -> None:
    (reroll,) = effects("action", "Reroll up to 3 dice in your Reserve Pool. For each (fist) "
                        "rolled this way, your character dice get +1A.")  # fmt: skip
    assert (reroll["target"], reroll["up_to"]) == ("choose_your_die", 3)
    (bonus,) = reroll["rolled"]["then"]
    assert (bonus["op"], bonus["amount"], bonus["target"]) == (
        "modify_attack",
        1,
        "all_your_characters",
    )
    assert reroll["rolled"]["symbols"] == ["fist"]


def test_one_target_die_in_your_reserve_pool() -> None:
    (reroll,) = effects("action", "Reroll target die in your Reserve Pool.")
    assert reroll == {"op": "reroll", "target": "target_your_die", "filters": RESERVE}


def test_a_count_of_symbols_after_a_reroll_in_the_field() -> None:
    """Any reroll's dice may be counted by symbol (an opposing die's too)."""
    (reroll,) = effects("character", "When fielded, reroll target opposing character die. For "
                        "each (mask) rolled, gain 1 life.")  # fmt: skip
    assert reroll["rolled"]["symbols"] == ["mask"]
    assert reroll["rolled"]["then"] == [{"op": "gain_life", "amount": 1, "target": "you"}]


@pytest.mark.parametrize(
    "line",
    [
        # a (wild) is no symbol of a type
        "Reroll up to 2 dice in your Reserve Pool. For each (wild) rolled, gain 1 life.",
        # the count with no roll before it
        "Draw a die. For each (fist) rolled, gain 1 life.",
        "For each (fist) rolled, gain 1 life.",
        # "target dice" of one, "up to 1", "a dice"
        "Reroll a dice in your Reserve Pool.",
        "Reroll target dice in your Reserve Pool.",
        "Reroll up to 1 die in your Reserve Pool.",
        # an effect no count multiplies
        "Reroll up to 3 dice in your Reserve Pool. For each (fist) rolled, KO target character"
        " die.",
        # an opponent's Reserve Pool: not this construct's
        "Reroll up to 2 dice in your opponent's Reserve Pool.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("action", line)


def test_the_reading_says_what_is_counted() -> None:
    """The reading names the symbols, once each, and that a (wild) is not one of them."""
    reading = said("When fielded, reroll up to 3 target dice in your Reserve Pool. For each "
                   "(fist) or (mask) rolled, deal 1 damage to target opponent.")  # fmt: skip
    assert "reserve pool" in reading.lower()
    assert "for each (fist) or (mask) symbol the rolled dice show (not (wild))" in reading


def test_a_die_of_yours_chosen_not_targeted() -> None:
    """"A die in your Reserve Pool": one of yours chosen (no target, DM-13.1), rerolled where it
    is (DM-22.1); here after an opponent's Roll and Reroll Step (constructs/roll_step_end.py)."""
    line = ("While Wren Hollow is active, at the end of an opponent's Roll and Reroll Step,"
            " reroll a die in your Reserve Pool.")  # fmt: skip
    assert effects("character", line) == [
        {"op": "reroll", "target": "choose_your_die", "filters": {"zone": "reserve"}}
    ]
    assert "reserve pool" in said(line).lower()
