"""The card files we ship (cards/data/*.json), loaded as plain data.

No Django here: the engine's tests and a replay without a database read cards this way, and
a log names its cards by id (with a digest of their definitions in its first event). The
database catalog (cards.models) takes these files in on every migrate (cards.services).

A file is {"set": {"code", "name", "vocabulary"}, "cards": [...]}; a card without a
"number" gets its position in the file as collector number in the catalog.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from games.engine import CardDef, card_digest, card_from_dict

DATA = Path(__file__).resolve().parent / "data"


@cache
def raw_cards(directory: str = str(DATA)) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(Path(directory).glob("*.json")):
        for card in json.loads(path.read_text())["cards"]:
            if card["id"] in found:
                raise ValueError(f"card {card['id']} is defined twice")
            found[card["id"]] = card
    return found


@cache
def catalog(directory: str = str(DATA)) -> dict[str, CardDef]:
    return {card_id: card_from_dict(raw) for card_id, raw in raw_cards(directory).items()}


def shipped_sets(directory: str = str(DATA)) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """(set, cards) per file; the set defaults to the first card's set code."""
    found = []
    for path in sorted(Path(directory).glob("*.json")):
        data = json.loads(path.read_text())
        cards = data["cards"]
        info = dict(data.get("set") or {"code": cards[0].get("set_code", path.stem)})
        found.append((info, cards))
    return found


def digest_for(card_ids: Iterable[str], directory: str = str(DATA)) -> str:
    raw = raw_cards(directory)
    return card_digest(raw[c] for c in sorted(set(card_ids)) if c in raw)
