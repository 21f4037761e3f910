"""Conditions on what the player did earlier this turn (cards/compiler/constructs/
turn_records.py; the engine's kinds `purchased` and `used_action`, GameState.purchased and
GameState.used_actions). Our own wording; near misses stay text only."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import NAME, ability, effects, said, why

BOUGHT = {"kind": "purchased", "at_least": 1}
USED = {"kind": "used_action", "at_least": 1}


@pytest.mark.parametrize(
    ("words", "condition"),
    [
        ("you purchased a die", BOUGHT),
        ("you have purchased a character die", {**BOUGHT, "filters": {"die_kind": "character"}}),
        ("you purchased an action die", {**BOUGHT, "filters": {"die_kind": "action"}}),
        ("you used an action", USED),
        ("you played an action die", USED),
        ("you played a Basic Action", {**USED, "filters": {"basic": True}}),
        ("you used a basic action die", {**USED, "filters": {"basic": True}}),
        ("you purchased a die and fielded a character",
         {"kind": "all", "of": [BOUGHT, {"kind": "fielded", "at_least": 1}]}),
    ],
)  # fmt: skip
def test_what_you_did_this_turn(words: str, condition: dict) -> None:
    (gain,) = effects("basic_action", f"If {words} this turn, gain 1 life.")
    assert gain == {"op": "gain_life", "target": "you", "amount": 1, "condition": condition}


def test_a_global_and_a_static_under_it() -> None:
    (prep,) = effects(
        "character",
        "Global: Once per turn, pay (shield). If you purchased a die this turn, prep a die "
        "from your bag.",
    )
    assert prep["condition"] == BOUGHT and prep["op"] == "prep"
    static = ability(f"If you used an action this turn, {NAME} cannot be blocked.")
    assert static["trigger"] == "static" and static["condition"] == USED
    assert [e["op"] for e in static["effects"]] == ["cant_be_blocked"]


def test_the_reading_says_it() -> None:
    reading = said(f"When {NAME} attacks, if you used a basic action die this turn, gain 1 life.")
    assert "if you used 1 or more Basic action dice this turn" in reading


@pytest.mark.parametrize(
    "words",
    [
        "your opponent purchased a die this turn",  # only the player's own
        "you purchased two dice this turn",  # a count
        "you purchased a die",  # no "this turn": when?
        "you used an action last turn",
    ],
)
def test_near_misses_stay_text_only(words: str) -> None:
    assert why("basic_action", f"If {words}, gain 1 life.") == "condition"
