""" "Your opponent chooses: either <A> or <B>" (cards/compiler/either_chosen.py; engine
games/engine/abilities/either_chosen.py; DM-13.1; docs/rulings.md "Your opponent chooses:
either ... or ..."). Our own wording; near misses stay text only."""

from __future__ import annotations

from tests.cards.compiler.helpers import NAME, effects, said, why

PICK = {"op": "choose", "target": "opponent_either"}


def _on(option: int) -> dict:
    return {"kind": "either_chosen", "option": option}


def test_the_opponent_picks_one_of_two_outcomes() -> None:
    line = (
        f"When {NAME} is KO'd, your opponent chooses: either you gain 4 life or {NAME} deals "
        "3 damage to your opponent."
    )
    assert effects("character", line) == [
        PICK,
        {"op": "gain_life", "amount": 4, "target": "you", "condition": _on(1)},
        {"op": "deal_damage", "amount": 3, "target": "opponent", "condition": _on(2)},
    ]


def test_said_after_the_outcomes() -> None:
    line = (
        f"When {NAME} attacks, gain 1 life or deal 1 damage to your opponent (your "
        "opponent chooses)."
    )
    assert effects("character", line) == [
        PICK,
        {"op": "gain_life", "amount": 1, "target": "you", "condition": _on(1)},
        {"op": "deal_damage", "amount": 1, "target": "opponent", "condition": _on(2)},
    ]


def test_an_outcome_of_two_effects() -> None:
    line = (
        f"When {NAME} attacks, your opponent chooses: either you gain 1 life and "
        "each player loses 1 life, or your opponent loses 2 life."
    )
    made = effects("character", line)
    assert made[0] == PICK and [e["condition"]["option"] for e in made[1:]] == [1, 1, 2]


def test_reading() -> None:
    words = said(
        f"When {NAME} is KO'd, your opponent chooses: either you gain 2 life or {NAME} deals "
        "1 damage to your opponent."
    )
    assert "your opponent picked the first outcome" in words, words
    assert "your opponent picked the second outcome" in words, words


def test_near_misses_stay_text() -> None:
    for line in (
        # a target chosen inside an outcome: the controller's choice under the opponent's
        f"When {NAME} attacks, your opponent chooses: either deal 1 damage to target "
        "character die or you gain 2 life.",
        # a condition of an outcome's own
        f"When {NAME} attacks, your opponent chooses: either you gain 2 life if you have "
        "fewer than 5 life or you draw 1 die.",
        # an outcome the grammar does not read
        f"When {NAME} attacks, your opponent chooses: either you gain 2 life or you sing.",
        # no "or": nothing to pick between
        f"When {NAME} attacks, your opponent chooses: either you gain 2 life.",
    ):
        assert why("character", line) in ("choice", "unparsed", "effect", "condition"), line


def test_their_characters_are_the_choosers() -> None:
    """ "... all of their characters ... (your opponent chooses)": "their" is the opponent's,
    who picks (cards/compiler/normalise.py)."""
    line = (
        f"When {NAME} attacks, spin down all of their characters one level or gain 2 life "
        "(your opponent chooses)."
    )
    assert effects("character", line) == [
        PICK,
        {"op": "spin_down", "amount": 1, "target": "all_opposing_characters", "condition": _on(1)},
        {"op": "gain_life", "amount": 2, "target": "you", "condition": _on(2)},
    ]


def test_near_miss_their_characters_with_no_pick_stays_text() -> None:
    line = f"When {NAME} attacks, spin down all of their characters one level."
    assert why("character", line) != ""
