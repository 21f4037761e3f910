"""The records of a text-only card: each line opening with one of the usual trigger phrases
becomes an ability with a trigger and no effects, which its controller declares when the
trigger happens (docs/engine.md, "Declarations of text-only abilities"); a "Global: Pay N"
line a text-only Global with its cost; every other line stays plain text.

These regular expressions only say when a text-only line acts; reading text into effects is
the grammar's (cards/compiler/grammar.py)."""

from __future__ import annotations

import re
from typing import Any

_WHEN = r"^when\b[^.:;]*?\b"
_START = r"^at the (?:start|beginning) of "
_EACH = r"(?:each|each player's|every) turn\b"
TRIGGERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^when (?:you field|fielded)\b|^when\b[^.:;]*\bis fielded\b", re.I),
     "when_fielded"),
    (re.compile(_WHEN + r"is (?:ko'd|knocked out)\b", re.I), "when_kod"),
    (re.compile(_WHEN + r"(?:is|becomes) blocked\b", re.I), "when_blocked"),
    (re.compile(_WHEN + r"blocks\b", re.I), "when_blocks"),
    (re.compile(_WHEN + r"attacks\b", re.I), "when_attacks"),
    (re.compile(_START + r"your turn\b", re.I), "start_of_your_turn"),  # DM-5.2
    (re.compile(_START + _EACH, re.I), "start_of_turn"),
    (re.compile(r"^at the end of your turn\b", re.I), "end_of_your_turn"),
    (re.compile(r"^at the end of " + _EACH, re.I), "end_of_turn"),
)  # fmt: skip
GLOBAL_COST = re.compile(r"^global:\s*pay\s+(\d{1,2})\b", re.I)


def trigger_of(line: str) -> str | None:
    """The engine trigger a line of card text opens with, if it is one of the usual ones."""
    for pattern, trigger in TRIGGERS:
        if pattern.search(line.strip()):
            return trigger
    return None


def declared_abilities(kind: str, lines: list[str]) -> dict[str, Any]:
    """`abilities` and `globals` records (text only) for the lines that say when they act.
    Only characters' triggered lines: an action card's text is its action, declared when the
    die is used, which needs no record."""
    abilities = [
        {"trigger": trigger, "text": line}
        for line in lines
        if kind == "character" and (trigger := trigger_of(line)) is not None
    ]
    globals_ = [
        {"cost": int(match.group(1)), "text": line}
        for line in lines
        if (match := GLOBAL_COST.match(line.strip())) is not None
    ]
    return records(abilities, globals_)


def records(abilities: list[dict[str, Any]], globals_: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        **({"abilities": abilities} if abilities else {}),
        **({"globals": globals_} if globals_ else {}),
    }
