"""Persistent effects (DM-14.2): "<dice> can't block / can't attack / can't be blocked /
must attack (if able)", this turn or until the start of your next turn; "can't attack or
block" is both."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Effect

GRAMMAR = r"""
%extend effect: cant_block | cant_attack | cant_be_blocked | must_attack | cant_either
cant_block: targets _cant "block" duration?
cant_attack: targets _cant "attack" duration?
cant_either: targets _cant ("attack" "or" "block" | "block" "or" "attack") duration?
cant_be_blocked: targets _cant "be" "blocked" duration?
must_attack: targets "must" "attack" duration? ("(" "if" "able" ")" | "if" "able")?
"""


def lasting(op: str) -> Any:
    def build(children: list[Any]) -> list[Effect]:
        more = duration_of(children)
        return [{"op": op, **more, **t} for t in children[0]]

    return build


def _either(children: list[Any]) -> list[Effect]:
    more = duration_of(children)
    return [{"op": op, **more, **t} for t in children[0] for op in ("cant_attack", "cant_block")]


RULES = {
    "cant_either": _either,
    "cant_block": lasting("cant_block"),
    "cant_attack": lasting("cant_attack"),
    "cant_be_blocked": lasting("cant_be_blocked"),
    "must_attack": lasting("must_attack"),
}
