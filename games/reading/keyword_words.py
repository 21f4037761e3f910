"""The words of a card's own keyword limited to some dice (engine
abilities/keyword_targets.py): "this card's Intimidate may target only Villain character
dice"."""

from __future__ import annotations

from typing import Any

from games.engine.keywords.glossary import GLOSSARY
from games.reading.targets import FILTERS


def _dice(spec: Any) -> str:
    """The dice its filters name, in the order a reader says them (adjectives, then the
    noun, then what follows it: "non-Villain character dice with purchase cost 5 or more")."""
    before = [FILTERS[n].words(v) for n, v in spec.by_filters if not FILTERS[n].after]
    after = [FILTERS[n].words(v) for n, v in spec.by_filters if FILTERS[n].after]
    tail = "".join(" " + w for w in after).replace(" that is ", " that are ")
    return " ".join([*before, "character dice"]) + tail


def _keyword(spec: Any) -> str:
    entry = GLOSSARY.get(spec.keyword)
    return f"this card's {entry.label}" if entry is not None else "this card's keyword"


KEYWORD_WORDS: dict[str, Any] = {
    "keyword_targets": lambda spec, t: f"{_keyword(spec)} may target only {_dice(spec)}",
}
