"""Names as players type them: folded for comparison, and compared by trigrams.

Players write "spiderman", "Spider Man", "dr. strange", "Scarlett Witch" and drop the ™ the
cards print. Folding makes the spellings that only differ by case, accents, signs,
punctuation, hyphens and common abbreviations equal; trigram similarity ranks the ones that
differ by a typo. `similarity` computes what PostgreSQL's pg_trgm `similarity()` computes on
folded text, so the SQLite fallback and the database agree on what is close.

Plain functions, no Django.
"""

from __future__ import annotations

import re
import unicodedata

# Abbreviations players use in card names, by their folded word.
ABBREVIATIONS: dict[str, str] = {
    "dr": "doctor",
    "mr": "mister",
    "ms": "miss",
    "capt": "captain",
    "cpt": "captain",
    "prof": "professor",
    "sgt": "sergeant",
    "lt": "lieutenant",
    "gen": "general",
    "st": "saint",
}
_SIGNS = str.maketrans("", "", "™®©℠")
_APOSTROPHES = re.compile(r"['\u2019\u2018`\u00b4]")
_NOT_A_WORD = re.compile(r"[^0-9a-z]+")
# "close" below this: pg_trgm's own default is 0.3, which lets "superstar" find "Supernova"
CLOSE = 0.45


def fold(text: str) -> str:
    """Lower-case ASCII words: "Dr. Strange™" -> "doctor strange", "Spider-Man" -> "spider man",
    "Faerûn" -> "faerun", "Ra's al Ghul" -> "ras al ghul"."""
    plain = unicodedata.normalize("NFKD", text.translate(_SIGNS))
    plain = plain.encode("ascii", "ignore").decode("ascii").lower()
    words = _NOT_A_WORD.sub(" ", _APOSTROPHES.sub("", plain)).split()
    return " ".join(ABBREVIATIONS.get(word, word) for word in words)


def compact(text: str) -> str:
    """The folded words run together: "spider man" and "spiderman" are one spelling."""
    return fold(text).replace(" ", "")


def singular(word: str) -> str:
    """ "villains" -> "villain": an affiliation named in the plural is the same one."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def trigrams(text: str) -> frozenset[str]:
    """pg_trgm's trigrams of the folded text: each word padded with two spaces before and one
    after, cut into every run of three characters."""
    grams: set[str] = set()
    for word in fold(text).split():
        padded = f"  {word} "
        grams.update(padded[i : i + 3] for i in range(len(padded) - 2))
    return frozenset(grams)


def similarity(a: str | frozenset[str], b: str | frozenset[str]) -> float:
    """Shared trigrams over all trigrams of both (pg_trgm's `similarity`), 0 to 1."""
    left = a if isinstance(a, frozenset) else trigrams(a)
    right = b if isinstance(b, frozenset) else trigrams(b)
    if not left or not right:
        return 0.0
    shared = len(left & right)
    return shared / (len(left) + len(right) - shared)


def closeness(query: str, name: str, subtitle: str = "") -> float:
    """How close a typed name is to a card: the best of its name, its subtitle and both, so
    "Helblazer" finds a card subtitled "Hellblazer" and "Blink Transmutation" the card
    "Blink: Transmutation"."""
    wanted = trigrams(query)
    candidates = [name, subtitle, f"{name} {subtitle}"] if subtitle else [name]
    return max(similarity(wanted, trigrams(c)) for c in candidates)
