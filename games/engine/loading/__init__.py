"""Card data in, CardDef out (`cards`), and whether the engine executes a card's text or shows
it as text only (`execution`)."""

from games.engine.loading.cards import (
    DURATIONS,
    card_from_dict,
    face_from_dict,
    keyword_effects,
    keyword_use,
)
from games.engine.loading.execution import Execution, card_execution

__all__ = [
    "DURATIONS",
    "Execution",
    "card_execution",
    "card_from_dict",
    "face_from_dict",
    "keyword_effects",
    "keyword_use",
]
