"""Words for taking dice (engine effects/capture.py, control.py): a capture or a control
held by the card, not a die (`by_card`: its die was already gone), says so, since no die's
leaving the Field Zone ends it."""

from __future__ import annotations

from typing import Protocol

from games.engine.model.cards import EffectSpec

HELD = " (held by this card, not a die: only its time ends it)"


class _Subject(Protocol):
    def or_(self, default: str) -> str: ...


def capture(spec: EffectSpec, t: _Subject) -> str:
    return f"capture {t.or_('it')}" + (HELD if spec.by_card else "")


def take_control(spec: EffectSpec, t: _Subject) -> str:
    return f"take control of {t.or_('it')}" + (HELD if spec.by_card else "")


TAKING_WORDS = {"capture": capture, "take_control": take_control}
