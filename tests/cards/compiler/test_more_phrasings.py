"""More phrasings of effects and triggers the engine already runs (issue 16): "opponent
gains N life", "When blocked,", a draw with its reminder of where the dice go, and a line
that prints two abilities (each read whole, both covering the line)."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, compiled, effects, why


def test_the_opponent_gains_life() -> None:
    assert effects("character", "When fielded, your opponent gains 2 life.") == [
        {"op": "gain_life", "amount": 2, "target": "opponent"}
    ]


def test_when_blocked_without_its_name_is_its_own_die() -> None:
    made = compiled("character", [f"When blocked, {NAME} deals 1 damage to your opponent."])
    (record,) = made["abilities"]
    assert record["trigger"] == "when_blocked"
    assert record["effects"] == [{"op": "deal_damage", "amount": 1, "target": "opponent"}]


@pytest.mark.parametrize(
    "line", ["Draw and roll 3 dice (add them to your Reserve Pool).",
             "Draw and roll 3 dice (place them in your Reserve Pool)."]
)  # fmt: skip
def test_a_draw_with_its_reminder(line: str) -> None:
    assert effects("action", line) == [{"op": "draw", "amount": 3}]


def test_a_line_of_two_abilities_is_both() -> None:
    line = f"When fielded, gain 1 life. When {NAME} attacks, it gets +1A."
    made = compiled("character", [line])
    assert [(a["trigger"], a["text"]) for a in made["abilities"]] == [
        ("when_fielded", line),
        ("when_attacks", line),
    ]
    assert made["abilities"][1]["effects"] == [
        {"op": "modify_attack", "amount": 1, "target": "this_die"}
    ]


@pytest.mark.parametrize(
    "line",
    [
        # one of the two abilities not read: the whole line stays text
        f"When fielded, gain 1 life. When {NAME} attacks, it gets +1A if it feels like it.",
        # "your opponent gains" something other than life
        "When fielded, your opponent gains 2 dice.",
        # "blocked" is a die's, not a trigger of another card's
        "When Other Fellow is blocked, gain 1 life.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


def test_whenever_and_while_active_say_the_same_as_when_and_while_self_is_active() -> None:
    made = compiled("character", [f"Whenever {NAME} is blocked, gain 1 life."])
    assert made["abilities"][0]["trigger"] == "when_blocked"
    made = compiled("character", ["While active, your Sidekick dice get +1D."])
    (record,) = made["abilities"]
    assert (record["trigger"], record["while_active"]) == ("static", "self")
