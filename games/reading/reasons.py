"""Why a card stays text only, in words a player reads on the badge ("text only (why)").

The engine's `card_execution` gives each reason as "<kind>: <detail>" (games/engine/loading/)
and, for a printed line, the category the card-text compiler gave it (cards/compiler/reasons.py:
the card data's `unread` records, {text, why}). Each kind, code and category is one entry
here: its code and its words. A reason no entry knows is shown as it is, never dropped; a
category no entry knows is shown by its name."""

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
# why a printed line is not read: the compiler's categories (cards/compiler/reasons.py)
CATEGORIES: dict[str, str] = {
    "trigger:whenever": (
        "a \u201cwhenever\u201d or \u201ceach time\u201d trigger the engine has no name for yet"
    ),
    "trigger:when": "a \u201cwhen\u201d trigger the engine has no name for yet",
    "trigger:other": "a trigger the engine has no name for yet",
    "condition": "a condition (if, unless, instead, as long as) the engine does not read yet",
    "zone_move": "moving dice between zones, which the engine does not read here yet",
    "cost_change": "a cost change the engine does not read yet",
    "choice": "a choice (up to N, choose, different targets) the engine does not read yet",
    "count": "a count (for each, equal to) the engine has no name for yet",
    "copy": "copying, as written here, which the engine does not read yet",
    "keyword_grant": "giving a keyword, which the engine does not read yet",
    "static": "a lasting effect the engine does not enforce yet",
    "target": "a target the engine cannot name yet",
    "self": "a reference to the card itself the engine does not read yet",
    "reference": "a reference to another card or die the engine does not read yet",
    "cost": "a cost the engine does not read yet",
    "effect": "an effect the engine does not read yet (what starts it was read)",
    "stale_entry": (
        "a per-card entry written for another wording of this text (an erratum?): it is stale"
    ),
    "unparsed": "words the card-text reader could not read",
    "unreadable": "card data the engine cannot load",
}
# categories with a name after the colon ("set_keyword:teamwatch"): words with {name}
NAMED: dict[str, str] = {
    "set_keyword": "the set keyword {name} with its own rules text, not run yet",
    "keyword": "the keyword {name}, not run by the engine yet",
    "keyword_ability": "the keyword {name}'s own ability, not card data yet",
}


def category_words(name: str) -> str:
    """A compiler category in words ("condition" -> "a condition ..."); unknown: its name."""
    if name in CATEGORIES:
        return CATEGORIES[name]
    head, sep, rest = name.partition(":")
    if sep and head in NAMED:
        return NAMED[head].format(name=rest.replace("_", " ").title())
    return name


def reason(
    given: str | Mapping[str, Any], unread: Mapping[str, str] | None = None
) -> dict[str, str]:
    """{"code", "words", "category", "why"} for one reason of `card_execution` or of the
    compiler. `unread`: printed line -> the compiler's category (the card data's `unread`);
    a line not in it is "unparsed" when the card was compiled, else no category is claimed."""
    said = _reason(given)
    line = said.pop("line", "")
    category = said.get("category", "")
    if not category and said["code"] == "line_not_read" and unread is not None:
        category = unread.get(line, "unparsed")
    said["category"] = category
    said["why"] = category_words(category) if category else ""
    return said


def _reason(given: str | Mapping[str, Any]) -> dict[str, str]:
    if isinstance(given, Mapping):
        code = str(given.get("code", ""))
        detail = str(given.get("detail") or given.get("text") or given.get("message") or "")
        category = str(given.get("why") or given.get("category") or "")
        words = CODES.get(code)
        if words is None:
            return {"code": code or "other", "words": detail or code, "category": category}
        return {"code": code, "words": words.format(detail=detail), "line": detail,
                "category": category}  # fmt: skip
    text = str(given)
    head, sep, detail = text.partition(": ")
    if sep and head in PREFIXES:
        code, words = PREFIXES[head]
        return {"code": code, "words": words.format(detail=detail), "line": detail}
    body, sep, tail = text.rpartition(": ")
    if sep and tail in SUFFIXES:
        code, words = SUFFIXES[tail]
        return {"code": code, "words": words.format(detail=body)}
    return {"code": "other", "words": text}


def unread_of(data: Mapping[str, Any] | None) -> dict[str, str] | None:
    """A card record's `unread` ({text, why} per printed line the compiler did not read) as
    line -> category; None for a record the compiler never saw (an older import)."""
    if not data or "unread" not in data:
        return None
    return {
        str(u.get("text", "")): str(u.get("why") or "unparsed")
        for u in data.get("unread") or ()
        if isinstance(u, Mapping)
    }


def reasons(given: Any, unread: Mapping[str, str] | None = None) -> list[dict[str, str]]:
    """Every reason in words, in order."""
    return [reason(item, unread) for item in given or ()]
