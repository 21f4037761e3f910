"""While this card is active (DM-18.1): "While <self> is active, <dice> get +1A" (a static
ability, DM-14.3; "While active," says the same). ("While <self> is active, when you use
an action die, ..." is a trigger: constructs/deeds.py.)"""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening

GRAMMAR = r"""
%extend opening: static_opening
static_opening: static_name? "while" ("self" "is")? "active" ","
static_name: "turtle" "power" "-"  // a named static (Turtle Power: no rules of its own)
"""


def _static(children: list[Any]) -> Opening:
    return Opening("static")


RULES = {
    "static_opening": _static,
}  # fmt: skip
