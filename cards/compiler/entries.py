"""Per-card ability entries: where the grammar cannot read a card's line, an entry keyed by
the card's code may say its abilities in the engine's vocabulary (`entry_data/<set>.json`
beside this module, one file per set so that entries for different sets are written apart:
our own data, never the publisher's text).

An entry is bound to the SHA-256 of the card's normalised text (normalise.digest): written
for one printing, it stops applying when the text changes (an erratum, a corrected import),
and the lines it covered stay text only with the reason `stale_entry`, so the catalog shows
it and someone writes the entry again. Its records say which printed line they are
(`line`, from 0); the compiler adds the printed text.

    {"46xyz": {"digest": "<sha256>",
               "abilities": [{"line": 1, "trigger": "when_fielded", "effects": [...]}],
               "globals": [{"line": 2, "cost": 2, "effects": [...]}]}}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

DIRECTORY = Path(__file__).with_name("entry_data")
Entries = Mapping[str, Mapping[str, Any]]


@cache
def shipped() -> Entries:
    """The entries we ship (read once): every set's file; a card's code is in its set's."""
    found: dict[str, Mapping[str, Any]] = {}
    for path in sorted(DIRECTORY.glob("*.json")):
        for code, entry in json.loads(path.read_text()).items():
            if not code.endswith(path.stem) or not code.removesuffix(path.stem).isdigit():
                raise ValueError(f"{path.name}: entry {code!r} is not a card of set {path.stem!r}")
            found[code] = entry
    return found


def lines_of(entry: Mapping[str, Any], count: int) -> dict[int, list[tuple[str, dict]]]:
    """line index -> [("ability" | "global", its record without `line`)]; a record naming no
    line of the card is an error in the entry."""
    found: dict[int, list[tuple[str, dict]]] = {}
    for where in ("abilities", "globals"):
        for record in entry.get(where, ()):
            index = record.get("line")
            if not isinstance(index, int) or not 0 <= index < count:
                raise ValueError(f"entry record {record!r}: 'line' must be a line of the card")
            made = {k: v for k, v in record.items() if k != "line"}
            kind = "global" if where == "globals" else "ability"
            found.setdefault(index, []).append((kind, made))
    return found
