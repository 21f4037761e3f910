"""A and D said as more on top of other text: "target character die gets an extra +3D",
"... gets an additional +3D" (a burst adding to its card's text, DM-17.3): the same bonus
as "gets +3D" (DM-16.1: bonuses add), for the dice this phrase names. ("That character also
gets ..." and "two of your characters get an additional ..." are other constructs'.)"""

from __future__ import annotations

from typing import Any

from cards.compiler.constructs.stats import RULES as STAT_RULES
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: stat_extra
stat_extra: targets ("gets" | "get") "an" ("extra" | "additional") stat_mods duration?
"""


def _extra(children: list[Any]) -> list[Effect]:
    result: list[Effect] = STAT_RULES["stat_change"](children)
    return result


RULES = {"stat_extra": _extra}
