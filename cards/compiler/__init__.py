"""Card text compiled into the engine's ability data by a grammar (issue 16).

`compile_card` reads each printed line: normalised (normalise.py), parsed whole by the
grammar (grammar.py: a core and one fragment per construct, constructs/), transformed into
effects, triggers, Globals and bursts (the constructs' rules), and settled into ability
records in the line's context (lines.py). A card is executed only when every line is read
whole into data the engine runs (or only names a keyword, with its reminder); otherwise it
stays text only exactly as declared.py says, and each line that blocks it gets a reason
category (reasons.py) in `unread`. Where the grammar cannot read a card, a per-card entry
(entries.py) may say its abilities in the engine's terms, bound to its text's digest.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from cards.compiler import lines
from cards.compiler.declared import declared_abilities, records, trigger_of
from cards.compiler.normalise import digest, normalise
from cards.compiler.parts import Line, NotRead
from cards.compiler.reader import read_line
from games.engine import card_execution

__all__ = ["compile_card", "declared_abilities", "digest", "read_line", "trigger_of"]


_KEYWORD_OPENING = re.compile(r"^\s*(energize|impulse)\b", re.I)


def _without_reminder(text: str) -> str:
    """A keyword's line without its reminder: a last parenthesis naming the keyword."""
    opening = _KEYWORD_OPENING.match(text)
    if opening is None:
        return text
    keyword = opening.group(1)
    return re.sub(rf"\s*\([^()]*\b{keyword}\b[^()]*\)\s*$", "", text, flags=re.I)


def compile_card(
    kind: str,
    lines_: list[str],
    name: str = "",
    keywords: Iterable[str] = (),
    affiliations: Mapping[str, str] | None = None,
    code: str = "",
    subtitle: str = "",
) -> dict[str, Any]:
    """`abilities` and `globals` records for a card's printed lines: the engine's data when
    every line is read (or only names a keyword) and the card is then executed; else the
    text-only records (declared.py) and `unread`: each blocking line's text and `why`."""
    abilities: list[dict[str, Any]] = []
    globals_: list[dict[str, Any]] = []
    bursts: list[tuple[Line, str]] = []
    failed: dict[str, str] = {}
    for text in lines_:
        words = normalise(_without_reminder(text), name, subtitle, affiliations)
        try:
            where, made = lines.record(read_line(words), kind, text, words, code)
        except NotRead as error:
            failed[text] = error.why
            continue
        if where == "global":
            globals_.append(made)
        elif where == "burst":
            bursts.append((made["line"], text))
        else:
            abilities.append(made)
    for line, text in bursts:
        try:
            abilities.append(lines.burst(line, text, abilities, code))
        except NotRead as error:
            failed[text] = error.why
    executed = records(abilities, globals_)
    card = {"kind": kind, "name": name or "?", "text": lines_, "keywords": list(keywords)}
    verdict = card_execution({**card, **executed})
    if verdict.executed:
        return executed
    blocking = {r.removeprefix("text only: ") for r in verdict.reasons}
    unread = [
        {"text": text, "why": failed[text]}
        for text in lines_
        if text in failed and text in blocking
    ]
    return {**declared_abilities(kind, lines_), **({"unread": unread} if unread else {})}
