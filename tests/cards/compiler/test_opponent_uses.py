"""A player's use of a Global or an action die (cards/compiler/constructs/opponent_uses.py):
"When an opponent uses a global ability or action die," is two triggers of one ability
(DM-15.6); "activates a global ability" is a Global's use (DM-8.19). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import ability, why


@pytest.mark.parametrize(
    ("opening", "trigger", "also"),
    [
        ("While Wren Hollow is active, when an opponent uses a global ability or action die,",
         "when_opponent_uses_a_global", ["when_opponent_uses_an_action_die"]),
        ("Whenever you use a global ability or an action die,", "when_you_use_a_global",
         ["when_you_use_an_action_die"]),
        ("While active, when an opponent activates a global ability,",
         "when_opponent_uses_a_global", None),
    ],
)  # fmt: skip
def test_uses_are_the_engine_s_triggers(opening: str, trigger: str, also: list | None) -> None:
    record = ability(f"{opening} gain 1 life.")
    assert record["trigger"] == trigger
    assert record.get("also") == also


@pytest.mark.parametrize(
    "line",
    [
        "When an opponent uses a global ability or a character ability, gain 1 life.",
        "When an opponent activates an action die, gain 1 life.",
        "When an opponent uses a global ability or action die, deal 1 damage to it.",
    ],
)
def test_near_misses_stay_text_only(line: str) -> None:
    assert why("character", line) in ("trigger:other", "reference", "unparsed")
