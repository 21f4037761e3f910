"""The words of an ability armed for a time (engine effects/armed.py `arm_trigger`,
abilities/armed.py): the effect that arms it, and the armed ability's own condition."""

from __future__ import annotations

from typing import Any

from games.engine.abilities.armed import ARMED

__all__ = ["ARMED", "ARMED_LEAD", "ARMED_WORDS"]


def _arm(spec: Any, t: Any) -> str:
    """(Another duration than the turn's is said after it: reading/durations.py.)"""
    until = " until the end of the turn" if spec.duration == "turn" else ""
    return f"this card's other ability below triggers for you{until}"


ARMED_WORDS: dict[str, Any] = {
    "arm_trigger": _arm,
    "arm_end_of_turn": lambda spec, t: (
        "this card's other ability below triggers for you at this turn's end"
    ),
}
ARMED_LEAD = "this card's effect arms it for you"  # the armed ability's condition
