"""Conditions on the dice KO'd this turn (kind `kod`, GameState.kod; DM-9.11, DM-16.4;
cards/compiler/constructs/kod_this_turn.py) and the ability word "Resistance -", a label
with no rules of its own (constructs/ability_words.py). Our own wording; near misses stay
text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, effects, why

LIFE = {"op": "gain_life", "target": "you", "amount": 1}


@pytest.mark.parametrize(
    ("said", "condition"),
    [
        ("a character die you control was KO'd", {"kind": "kod", "whose": "yours", "at_least": 1}),
        ("none of your dice were KO'd", {"kind": "kod", "whose": "yours", "at_most": 0}),
        ("an opposing character die was knocked out",
         {"kind": "kod", "whose": "opposing", "at_least": 1}),
        ("2 or more character dice your opponent controls were KO'd",
         {"kind": "kod", "whose": "opposing", "at_least": 2}),
        ("three or more of your (grv) character dice were KO'd",
         {"kind": "kod", "whose": "yours", "at_least": 3,
          "filters": {"affiliation": "grovekin"}}),
        ("a character die was KO'd", {"kind": "kod", "whose": "any", "at_least": 1}),
    ],
)  # fmt: skip
def test_the_dice_ko_d_this_turn(said: str, condition: dict) -> None:
    (gain,) = effects("character", f"When {NAME} attacks, if {said} this turn, gain 1 life.")
    assert gain == {**LIFE, "condition": condition}


def test_resistance_is_a_label_before_the_ability() -> None:
    record = ability(
        "Resistance - While active, at the end of your turn, if any character die you control "
        "was KO'd this turn, gain 2 life."
    )
    plain = ability(
        "While active, at the end of your turn, if any character die you control was KO'd this "
        "turn, gain 2 life."
    )
    assert {k: v for k, v in record.items() if k != "text"} == {
        k: v for k, v in plain.items() if k != "text"
    }
    (gain,) = effects("basic_action", "Resistance - If none of your dice were KO'd this turn, "
                      "gain 1 life.")  # fmt: skip
    assert gain["condition"] == {"kind": "kod", "whose": "yours", "at_most": 0}


@pytest.mark.parametrize(
    "said",
    [
        "an active character die was KO'd this turn",  # active: not said of a KO'd die
        "an opposing character die you control was KO'd this turn",  # two owners
        "a character die you control was KO'd",  # no "this turn": when?
        "0 or more of your character dice were KO'd this turn",
    ],
)
def test_near_misses_stay_text_only(said: str) -> None:
    assert why("character", f"When {NAME} attacks, if {said}, gain 1 life.") == "condition"
