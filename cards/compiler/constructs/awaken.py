"""Awaken (X-Men First Class): "Awaken - <effects>. (When <self> spins up 1 or more levels,
you may use this effect.)": the die's own trigger when an effect spins it up one or more
levels (effects/spin.py, occasion `spun_up`: one spin, one trigger, however many levels),
and its player may use it or not ("you may", DM-15.3). The reminder is left out before the
grammar reads the line (cards/compiler/__init__._without_reminder); `self` in the effects is
the die spun up (docs/rulings.md "Awaken")."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Opening, Trigger

GRAMMAR = r"""
%extend opening: awaken_opening
awaken_opening: "awaken" ("-" | ":")
"""


def _opening(children: list[Any]) -> Opening:
    return Opening("ability", trigger=Trigger("when_spins_up", extra=(("optional", True),)))


RULES = {"awaken_opening": _opening}
