"""Extra rerolls (constructs/extra_rerolls.py; engine abilities/extra_rerolls.py, DM-7.2
beaten by card text): `extra_reroll` on this card's controller while the card is active.
Our own wording; near misses stay text only."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.compiler.helpers import NAME, ability, said, why

_WHILE = f"While {NAME} is active, "


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        ("you may reroll one die an additional time during the Roll and Reroll Step.",
         {"amount": 1}),
        ("you may reroll one additional time during your Roll and Reroll Step.", {"amount": 0}),
        ("you gain an additional reroll during your Roll and Reroll Step.", {"amount": 0}),
        ("during the Roll and Reroll Step, you may reroll your action dice one additional time.",
         {"amount": 0, "filters": {"die_kind": "action"}}),
        ("during the Roll and Reroll Step, you may reroll one die one extra time.",
         {"amount": 1}),
        ("you may reroll action dice an additional time during the Roll and Reroll Step.",
         {"amount": 0, "filters": {"die_kind": "action"}}),
        ("you may reroll your Trap dice one extra time during your Roll and Reroll Step "
         "each turn.", {"amount": 0, "filters": {"creature_type": "trap"}}),
        ("you may reroll any or all of your dice one extra time during the Roll and "
         "Reroll Step.", {"amount": 0}),
    ],
)  # fmt: skip
def test_an_extra_reroll(line: str, effect: dict[str, Any]) -> None:
    record = ability(_WHILE + line)
    assert record["trigger"] == "static" and record["while_active"] == "self"
    assert record["effects"] == [{"op": "extra_reroll", "target": "you", **effect}]


def test_the_reading() -> None:
    assert said(_WHILE + "you may reroll one die an additional time during the Roll and Reroll "
                "Step.") == (
        "While this card is active: you may take an extra reroll, of at most 1 of your"
        " dice, during your Roll and Reroll Step."
    )  # fmt: skip
    assert said(_WHILE + "during the Roll and Reroll Step, you may reroll your action dice one "
                "additional time.") == (
        "While this card is active: you get an extra reroll, of any of your action dice,"
        " during your Roll and Reroll Step."
    )  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # a price for it
        _WHILE + "you may pay 1 life to reroll your dice an additional time during your Roll "
        "and Reroll Step.",
        # once per turn, outside the step
        _WHILE + "once per turn, you may reroll one die one extra time.",
        # the opponent's step
        _WHILE + "during your opponent's Roll and Reroll Step, you may reroll one die one extra "
        "time.",
        # no step said
        _WHILE + "you may reroll one die one extra time.",
        # dice of another kind than the ones read
        _WHILE + "you may reroll your Wizard dice one extra time during your Roll and Reroll Step.",
        # no "while active": whose card is it?
        "You may reroll one die an additional time during the Roll and Reroll Step.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)


@pytest.mark.parametrize(
    ("line", "effect"),
    [
        ("your opponent may not reroll more than 1 die during their Roll and Reroll Step.",
         {"op": "reroll_cap", "amount": 1}),
        ("your opponent cannot reroll more than 3 dice during their Roll and Reroll Steps.",
         {"op": "reroll_cap", "amount": 3}),
        ("your opponent must pay 3 life to reroll during their Roll and Reroll Step.",
         {"op": "reroll_price", "amount": 3}),
        ("opposing players can't reroll dice during their Roll and Reroll Steps, unless they "
         "pay 2 life.", {"op": "reroll_price", "amount": 2}),
    ],
)  # fmt: skip
def test_the_opponents_rerolls_limited(line: str, effect: dict[str, Any]) -> None:
    record = ability(_WHILE + line)
    assert record["trigger"] == "static" and record["while_active"] == "self"
    assert record["effects"] == [{**effect, "target": "opponent"}]
    assert "optional" not in record


def test_the_limits_reading() -> None:
    assert said(_WHILE + "your opponent must pay 3 life to reroll during their Roll and Reroll "
                "Step.") == (
        "While this card is active: your opponents pay 3 life for each reroll of one or more"
        " dice in their Roll and Reroll Step."
    )  # fmt: skip


@pytest.mark.parametrize(
    "line",
    [
        # every player's, the card's controller too
        _WHILE + "players may not reroll more than 4 dice during their Roll and Reroll Steps.",
        # no step said: effects' rerolls too
        _WHILE + "your opponent cannot reroll dice.",
        # a price that ends the effect for the turn
        _WHILE + "your opponent cannot reroll dice during the Roll and Reroll Step. They can pay "
        "2 life to prevent this effect for the turn.",
        # a kind of die barred
        _WHILE + "your opponents may not reroll Basic Action Dice.",
    ],
)
def test_limits_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line)
