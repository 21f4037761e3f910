"""Good, Evil and Neutral: the Dungeons & Dragons sets' alignment, a fact of the card apart
from its affiliation (cards/importers/teambuilder.py reads it; the engine's `alignment` and
`not_alignment` filters test it, games/engine/abilities/filters.py).

A card names dice by alignment where another names them by affiliation ("all Evil character
dice", "opposing non-Evil character dice", "when a (good) character is fielded"), so the
grammar reads the word in an affiliation's place: before a dice noun it becomes a token
`#evil` (`phrased`), every construct that reads an affiliation reads it, and `filtered`
turns the affiliation filters those constructs made of it into alignment filters. A line
where the word ends up anywhere else (mixed with an affiliation, in a condition's own
parameter) is not read: no card is misread as naming an affiliation called "Evil".
"""

from __future__ import annotations

import re
from typing import Any

from cards.compiler.parts import NotRead

ALIGNMENTS = frozenset({"good", "evil", "neutral"})
# the word (or the file's icon of it) right before what names dice of a card
_NOUNS = r"(?:character|characters|adventurer|adventurers|npc|npcs|die|dice)\b"
_WORD = re.compile(rf"(?<![\w#@%'-])(non-)?\(?(good|evil|neutral)\)?(?=\s+{_NOUNS})")
_RENAMED = {"affiliation": "alignment", "not_affiliation": "not_alignment"}
_FILTER_KEYS = ("filters", "trigger_filters", "per_filters", "by_filters")
# where printed words or our own labels are kept, never read as a filter's value
_WORDS = frozenset({"text", "word", "name"})


def phrased(words: str) -> str:
    """`words` with an alignment before a dice noun as the token the grammar reads."""
    return _WORD.sub(lambda m: f"{m[1] or ''}#{m[2]}", words)


def filtered(data: Any) -> Any:
    """`data` (a line's card data) with its affiliation filters of an alignment made
    alignment filters; NotRead where an alignment is left in any other value."""
    made = _renamed(data, inside=False)
    _check(made)
    return made


def _renamed(data: Any, inside: bool) -> Any:
    if isinstance(data, list):
        return [_renamed(v, inside) for v in data]
    if not isinstance(data, dict):
        return data
    out: dict[str, Any] = {}
    for key, value in data.items():
        if inside and key in _RENAMED and isinstance(value, str) and value in ALIGNMENTS:
            key = _RENAMED[key]
        out[key] = _renamed(value, key in _FILTER_KEYS)
    return out


def _check(data: Any, key: str = "") -> None:
    if isinstance(data, list):
        for value in data:
            _check(value, key)
    elif isinstance(data, dict):
        for name, value in data.items():
            if name not in _WORDS and name not in _RENAMED.values():
                _check(value, name)
    elif isinstance(data, str) and key:
        parts = {p for word in data.split() for p in word.split(":")}
        if parts & ALIGNMENTS:
            raise NotRead("target")
