"""Persistent effects (DM-14.2): "<dice> can't block / can't attack / can't be blocked /
must attack (if able)", this turn or until the start of your next turn; "can't attack or
block" is both; "can only attack if <condition>" is "can't attack unless <condition>"."""

from __future__ import annotations

from typing import Any

from cards.compiler.core import duration_of
from cards.compiler.parts import Context, Effect, NotRead

ONLY_IF = "$only_if"  # "can only attack if": the sentence's condition, reversed (MARKS)

GRAMMAR = r"""
%extend effect: cant_block | cant_attack | cant_be_blocked | must_attack | cant_either \
              | only_if
cant_block: targets _cant "block" duration?
cant_attack: targets _cant "attack" duration?
cant_either: targets _cant ("attack" "or" "block" | "block" "or" "attack") duration?
!only_if: targets ("can" | "may") "only" ("attack" | "block")
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


def _only_if(children: list[Any]) -> list[Effect]:
    """ "<self> can only attack if <condition>": it can't attack unless the condition holds
    (`_reversed` reverses the condition the sentence gives; none: not read)."""
    op = "cant_attack" if "attack" in [str(c) for c in children[1:]] else "cant_block"
    return [{"op": op, ONLY_IF: True, **t} for t in children[0]]


RULES = {
    "only_if": _only_if,
    "cant_either": _either,
    "cant_block": lasting("cant_block"),
    "cant_attack": lasting("cant_attack"),
    "cant_be_blocked": lasting("cant_be_blocked"),
    "must_attack": lasting("must_attack"),
}


def _reversed(effect: Effect, _: Any, context: Context) -> None:
    """ "can only attack if <condition>": can't attack unless it holds."""
    held = effect.get("condition") or {"unless": True}
    if held.get("unless"):
        raise NotRead("condition")  # no "if", or "only ... unless"
    effect["condition"] = {**held, "unless": True}


MARKS = {ONLY_IF: _reversed}
