"""A character's burst text (DM-17.1, DM-17.2): "(burst) When fielded, ..." is a triggered
ability that applies only to a die whose face shows that many bursts (the engine's
`bursts` of an ability: abilities/occasions.py `with_bursts` reads the face of the die that
triggered it); it adds to the card's text (DM-17.3 "Also", the default). Any trigger the
grammar reads may follow the marks."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cards.compiler.parts import Opening

GRAMMAR = r"""
%extend opening: burst_trigger_opening
burst_trigger_opening: burst_marks trigger ","
"""


def _opening(children: list[Any]) -> Opening:
    counts, trigger = children[0], children[1]
    burst = replace(trigger, extra=(*trigger.extra, ("bursts", counts)))
    return Opening("ability", trigger=burst)


RULES = {"burst_trigger_opening": _opening}
