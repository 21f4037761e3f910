""" "Your opponent chooses: either <A> or <B>" / "<A> or <B> (your opponent chooses)" (DM-13.1;
engine games/engine/abilities/either_chosen.py; docs/rulings.md "Your opponent chooses:
either ... or ..."): the opponent picks one of two outcomes of the ability.

`split` reads such a sentence (reader.py asks it before the usual clauses): each side of an
"or" read as effect clauses, the sentence becomes the opponent's answer (the effect
`choose` on target kind `opponent_either`) and each side's effects under the condition
`either_chosen` (option 1 or 2). Only a sentence whose sides choose nothing and hold no
condition of their own, and a line asking no other choice (`checked`): otherwise NotRead."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cards.compiler.parts import Effect, NotRead

EITHER = "opponent_either"
_HEADS = (
    ("your", "opponent", "chooses", ":", "either"),
    ("your", "opponent", "chooses", ":"),
    ("your", "opponent", "chooses", "either"),
)
_TAILS = (
    ("(", "your", "opponent", "chooses", ")"),
    ("(", "opponent's", "choice", ")"),
    ("(", "your", "opponent's", "choice", ")"),
)

Clause = Callable[[Sequence[Any]], list[Effect] | None]


def split(tokens: Sequence[Any], clause: Clause) -> list[Effect] | None:
    """The sentence's effects if it is an opponent's either-or, else None (not this shape);
    NotRead("choice") when it is and its sides are not read as this module reads them."""
    values = tuple(str(t) for t in tokens)
    head = next((h for h in _HEADS if values[: len(h)] == h), None)
    tail = next((t for t in _TAILS if values[-len(t) :] == t), None)
    if head is None and tail is None:
        return None
    rest = list(tokens[len(head) :] if head else tokens[: -len(tail)])  # type: ignore[arg-type]
    if head and tail:
        raise NotRead("choice")
    words = [str(t) for t in rest]
    for at in [i for i, w in enumerate(words) if w == "or" and 0 < i < len(words) - 1]:
        left = rest[: at - 1] if words[at - 1] == "," else rest[:at]
        first = clause(left) if left else None
        second = clause(rest[at + 1 :]) if first is not None else None
        if first is not None and second is not None:
            return _made(first, second)
    raise NotRead("choice")


def _made(first: list[Effect], second: list[Effect]) -> list[Effect]:
    for effect in (*first, *second):
        target = str(effect.get("target", ""))
        if "condition" in effect or "instead" in effect or "up_to" in effect:
            raise NotRead("choice")
        if target.startswith(("target", "choose", "opponent_")):
            raise NotRead("choice")  # a choice under the opponent's: not asked in that order
    return [
        {"op": "choose", "target": EITHER},
        *({**e, "condition": {"kind": "either_chosen", "option": 1}} for e in first),
        *({**e, "condition": {"kind": "either_chosen", "option": 2}} for e in second),
    ]


def checked(effects: list[Effect]) -> list[Effect]:
    """The line's effects, once checked: with the opponent's pick it asks no other choice
    (that is its only one) and has one pick only."""
    picks = [e for e in effects if e.get("target") == EITHER]
    if not picks:
        return effects
    others = [e for e in effects if "choice" in e or (_chooses(e) and e.get("target") != EITHER)]
    if len(picks) > 1 or others:
        raise NotRead("choice")
    return effects


def _chooses(effect: Effect) -> bool:
    target = str(effect.get("target", ""))
    return target.startswith(("target", "choose", "opponent_")) or "up_to" in effect
