"""Read-only admin: games and their logs are inspected here, never edited.

History changes only through `games.event_store`; the unrevealed seed is never shown.
"""

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from games.models import Game, GameEvent


class ReadOnlyAdmin(admin.ModelAdmin):
    """No add, change or delete, whatever the user's permissions."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Game)
class GameAdmin(ReadOnlyAdmin):
    list_display = ["id", "mode", "status", "head_seq", "player_one", "player_two", "created_at"]
    list_filter = ["mode", "status"]
    search_fields = ["id"]
    # `seed` is left out on purpose: `revealed_seed` shows it only once the game has ended.
    fields = [
        "id",
        "mode",
        "status",
        "options",
        "outcome",
        "player_one",
        "player_two",
        "head_seq",
        "head_hash",
        "seed_hash",
        "revealed_seed",
        "seed_revealed_at",
        "snapshot_seq",
        "created_at",
        "ended_at",
    ]
    readonly_fields = fields


@admin.register(GameEvent)
class GameEventAdmin(ReadOnlyAdmin):
    list_display = ["game", "seq", "type", "actor", "created_at"]
    list_filter = ["type"]
    search_fields = ["game__id", "type"]
    list_select_related = ["game", "actor"]
    fields = ["game", "seq", "type", "payload", "prev_hash", "hash", "actor", "created_at"]
    readonly_fields = fields
