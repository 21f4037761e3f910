"""The catalog in the admin: sets are editable (names, vocabulary); cards and versions are
read-only here, because they change only through imports, as new versions."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from cards.models import Card, CardBundle, CardSet, CardVersion


class ReadOnly(admin.ModelAdmin):
    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(CardSet)
class CardSetAdmin(admin.ModelAdmin):
    list_display = ["code", "name", "source"]
    search_fields = ["code", "name"]

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class VersionInline(admin.TabularInline):
    model = CardVersion
    fields = ["digest", "source", "created_at"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Card)
class CardAdmin(ReadOnly):
    list_display = ["code", "title", "kind", "cost", "max_dice", "engine_status", "has_faces"]
    list_filter = ["executed", "has_faces", "kind", "set"]
    search_fields = ["code", "name", "subtitle", "engine_id"]
    list_select_related = ["set"]
    inlines = [VersionInline]
    readonly_fields = [
        "code", "engine_id", "set", "number", "name", "subtitle", "kind", "cost",
        "energy_types", "affiliations", "rarity", "max_dice", "keywords", "has_faces",
        "executed", "not_executed", "stand_in", "current_version",
    ]  # fmt: skip
    fields = readonly_fields

    @admin.display(description="engine", ordering="executed")
    def engine_status(self, card: Card) -> str:
        return "executed" if card.executed else "text only"


@admin.register(CardVersion)
class CardVersionAdmin(ReadOnly):
    list_display = ["digest", "card", "source", "created_at"]
    search_fields = ["digest", "card__code"]
    list_select_related = ["card"]
    fields = ["digest", "card", "source", "created_at", "data"]
    readonly_fields = fields


@admin.register(CardBundle)
class CardBundleAdmin(ReadOnly):
    list_display = ["digest", "created_at"]
    search_fields = ["digest"]
    fields = ["digest", "versions", "created_at"]
    readonly_fields = fields
