""" "Unblocked (attacking) character dice" (cards/compiler/constructs/targets.py): attackers
no blocker was declared for, in the Attack Zone (DM-9.1, DM-9.5: once blocked, always
blocked). Unblocked attackers leave for Out of Play as damage is dealt (DM-9.8), so an effect
on them reaches them in the window after blockers are declared (DM-9.6). Our own wording."""

from __future__ import annotations

import pytest

from tests.cards.compiler.helpers import effects, why

UNBLOCKED = {"unblocked": True}


@pytest.mark.parametrize(
    ("line", "target", "amount"),
    [
        ("Unblocked attacking character dice gain +2A until end of turn.", "all_characters", 2),
        ("Unblocked character dice get +1A.", "all_characters", 1),
        ("Target unblocked attacking character die gets +3A.", "target_die", 3),
        ("Unblocked attackers get +2A until end of turn.", "all_characters", 2),
    ],
)
def test_unblocked_attackers_are_read(line: str, target: str, amount: int) -> None:
    (effect,) = effects("action", line)
    assert effect["op"] == "modify_attack" and effect["amount"] == amount
    assert effect["target"] == target and effect["filters"] == UNBLOCKED


@pytest.mark.parametrize(
    "line",
    [
        "Unblocked blocking character dice get +2A.",  # a blocker is never blocked
        "Unblocked attacking attacking character dice get +2A.",
        "Blocked unblocked character dice get +2A.",
    ],
)
def test_near_misses_stay_text(line: str) -> None:
    assert why("action", line)


def test_a_sidekick_fielded_without_its_comma() -> None:
    """ "When a Sidekick is fielded spin ...": the trigger's comma left out (normalise.py
    `_NO_COMMA`), either player's Sidekick (a "yours" and an "opposing" trigger)."""
    from tests.cards.compiler.helpers import ability

    record = ability(
        "When a Sidekick is fielded spin each of your Wren Hollow character dice up 1 level."
    )
    assert record["trigger"] == "when_you_field" and record["also"] == ["when_opponent_fields"]
    assert record["trigger_filters"] == {"sidekick": True}
