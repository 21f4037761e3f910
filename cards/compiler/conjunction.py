"""Two conditions on one effect, both to hold: "While <self> is active, if <condition>, ..."
(the opening's and the sentence's), "If <condition>, <self> is unblockable while attacking
alone" (the sentence's and the effect's own). They become the engine's condition kind `all`
(games/engine/abilities/conditions.py), read as the effect resolves or the static is asked
about, each as it would be alone (card text: every condition the text puts on it must hold).
"""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import CODE, NotRead

# Conditions that are not read about the game but settled elsewhere: "if you do" (paid
# first, abilities/if_you_do.py), an opponent's payment to prevent, a roll's placeholders
# (constructs/roll_outcomes.py, "$rolled"): none of them joins another.
_ALONE = frozenset({"done", "prevented", "all"})


def both(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """The condition that holds when `first` and `second` both do; NotRead("condition")
    where one of them cannot be joined (the line stays text only)."""
    if first == second:
        return first
    for part in (first, second):
        kind = str(part.get("kind", ""))
        if kind in _ALONE or kind.startswith("$") or CODE in part.get("filters", {}).values():
            raise NotRead("condition")
    return {"kind": "all", "of": [first, second]}
