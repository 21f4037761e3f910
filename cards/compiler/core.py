"""The transformer parts of the core grammar (cards/compiler/grammar.py), and the helpers
constructs share."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from lark import Token

from cards.compiler.parts import Effect, NotRead

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
Rule = Callable[[list[Any]], Any]


def words(children: Sequence[Any]) -> str:
    """The tokens of a `!rule` as one phrase ("of your active characters")."""
    return " ".join(str(c) for c in children if isinstance(c, Token))


def first(children: Sequence[Any], kind: type) -> Any:
    return next((c for c in children if isinstance(c, kind) and not isinstance(c, bool)), None)


def duration_of(children: Sequence[Any]) -> dict[str, str]:
    """The duration a clause names: {} for the turn (the default, DM-14.1), or next_turn."""
    found = [c for c in children if isinstance(c, tuple) and c and c[0] == "duration"]
    return {"duration": found[0][1]} if found and found[0][1] != "turn" else {}


def _number(children: list[Any]) -> int:
    text = str(children[0])
    return NUMBER_WORDS[text] if text in NUMBER_WORDS else int(text)


def _targets(children: list[Any]) -> list[Effect]:
    found: list[Effect] = []
    for child in children:
        found.extend(child if isinstance(child, list) else [child])
    kinds = [str(t.get("target")) for t in found if isinstance(t, dict)]
    if "all_your_characters" in kinds[:1] and "all_characters" in kinds[1:]:
        # "your @fist character dice and other @shield character dice": does "your" reach
        # the second? A judge would ask; the line stays text only rather than guess.
        raise NotRead("target")
    return found


RULES: dict[str, Rule] = {
    "number": _number,
    "targets": _targets,
    "target": lambda c: c[0],
    "effect": lambda c: c[0],
    "count": lambda c: c[0],
    "condition": lambda c: c[0],
    "trigger": lambda c: c[0],
    "opening": lambda c: c[0],
    "duration": lambda c: c[0],
    "turn": lambda c: ("duration", "turn"),
    "next_turn": lambda c: ("duration", "next_turn"),
}
