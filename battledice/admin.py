"""The Battle Dice catalog in the admin: figures and dice are entered here or imported
(`manage.py import_battledice`); a game keeps the records it was created with."""

from __future__ import annotations

from typing import Any

from django.contrib import admin

from battledice.models import CatalogDie, CatalogFigure


@admin.register(CatalogFigure)
class FigureAdmin(admin.ModelAdmin):
    list_display = ["number", "name", "faction", "rarity", "value", "playable", "stand_in"]
    list_filter = ["faction", "rarity", "cosmic", "nonunique"]
    search_fields = ["slug", "name", "number"]

    @admin.display(boolean=True, description="playable")
    def playable(self, figure: CatalogFigure) -> bool:
        return figure.complete


@admin.register(CatalogDie)
class DieAdmin(admin.ModelAdmin):
    list_display = ["number", "name", "colour", "rule", "stand_in"]
    search_fields = ["slug", "name", "rule"]

    def get_readonly_fields(self, request: Any, obj: Any = None) -> list[str]:
        return ["slug"] if obj is not None else []
