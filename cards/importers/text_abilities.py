"""Where an imported card's text says *when* it acts, say it in the engine's words.

The importers' sources give ability text, never ability data. The engine cannot run such
text, but it can still offer it at the right moment: an ability record with a trigger and no
effects makes its controller declare the effect when the trigger happens (docs/engine.md,
"Declarations of text-only abilities"). A line opening with one of the usual trigger phrases
becomes such a record; a "Global: Pay N" line a text-only Global with its cost. Every other
line stays plain text, and the card stays text only either way.
"""

from __future__ import annotations

import re
from typing import Any

_WHEN = r"^when\b[^.:;]*?\b"
TRIGGERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^when (?:you field|fielded)\b|^when\b[^.:;]*\bis fielded\b", re.I),
     "when_fielded"),
    (re.compile(_WHEN + r"is (?:ko'd|knocked out)\b", re.I), "when_kod"),
    (re.compile(_WHEN + r"(?:is|becomes) blocked\b", re.I), "when_blocked"),
    (re.compile(_WHEN + r"blocks\b", re.I), "when_blocks"),
    (re.compile(_WHEN + r"attacks\b", re.I), "when_attacks"),
    (re.compile(r"^at the (?:start|beginning) of (?:your|each) turn\b", re.I), "start_of_turn"),
    (re.compile(r"^at the end of (?:your|each) turn\b", re.I), "end_of_turn"),
)  # fmt: skip
GLOBAL_COST = re.compile(r"^global:\s*pay\s+(\d{1,2})\b", re.I)


def trigger_of(line: str) -> str | None:
    """The engine trigger a line of card text opens with, if it is one of the usual ones."""
    for pattern, trigger in TRIGGERS:
        if pattern.search(line.strip()):
            return trigger
    return None


def text_abilities(kind: str, lines: list[str]) -> dict[str, Any]:
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
    return {
        **({"abilities": abilities} if abilities else {}),
        **({"globals": globals_} if globals_ else {}),
    }
