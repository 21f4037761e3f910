"""A count against a condition's bound ("N or more", "N or less", "exactly N"): shared by
the kinds of abilities/conditions.py and the modules beside it that count."""

from __future__ import annotations

from games.engine.model.cards import Condition


def compare(n: int, condition: Condition) -> bool:
    """`n` against the condition's bound: "N or more" (at_least, the default 1), "N or less"
    (at_most), "exactly N"."""
    if (exactly := condition.get("exactly")) is not None:
        return bool(n == exactly)
    if (most := condition.get("at_most")) is not None:
        return bool(n <= most)
    return bool(n >= condition.get("at_least", 1))
