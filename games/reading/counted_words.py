"""The words of what a card counts as (engine abilities/counted_as.py): "this card's dice
count as Pirates", "this card's dice don't count as Adventurers", said whether or not the
card is active (the engine reads it from the card itself)."""

from __future__ import annotations

from typing import Any

from games.reading.targets import label

# what a filter pair is called where a card says it counts as one (or not)
_NAMES = {("keyword", "experience"): "Adventurers (characters with Experience)"}


def _named(spec: Any) -> str:
    for name, value in spec.filters:
        said = _NAMES.get((name, value))
        if said:
            return said
        if name == "creature_type":
            return f"{str(value).capitalize()}s"
        if name == "affiliation":  # beside its printed ones
            return f"{label(value)} too"
    return "that kind"


COUNTED_WORDS: dict[str, Any] = {
    "counts_as": lambda spec, t: f"this card's dice count as {_named(spec)}",
    "not_counted_as": lambda spec, t: f"this card's dice don't count as {_named(spec)}",
}
