"""Lines of our own files that share a run of N words with a card's printed text (issue 16:
the repository holds no card text; `make check-wording CARDS=/path/to/cards.php`).

A run is N words in a row, compared lower-cased, punctuation and icons' brackets dropped
(the words `(bolt)` and `[B]` both give `bolt` once the importer has read the icon). Each of
our lines is compared on its own, as it is written; the card file is read at run time and
never kept.

A run the rulebooks print too is no card's own: a card's reminder text often repeats a
keyword's glossary line, which the guide asks keyword tests to quote (`quotable`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from cards.importers import teambuilder

WORD = re.compile(r"[a-z0-9']+")
DEFAULT_RUN = 12


@dataclass(frozen=True)
class Shared:
    """One of our lines with a run of words a card prints too."""

    path: str
    line: int
    card: str
    words: str


def words(text: str) -> list[str]:
    return WORD.findall(text.lower().replace("\u2019", "'"))


def card_lines(source: str) -> Iterator[tuple[str, list[str]]]:
    """(card code, printed lines) of every readable card of a Team Builder card file, a flip
    card's other side included."""
    for code, fields in teambuilder.load(source).cards:
        if isinstance(fields, Exception):
            continue
        lines = list(fields.get("text") or [])
        back = fields.get("back") or {}
        yield code, lines + list(back.get("text") or [])


def runs(cards: Iterable[tuple[str, list[str]]], size: int) -> dict[str, str]:
    """Every run of `size` words of the cards' lines, with the first card printing it."""
    found: dict[str, str] = {}
    for code, lines in cards:
        for line in lines:
            said = words(line)
            for start in range(len(said) - size + 1):
                found.setdefault(" ".join(said[start : start + size]), code)
    return found


def shared(path: str, text: str, known: Mapping[str, str], size: int) -> Iterator[Shared]:
    """The lines of one file sharing a run with a card: the longest stretch of shared words
    of each line, with the card of its first run."""
    for number, line in enumerate(text.splitlines(), start=1):
        said = words(line)
        marked = [False] * len(said)
        card = ""
        for start in range(len(said) - size + 1):
            code = known.get(" ".join(said[start : start + size]))
            if code:
                card = card or code
                marked[start : start + size] = [True] * size
        if card:
            stretch = [w for w, m in zip(said, marked, strict=True) if m]
            yield Shared(path, number, card, " ".join(stretch))


def quotable(known: Mapping[str, str], texts: Iterable[str], size: int) -> dict[str, str]:
    """`known` without the runs that `texts` (the rulebooks) print too: those are the rules'
    words, which we may quote, not a card's."""
    found = dict(known)
    for text in texts:
        for line in text.splitlines():
            said = words(line)
            for start in range(len(said) - size + 1):
                found.pop(" ".join(said[start : start + size]), None)
    return found
