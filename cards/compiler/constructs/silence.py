"""Dice that deal no damage (the engine's effects/silence.py; DM-14.2): "target blocked
character deals no damage", "blocked character dice deal no combat damage this turn".
Persistent on the dice it names until Cleanup (or the duration it says); a player dealing
no damage, or the same in a static, stays text only (lines.py: no static reads it)."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: deals_none
deals_none: dice ("deals" | "deal") "no" silence_combat? "damage" duration?
!silence_combat: "combat"
"""


def _no_damage(children: list[Any]) -> list[Effect]:
    op = "deals_no_combat_damage" if "combat" in children else "deals_no_damage"
    return [{"op": op, **duration_of(children), **children[0]}]


RULES = {"deals_none": _no_damage, "silence_combat": lambda c: "combat"}
