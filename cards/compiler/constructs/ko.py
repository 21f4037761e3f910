"""KO by an effect (DM-16.4): "KO target opposing level 1 Sidekick die", "knock out each
opposing character die", "you may immediately KO <self>" (at once, as any effect of a
resolving ability: the word adds nothing)."""

from __future__ import annotations

from typing import Any

from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: ko
ko: "immediately"? ("ko" | "knock" "out") targets
"""


def _ko(children: list[Any]) -> list[Effect]:
    return [{"op": "ko", **t} for t in children[0]]


RULES = {"ko": _ko}
