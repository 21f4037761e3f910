"""While this card is active (DM-18.1): "While <self> is active, when you use an action die,
..." (a trigger of its controller's, no die of its own: `self` is this card's dice in the
field), and "While <self> is active, <dice> get +1A" (a static ability, DM-14.3)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend trigger: when_you_use_an_action_die
%extend opening: static_opening
_while_active: "while" "self" "is" "active" ","
when_you_use_an_action_die: _while_active "when" "you" "use" "an" "action" "die"
static_opening: _while_active
"""


def _static(children: list[Any]) -> Opening:
    return Opening("static")


RULES = {
    "when_you_use_an_action_die": lambda c: Trigger("when_you_use_an_action_die",
                                                    selves="player"),
    "static_opening": _static,
}  # fmt: skip
