"""What games adds to the card catalog and reads from it: the engine's reading of a card on
the catalog's card page (cards/views_web.py's CARD_READING, filled in games/apps.py), and
the catalog's verdict on each card for the table's badge (games/table.py)."""

from __future__ import annotations

from typing import Any

from cards.models import Card
from games import reading
from games.reading.reasons import reasons as reading_reasons
from games.reading.reasons import unread_of


def card_reading(card: Card, data: dict[str, Any]) -> dict[str, Any]:
    """The printed text beside the engine's reading of it, and why a card is text only."""
    return {
        "sheet": reading.sheet(data) if data else [],
        "reasons": reading_reasons(card.not_executed, unread_of(data)),
    }


def catalog_status(card_ids: list[str]) -> dict[str, dict[str, Any]]:
    """The catalog's own verdict on each card (executed, and why not): the table's badge."""
    rows = Card.objects.filter(engine_id__in=card_ids).select_related("current_version")
    return {
        card.engine_id: {
            "executed": card.executed,
            "reasons": list(card.not_executed or []),
            # the compiler's category of each printed line it did not read
            "unread": unread_of(card.current_version.data if card.current_version else None),
        }
        for card in rows
    }
