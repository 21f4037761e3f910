"""Prevention of one kind of damage (DM-19.1, DM-9.7; engine effects/kind_shields.py):
"prevent all combat damage to ... this turn" (`shield_combat`; without a duration it is a
static's immunity, constructs/immunity.py) and, in a Global, "prevent the next N
damage that you (the player) take from an ability or action die this turn"
(`prevent_next_ability`); near misses stay text only; both read in plain words.

Every line is our own wording in the shapes real card text takes."""

from __future__ import annotations

from typing import Any

import pytest

from games.reading import sheet
from tests.cards.shapes import NAME, executed, stays_text
from tests.engine.helpers import make_card

ATTACKERS = {"target": "all_your_characters", "filters": {"zone": "attack", "blocker": False}}


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Prevent all combat damage to your attacking character dice this turn.",
         [{"op": "shield_combat", "amount": 0, **ATTACKERS}]),
        # "each of your ... die": a misprint of "dice", each of them
        ("Prevent all combat damage to each of your attacking character die (until end of "
         "turn).", [{"op": "shield_combat", "amount": 0, **ATTACKERS}]),
        ("Prevent all combat damage dealt to target character die until end of turn.",
         [{"op": "shield_combat", "amount": 0, "target": "target_die"}]),
    ],
)  # fmt: skip
def test_combat_damage_prevented(line: str, expected: list[dict[str, Any]]) -> None:
    (record,) = executed("action", [line])["abilities"]
    assert record["effects"] == expected


@pytest.mark.parametrize(
    "line",
    [
        "Global: Pay (bolt). Prevent the next 3 damage that you (the player) take from an "
        "ability or action die this turn.",
        "Global: Pay (bolt). Prevent the next 3 damage that you take from abilities or action "
        "dice this turn.",
    ],
)
def test_the_next_ability_damage_to_you_prevented(line: str) -> None:
    (record,) = executed("character", [line])["globals"]
    assert record["effects"] == [{"op": "prevent_next_ability", "amount": 3, "target": "you"}]


@pytest.mark.parametrize(
    "line",
    [
        # another source, another taker, no duration, combat damage of N, all of it from abilities
        "Prevent the next 2 damage that you take from a Sidekick die this turn.",
        "Prevent the next 2 damage that your character dice take from an ability this turn.",
        "Prevent the next 2 damage that you take from an ability or action die.",
        "Prevent 2 combat damage to target character die.",
        "Prevent all damage that you take from abilities this turn.",
        "Prevent all combat damage to each of your opponent's attacking character die.",
        # no duration (a static's immunity), another kind, from some dice
        "Prevent all combat damage to target character die.",
        "Prevent all non-combat damage to target character die this turn.",
        "Prevent all combat damage to your character dice from Sidekick dice this turn.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    stays_text("action", line)


def test_both_read_in_plain_words() -> None:
    lines = [
        "Prevent all combat damage to your attacking character dice this turn.",
        "Global: Pay (mask). Prevent the next 3 damage that you take from an ability or "
        "action die this turn.",
    ]
    card = make_card("kinds", name=NAME, kind="action", text=lines, **executed("action", lines))
    said = " ".join(row["reading"] for row in sheet(card)).lower()
    assert "prevent all combat damage to each of your attacking character dice" in said
    assert "prevent the next 3 damage dealt to you by an ability or an action die" in said
