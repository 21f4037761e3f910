"""A team typed by names ("Black Widow: Tsarina (AvX) x3, ...") resolved to catalog cards.

Players post teams as lines of names: with or without the subtitle, a set in brackets as a
code, an abbreviation or the set's name, and a count of dice before ("3x") or after ("x3",
also with the multiplication sign). Each line resolves to the best card and a few
alternatives, and says whether the match is certain (the name and subtitle, or the only card
of that name in that set) or a guess the player must confirm: nothing is chosen silently.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from cards import errors as E
from cards import names
from cards.errors import CatalogError
from cards.models import Card, CardSet
from cards.search import search

MAX_TEXT = 4000
MAX_LINES = 30
ALTERNATIVES = 5
_LEADING_COUNT = re.compile(r"^\s*(?:[x\u00d7]\s*)?(\d{1,2})\s*(?:[x\u00d7*]\s*|\s+)(?=\D)", re.I)
_TRAILING_COUNT = re.compile(r"\s*(?:[x\u00d7*]\s*(\d{1,2})|\((\d{1,2})\))\s*$", re.I)
_SET = re.compile(r"\s*[(\[]([^()\[\]]{1,60})[)\]]\s*$")
_BULLET = re.compile(r"^\s*(?:[-*\u2022\u00b7]|\d{1,2}[.)])\s+")


@dataclass(frozen=True)
class Line:
    """One typed line and what it resolved to."""

    text: str
    count: int | None = None
    set_code: str = ""
    match: Card | None = None
    certain: bool = False
    alternatives: tuple[Card, ...] = ()
    problem: str = ""  # why no card, or what to check about the one found


@dataclass(frozen=True)
class Typed:
    lines: list[Line] = field(default_factory=list)


def split_lines(text: str) -> list[str]:
    """Lines, and within a line the parts between commas outside brackets ("Justice, Like
    Lightning" inside brackets is a set name, not two cards)."""
    parts: list[str] = []
    for line in text.splitlines():
        depth, start = 0, 0
        for index, char in enumerate(line):
            depth += 1 if char in "([" else -1 if char in ")]" else 0
            if char in ",;" and depth <= 0:
                parts.append(line[start:index])
                start = index + 1
        parts.append(line[start:])
    return [p.strip() for p in parts if p.strip() and p.strip() not in ("\u2026", "...")]


def parse_line(text: str) -> tuple[str, int | None, str]:
    """(name, count, set hint) of "3x Black Widow: Tsarina (AvX)" and its other spellings."""
    rest = _BULLET.sub("", text)
    count = None
    if match := _LEADING_COUNT.match(rest):
        count, rest = int(match.group(1)), rest[match.end() :]
    if match := _TRAILING_COUNT.search(rest):
        count, rest = int(match.group(1) or match.group(2)), rest[: match.start()]
    hint = ""
    if match := _SET.search(rest):
        hint, rest = match.group(1).strip(), rest[: match.start()]
    if count is None and (match := _TRAILING_COUNT.search(rest)):  # "Name x3 (AvX)"
        count, rest = int(match.group(1) or match.group(2)), rest[: match.start()]
    return rest.strip(" -\u2013\u2014:"), count, hint


def set_for(hint: str, sets: Sequence[CardSet] | None = None) -> CardSet | None:
    """The set a hint names: its code ("AvX"), its name ("Avengers vs. X-Men"), or the set
    whose name is close to it; `sets`: the catalog's sets, read once per typed team."""
    if not hint:
        return None
    wanted = names.compact(hint)
    sets = list(CardSet.objects.all()) if sets is None else sets
    for candidate in sets:
        if wanted in (candidate.code.replace("_", ""), names.compact(candidate.name)):
            return candidate
    scored = [(names.similarity(hint, s.name), s.code, s) for s in sets]
    best = max(scored, default=None, key=lambda item: (item[0], item[1]))
    return best[2] if best and best[0] >= names.CLOSE else None


def resolve_line(text: str, sets: Sequence[CardSet] | None = None) -> Line:
    name, count, hint = parse_line(text)
    if not name:
        return Line(text, count, problem="no card name on this line")
    if names.singular(names.fold(name)) == "sidekick":
        return Line(text, count, problem="Sidekick dice come with every team: no card to list")
    set_ = set_for(hint, sets)
    if hint and set_ is None:
        problem = f"no set called {hint!r} in the catalog"
        return Line(text, count, problem=problem)
    code = set_.code if set_ else ""
    found = search(name[:200], {"set": code} if code else {})
    cards = list(found.cards[: ALTERNATIVES + 1])
    elsewhere = ""
    if not cards and set_:  # the wrong set typed: offer the card from the sets that have it
        found = search(name[:200])
        cards = list(found.cards[: ALTERNATIVES + 1])
        elsewhere = f"not in {set_.name}: check the set"
    if not cards:
        where = f" in {set_.name}" if set_ else ""
        return Line(text, count, code, problem=f"no card like {name!r}{where}")
    best, others = cards[0], tuple(cards[1:])
    folded = names.fold(name)
    same = [c for c in cards if folded in (c.title_folded, c.name_folded)]
    certain = not (found.close or elsewhere) and (
        best.title_folded == folded or (len(same) == 1 and best.name_folded == folded)
    )
    return Line(text, count, code, best, certain, others, elsewhere)


def resolve(text: str) -> Typed:
    """Every line of a typed team resolved; refused when it is not text or too long."""
    if not isinstance(text, str):
        raise CatalogError(E.BAD_QUERY, "text must be text")
    if "\x00" in text:
        raise CatalogError(E.BAD_QUERY, "text contains a NUL character")
    if len(text) > MAX_TEXT:
        raise CatalogError(E.BAD_QUERY, f"text is longer than {MAX_TEXT} characters")
    lines = split_lines(text)
    if not lines:
        raise CatalogError(E.BAD_QUERY, "type at least one card name")
    if len(lines) > MAX_LINES:
        raise CatalogError(E.BAD_QUERY, f"at most {MAX_LINES} cards")
    sets = list(CardSet.objects.all())
    return Typed([resolve_line(line, sets) for line in lines])
