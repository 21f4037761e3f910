"""An action card's dice barred from use under a condition (cards/compiler/use_bars.py;
engine abilities/action_windows.py `barred`, DM-8.14, DM-12.1): the closing sentence becomes
a static ability `cant_use_die` under its condition; the rest of the line is the action as
ever. Near misses stay text only. Lines are our own."""

from __future__ import annotations

import pytest

from cards.execution import status
from tests.cards.compiler.helpers import CODE, NAME, compiled, why

BAR = [{"op": "cant_use_die", "target": "this_card"}]


def _abilities(kind: str, line: str) -> list[dict]:
    made = compiled(kind, [line])
    card = {"id": CODE, "kind": kind, "name": NAME, "text": [line], **made}
    assert status(card).executed, made
    return [{k: v for k, v in a.items() if k != "text"} for a in made["abilities"]]


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("Draw a die. You may not use this Basic Action Die if you have 12 or more life.",
         {"kind": "life", "at_least": 12}),
        ("Gain 2 life. You can't use this action die if you have less than 5 life.",
         {"kind": "life", "at_most": 4}),
        ("Gain 2 life. You may only use this action if you have 6 or less life.",
         {"kind": "life", "at_most": 6, "unless": True}),
    ],
)  # fmt: skip
def test_the_bar_is_a_static_of_its_own(line: str, condition: dict) -> None:
    action, bar = _abilities("basic_action", line)
    assert action["trigger"] == "action" and action["effects"]
    assert bar == {"trigger": "static", "condition": condition, "effects": BAR}


@pytest.mark.parametrize(
    ("kind", "line", "reason"),
    [
        # a character's die is not used as an action is
        ("character", "Gain 1 life. You may not use this action die if you have 9 or more life.",
         "condition"),
        # a condition the grammar does not read
        ("basic_action", "Gain 1 life. You may not use this action if the moon is full.",
         "condition"),
        # the bar alone: no effect to use
        ("basic_action", "You may not use this Basic Action Die if you have 12 or more life.",
         "condition"),
    ],
)  # fmt: skip
def test_near_misses_stay_text(kind: str, line: str, reason: str) -> None:
    assert why(kind, line) == reason
