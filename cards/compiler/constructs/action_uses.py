"""Triggers on an action die used (DM-8.14, while this card is active, DM-18.1): "When you
use (play) a basic / non-basic action die," narrows constructs/deeds.py's "when you use an
action die" by the used die's card (a Basic Action Card or not: the `basic` filter);
"Whenever any player uses an action die," and "When an action die is used," are both
players' (one ability, two triggers: DM-15.6). "While <self> is active," may come first.
Every "when" is written out in each rule: constructs/deeds.py reads the same first words."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Trigger

_W = '("when" | "whenever" | "each" "time")'
_WHILE = '("while" ("self" "is")? "active" ",")'

GRAMMAR = rf"""
%extend trigger: use_basic_action | use_any_action
use_basic_action: {_WHILE}? {_W} deed_player ("use" | "uses" | "play") use_basic "action" "die"
                | {_WHILE}? {_W} deed_player "play" "an" "action" "die"
use_any_action: {_WHILE}? {_W} ("any" "player" "uses" "an" "action" "die"
                                | "an" "action" "die" "is" "used")
!use_basic: "a" "basic" | "a" "non-basic"
"""


def _basic(children: list[Any]) -> Trigger:
    """A player's trigger (no die of this card triggered it; constructs/deeds.py reads who),
    the used die narrowed."""
    basic = [c for c in children if isinstance(c, bool)]
    extra = (("trigger_filters", {"basic": basic[0]}),) if basic else ()
    if "you" in children:
        return Trigger("when_you_use_an_action_die", selves="player", extra=extra)
    return Trigger("when_opponent_uses_an_action_die", selves="player", extra=extra,
                   theirs=True, other_die=True)  # fmt: skip


RULES: dict[str, Any] = {
    "use_basic": lambda c: str(c[1]) == "basic",
    "use_basic_action": _basic,
    "use_any_action": lambda c: Trigger(
        "when_you_use_an_action_die", also=("when_opponent_uses_an_action_die",), selves="player"
    ),
}
