"""Why a card stays text only, in words a player reads on the badge ("text only (why)").

The engine's `card_execution` gives each reason as "<kind>: <detail>" (games/engine/loading.py);
the card-text compiler may give a reason as a mapping with a machine-readable `code`. Each
kind or code is one entry here: its code and its words. A reason no entry knows is shown
as it is, never dropped."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# "<prefix>: <detail>" -> (code, words with {detail})
PREFIXES: dict[str, tuple[str, str]] = {
    "keyword not executed yet": (
        "keyword_not_run",
        "keyword the engine does not run yet: {detail}",
    ),
    "text only": ("line_not_read", "a line the engine does not read: \u201c{detail}\u201d"),
    "static effect not executed": (
        "static_not_run",
        "a lasting effect the engine does not enforce: \u201c{detail}\u201d",
    ),
    "the engine cannot read it": ("unreadable", "the engine cannot load this card: {detail}"),
}
# "<detail>: <suffix>" -> (code, words with {detail})
SUFFIXES: dict[str, tuple[str, str]] = {
    "its ability is not card data": (
        "keyword_ability_missing",
        "{detail}: the keyword's own ability is not card data yet",
    ),
}
# a structured reason's code -> words with {detail} (the compiler's codes, card data's)
CODES: dict[str, str] = {code: words for code, words in (*PREFIXES.values(), *SUFFIXES.values())}


def reason(given: str | Mapping[str, Any]) -> dict[str, str]:
    """{"code", "words"} for one reason of `card_execution` or of the compiler."""
    if isinstance(given, Mapping):
        code = str(given.get("code", ""))
        detail = str(given.get("detail") or given.get("text") or given.get("message") or "")
        words = CODES.get(code)
        if words is None:
            return {"code": code or "other", "words": detail or code}
        return {"code": code, "words": words.format(detail=detail)}
    text = str(given)
    head, sep, detail = text.partition(": ")
    if sep and head in PREFIXES:
        code, words = PREFIXES[head]
        return {"code": code, "words": words.format(detail=detail)}
    body, sep, tail = text.rpartition(": ")
    if sep and tail in SUFFIXES:
        code, words = SUFFIXES[tail]
        return {"code": code, "words": words.format(detail=body)}
    return {"code": "other", "words": text}


def reasons(given: Any) -> list[dict[str, str]]:
    """Every reason in words, in order."""
    return [reason(item) for item in given or ()]
