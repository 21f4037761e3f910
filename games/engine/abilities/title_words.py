"""Filters on the words of a card's title (issue 16, card text): "a monster with "Dragon"
in its title", "a character die with Thor in the name or subtitle".

- `title_word`: the die's card's name has that word (any case; words are runs of letters,
  so "Dragon" is in "White-Scaled Dragon" but not in "Dragonkin");
- `title_or_subtitle_word`: its name or its subtitle has it.

The card is the one whose name the die has: its own, or the card it is a copy of (DM-23.3,
filters.card_of). Registered in `FILTERS` here, as abilities/creature_types.py is
(abilities/targets.py imports this module)."""

from __future__ import annotations

import re
from typing import Any

from games.engine.abilities.filters import FILTERS, card_of
from games.engine.model.state import Die, GameState

_WORD = re.compile(r"[a-z]+")


def _has(text: str, value: Any) -> bool:
    return str(value).casefold() in _WORD.findall(text.casefold())


def in_title(state: GameState, die: Die, value: Any) -> bool:
    """The card's name has the word `value`."""
    return _has(card_of(state, die).name, value)


def in_title_or_subtitle(state: GameState, die: Die, value: Any) -> bool:
    """The card's name or subtitle has the word `value`."""
    card = card_of(state, die)
    return _has(card.name, value) or _has(card.subtitle, value)


FILTERS["title_word"] = in_title
FILTERS["title_or_subtitle_word"] = in_title_or_subtitle
