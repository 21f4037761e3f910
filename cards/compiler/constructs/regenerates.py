"""A die of this card regenerates (issue 16; keywords/regenerate.py's triggers): "When <self>
regenerates," (its Regenerate rolled it, whatever came up), "If <self> regenerates
successfully," / "When <self> successfully regenerates," (a character face: back in the
field), "If <self> uses Regenerate but rolls an energy face," (to the Prep Area), each with
"during the Attack Step" after it if the card says so, and "The first time each turn a
<self> regenerates," (once per card and turn, DM-15.5). "A <self>" is any die of this card,
as every die's own trigger is (DM-18.2)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import words
from cards.compiler.parts import Trigger

GRAMMAR = r"""
%extend trigger: regenerates
regenerates: ("when" | "whenever" | "if" | "each" "time") "a"? "self" regen_how
           | "the" "first" "time" "each" "turn" "a"? "self" regen_how -> first_regen
!regen_how: ("regenerates" | "regenerates" "successfully" | "successfully" "regenerates" \
            | "uses" "regenerate" "but" "rolls" "an" "energy" "face") \
            ("during" "the" "attack" "step")?
"""
TRIGGERS = {
    "regenerates": "when_regenerates",
    "regenerates successfully": "when_regenerates_successfully",
    "successfully regenerates": "when_regenerates_successfully",
    "uses regenerate but rolls an energy face": "when_regenerates_unsuccessfully",
}
_DURING = " during the attack step"


def _trigger(children: list[Any], first: bool = False) -> Trigger:
    how: str = children[-1]
    extra: list[tuple[str, Any]] = []
    if how.endswith(_DURING):
        how = how.removesuffix(_DURING)
        extra.append(("condition", {"kind": "attack_step"}))
    if first:
        extra.append(("first_time_each_turn", True))
    return Trigger(TRIGGERS[how], extra=tuple(extra))


RULES: dict[str, Any] = {
    "regenerates": _trigger,
    "first_regen": lambda c: _trigger(c, first=True),
    "regen_how": words,
}
