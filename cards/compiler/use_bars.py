"""An action card's dice barred from use under a condition (card text over DM-8.14; engine
games/engine/abilities/action_windows.py `barred`): a line's last sentence "You may not use
this Basic Action Die if <condition>." ("can't", "cannot"; "this action (die)"), or "You may
only use this action if <condition>." (the bar holds unless it does), is taken off before the
line is read and becomes a static ability of its own: effect `cant_use_die` under that
condition, read about the player who would use the die. The rest of the line is its effect as
ever. A condition the grammar cannot read keeps the line text only; a line that is nothing but
the bar is left as printed (text only: it would have no effect to use)."""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.lines import ACTIONS
from cards.compiler.parts import NotRead
from cards.compiler.reader import parsed

CANT_USE = "cant_use_die"
_BAR = re.compile(
    r"(?<=\. )you (may not|can't|cannot|may only|can only) use this "
    r"(?:basic action die|action die|action) if ([^.;,]+)\.$"
)


def split(words: str, kind: str) -> tuple[str, dict[str, Any] | None]:
    """The line without its closing bar, and the bar's static ability record (None: no bar)."""
    found = _BAR.search(words)
    if found is None:
        return words, None
    if kind not in ACTIONS:
        raise NotRead("condition")  # a character's "this die": not this shape
    condition = parsed(found.group(2), "condition")
    if not isinstance(condition, dict) or "unless" in condition:
        raise NotRead("condition")
    if found.group(1).endswith("only"):
        condition = {**condition, "unless": True}  # barred unless it holds
    effects = [{"op": CANT_USE, "target": "this_card"}]
    return words[: found.start()].rstrip(), {"trigger": "static", "condition": condition,
                                            "effects": effects}  # fmt: skip
