"""Who plays: an entry (a player, or a Doubles team), its team lists and sealed pool."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.db.models import Q

from tournaments.models.events import Tournament


class RegistrationQuerySet(models.QuerySet["Registration"]):
    def of(self, user: Any) -> RegistrationQuerySet:
        """The entries `user` plays in: as the player, or as a Doubles partner."""
        return self.filter(Q(user=user) | Q(partner=user))


class Registration(models.Model):
    """One entry of the event: a player, or in Doubles a team of two (`user` and `partner`,
    who act for the team alike: report, confirm, submit)."""

    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="registrations"
    )
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    partner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="Doubles: the team's second player",
    )
    display_name = models.CharField(max_length=100)
    joined_round = models.PositiveIntegerField(
        default=1, help_text="first round this player can be paired in (late entry > 1)"
    )
    missed_rounds_count_as_losses = models.BooleanField(default=True)
    dropped_after_round = models.PositiveIntegerField(null=True, blank=True)
    team_list = models.JSONField(
        null=True, blank=True, help_text="the latest team list, as its game system keeps it"
    )
    checked_in_at = models.DateTimeField(null=True, blank=True)
    # A late entrant's own team-list window, set by an organizer: until then they submit
    # their list though the event's lists are locked (teamlists.locked_for).
    team_list_until = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = RegistrationQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tournament", "user"], name="one_registration"),
            models.UniqueConstraint(fields=["tournament", "partner"], name="one_team_per_partner"),
        ]
        ordering = ["id"]

    def __str__(self) -> str:
        return self.display_name

    @property
    def member_ids(self) -> tuple[int, ...]:
        """The users who play this entry (one, or two in Doubles)."""
        return (self.user_id,) if self.partner_id is None else (self.user_id, self.partner_id)

    def has_member(self, user: Any) -> bool:
        return user is not None and user.is_authenticated and user.pk in self.member_ids

    @property
    def key(self) -> str:
        """The id the plain pairing and standings packages know this player by."""
        return str(self.pk)


class TeamListEntry(models.Model):
    """One submitted team list; the latest is the player's list, the rest its history.

    Never edited: a change after the deadline is a new entry by an organizer, with a reason.
    `team` is the list as the event's game system keeps it (games/systems: Dice Masters
    {"cards": [[engine card id, dice], ...], "basic_actions": [...]}, a figure game
    {"figures", "dice"}); `cards` and `basic_actions` repeat a Dice Masters list (entries
    written before `team` have only them); `versions` the catalog versions it was checked
    with (code -> digest)."""

    registration = models.ForeignKey(
        Registration, on_delete=models.CASCADE, related_name="team_list_entries"
    )
    team = models.JSONField(default=dict, blank=True)
    cards = models.JSONField(default=list, blank=True)
    basic_actions = models.JSONField(default=list, blank=True)
    versions = models.JSONField(default=dict, blank=True)
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    # Doubles: the player of the team whose own list this is (each player brings their own
    # four cards and Basic Action Card, 000:L729-733); None for a one-player entry.
    member = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    reason = models.CharField(max_length=300, blank=True)
    after_deadline = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["registration", "id"]
        verbose_name_plural = "team list entries"

    def __str__(self) -> str:
        return f"team list of {self.registration} ({self.created_at:%Y-%m-%d %H:%M})"

    def save(self, *args: Any, **kwargs: Any) -> None:
        """Insert only: history is never rewritten."""
        if not self._state.adding:
            raise ValueError("a team list entry is never changed; submit a new one")
        super().save(*args, **kwargs)


class SealedPool(models.Model):
    """A player's sealed pool (Rainbow Draft formats; tournaments/teamlists/sealed.py):
    opened from the secret `seed` by the event's game system, committed by `seed_hash`
    (public from the start) and checkable by anyone once the seed is revealed with the team
    lists."""

    registration = models.OneToOneField(
        Registration, on_delete=models.CASCADE, related_name="sealed_pool"
    )
    seed = models.CharField(max_length=64)
    seed_hash = models.CharField(max_length=64)
    pool = models.JSONField()
    opened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"sealed pool of {self.registration}"
