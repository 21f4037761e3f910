from django.contrib import admin

from tournaments import models


class RoleInline(admin.TabularInline):
    model = models.Role
    extra = 0


@admin.register(models.Tournament)
class TournamentAdmin(admin.ModelAdmin):
    list_display = ("name", "date", "status", "match_structure", "play_mode")
    list_filter = ("status", "play_mode")
    search_fields = ("name",)
    inlines = [RoleInline]


@admin.register(models.Registration)
class RegistrationAdmin(admin.ModelAdmin):
    list_display = ("display_name", "tournament", "joined_round", "dropped_after_round")
    list_filter = ("tournament",)


class MatchInline(admin.TabularInline):
    model = models.Match
    extra = 0
    fields = ("table", "player_a", "player_b", "explanation")
    readonly_fields = fields


@admin.register(models.Round)
class RoundAdmin(admin.ModelAdmin):
    list_display = ("tournament", "number", "kind", "status")
    inlines = [MatchInline]


@admin.register(models.ResultEntry)
class ResultEntryAdmin(admin.ModelAdmin):
    """History is never edited: entries are read-only here. New entries go through the API
    and its checks (who may report, confirm or correct, never in one's own match)."""

    list_display = ("match", "kind", "a_wins", "b_wins", "draws", "by", "created_at")

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


admin.site.register(models.Format)
admin.site.register(models.PairingRun)
