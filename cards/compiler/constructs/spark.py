"""Spark (Tomb of Annihilation and later D&D sets): "Spark: <effects>" with a reminder that
the effect waits for the end of the phase once an active card's player rolls a burst face /
"(Spark abilities trigger when
you roll a (burst) or (burst)(burst) face on a die.)": while this card is active (DM-18.1),
each die its player rolls onto a face with bursts (DM-17.1) triggers it; the Roll and
Reroll Step's rolls count at its end (DM-2.6), an effect's at once (trigger
`when_you_roll_a_burst`, games/engine/abilities/roll_occasions.py; docs/rulings.md
"Spark"). The reminder is left out before the grammar reads the line
(cards/compiler/__init__._without_reminder); `self` is this card's dice in the Field Zone,
"it" the die rolled."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: spark_opening
spark_opening: "spark" ("-" | ":")
"""


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", trigger=Trigger("when_you_roll_a_burst", selves="deed"))


RULES = {"spark_opening": _opening}
