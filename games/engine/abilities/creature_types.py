"""The `creature_type` filter (issue 16, card text): "your Fiend dice cost 1 less",
"Dragons cost 2 less to purchase", "Trap dice", "Gear dice". The Dungeons & Dragons sets
print a character's or an item's type as the last word of its card's subtitle ("Lesser
Fiend", "Paragon Dragon"); a die is of that type when its card's (or, for a copy, the copied
card's, DM-23.3) subtitle has that word, or when that card says it counts as one
(abilities/counted_as.py; docs/rulings.md, "Creature types", "Counts as").

Registered in `FILTERS` here, as abilities/either_filters.py is (abilities/targets.py
imports this module)."""

from __future__ import annotations

import re
from typing import Any

from games.engine.abilities.counted_as import said
from games.engine.abilities.filters import FILTERS, card_of
from games.engine.model.state import Die, GameState

_WORD = re.compile(r"[a-z]+")


def of_type(state: GameState, die: Die, value: Any) -> bool:
    """The die's card's subtitle names that type (a word of it, any case; "Fiends" is a
    Fiend's plural, the compiler's own singular)."""
    card = card_of(state, die)
    if card.statics and (own := said(card, "creature_type", value)) is not None:
        return own  # "<self> counts as a Pirate" (abilities/counted_as.py)
    return str(value).casefold() in _WORD.findall(card.subtitle.casefold())


FILTERS["creature_type"] = of_type
