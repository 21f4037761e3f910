from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_migrate


def take_in_shipped_cards(sender: AppConfig, using: str = "default", **kwargs: Any) -> None:
    """After every migrate (and every test database flush), the card files we ship are in
    the catalog, as versions: a changed file adds versions, never rewrites one."""
    from cards.services import sync_shipped

    sync_shipped(using=using)


class CardsConfig(AppConfig):
    name = "cards"

    def ready(self) -> None:
        post_migrate.connect(take_in_shipped_cards, sender=self, dispatch_uid="cards.shipped")
