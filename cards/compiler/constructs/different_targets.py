""" "A different target character die", "another target opposing character die" (DM-13.1,
issue 16): a later choice of the same line's targets that may not name the die the choice
before it named ("deal 2 damage to target character die and reroll a different target
character die"). The target reads as its dice phrase with the engine's `unlike_choice`
filter, whose number cards/compiler/several.py settles (the choice just before); alone in a
line, with no choice before it, it stays text only."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect, NotRead
from cards.compiler.several import DIE_KINDS, EARLIER

GRAMMAR = r"""
%extend target: different_dice
different_dice: ("a" "different" | "another" | "a" "second") dice
"""


def _different(children: list[Any]) -> Effect:
    found = children[0]
    if not isinstance(found, dict) or found.get("target") not in DIE_KINDS or "up_to" in found:
        raise NotRead("choice")  # one target die, named by "target"
    return {**found, "filters": {**found.get("filters", {}), "unlike_choice": EARLIER}}


RULES = {"different_dice": _different}
