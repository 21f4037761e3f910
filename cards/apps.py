from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_migrate


def take_in_shipped_cards(sender: AppConfig, using: str = "default", **kwargs: Any) -> None:
    """After every migrate (and every test database flush), the card files we ship are in
    the catalog, as versions: a changed file adds versions, never rewrites one."""
    from cards.services import sync_shipped

    sync_shipped(using=using)


def card_status(card_ids: list[str]) -> dict[str, dict[str, Any]]:
    """The catalog's own verdict on each card (executed, and why not): the table's badge."""
    from cards.models import Card
    from games.reading.reasons import unread_of

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


class CardsConfig(AppConfig):
    name = "cards"

    def ready(self) -> None:
        post_migrate.connect(take_in_shipped_cards, sender=self, dispatch_uid="cards.shipped")
        from games import table

        if card_status not in table.CARD_STATUS:
            table.CARD_STATUS.append(card_status)
