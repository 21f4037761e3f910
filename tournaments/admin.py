"""The admin is a back office: it shows everything and changes nothing that has a service.

Rounds come from the pairing service, results from report/confirm/correct, status and times
from the services that move an event on; here they are read-only. An event's own settings
are edited through `services.update_tournament`, with the same freeze at round 1 as the API
and the console.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.http import HttpRequest

from tournaments import events, models
from tournaments.errors import TournamentError


class ReadOnlyAdmin(admin.ModelAdmin):
    """No add, change or delete, whatever the user's permissions."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class ReadOnlyInline(admin.TabularInline):
    extra = 0

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class RoleInline(ReadOnlyInline):
    model = models.Role
    fields = ("user", "kind")


@admin.register(models.Tournament)
class TournamentAdmin(admin.ModelAdmin):
    """Events are created on the site (the creator becomes organizer); here an event's
    settings change through the service, and its status, champion and seed never."""

    list_display = ("name", "date", "status", "match_structure", "play_mode")
    list_filter = ("status", "play_mode")
    search_fields = ("name",)
    inlines = [RoleInline]
    readonly_fields = ("status", "champion", "seed", "created_by", "created_at")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def save_model(self, request: HttpRequest, obj: Any, form: Any, change: bool) -> None:
        before = models.Tournament.objects.get(pk=obj.pk)
        fields = {name: getattr(obj, name) for name in form.changed_data}
        try:
            events.update_tournament(before, request.user, fields)
        except TournamentError as error:
            messages.error(request, f"Not saved: {error.message}")


@admin.register(models.Registration)
class RegistrationAdmin(ReadOnlyAdmin):
    """Players join, drop and check in through the site; the admin only shows them."""

    list_display = ("display_name", "tournament", "joined_round", "dropped_after_round")
    list_filter = ("tournament",)
    search_fields = ("display_name", "user__username")


class MatchInline(ReadOnlyInline):
    model = models.Match
    fields = ("table", "player_a", "player_b", "explanation")


@admin.register(models.Round)
class RoundAdmin(ReadOnlyAdmin):
    """Rounds are made by the pairing service only: no hand-made rounds or edited times."""

    list_display = ("tournament", "number", "kind", "status", "started_at", "time_called_at")
    list_filter = ("kind", "status")
    inlines = [MatchInline]


@admin.register(models.ResultEntry)
class ResultEntryAdmin(ReadOnlyAdmin):
    """History is never edited, nor added to by hand: new entries go through the services
    and their checks (who may report, confirm or correct, never in one's own match)."""

    list_display = ("match", "kind", "a_wins", "b_wins", "draws", "by", "created_at")
    list_filter = ("kind",)


@admin.register(models.Penalty)
class PenaltyAdmin(ReadOnlyAdmin):
    list_display = ("registration", "kind", "infraction", "tournament", "issued_by", "created_at")
    list_filter = ("kind", "infraction")


@admin.register(models.Invitation)
class InvitationAdmin(ReadOnlyAdmin):
    list_display = ("email", "kind", "tournament", "accepted_at")


admin.site.register(models.Format)
admin.site.register(models.PairingRun, ReadOnlyAdmin)


@admin.register(models.TeamListEntry)
class TeamListEntryAdmin(ReadOnlyAdmin):
    """Team lists are history: read-only here; organizers change a list through the event
    (team page or API), with a reason, as a new entry."""

    list_display = ("registration", "by", "after_deadline", "created_at")
    list_filter = ("registration__tournament", "after_deadline")
    list_select_related = ("registration", "by")
    readonly_fields = (
        "registration",
        "cards",
        "basic_actions",
        "versions",
        "by",
        "reason",
        "after_deadline",
        "created_at",
    )
    fields = readonly_fields
