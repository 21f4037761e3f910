"""Rounds, their pairing runs, matches, extra time, and a match's online games."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from tournaments.models.entries import Registration
from tournaments.models.events import Tournament


class Round(models.Model):
    class Kind(models.TextChoices):
        SWISS = "swiss"
        TOP_CUT = "top_cut"

    class Status(models.TextChoices):
        IN_PROGRESS = "in_progress"
        COMPLETE = "complete"

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveIntegerField()
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.SWISS)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.IN_PROGRESS)
    started_at = models.DateTimeField(auto_now_add=True)
    deadline = models.DateTimeField(
        null=True,
        blank=True,
        help_text="when time is called: started_at + the event's round_minutes; the round "
        "clock (a periodic task) calls time on rounds past it",
    )
    time_called_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["number"]
        constraints = [
            # Generating a round twice (or in two workers at once) creates one round.
            models.UniqueConstraint(fields=["tournament", "number"], name="one_round_per_number"),
        ]
        indexes = [models.Index(fields=["status", "deadline"], name="round_clock")]

    def __str__(self) -> str:
        return f"{self.tournament} round {self.number}"

    @property
    def name(self) -> str:
        """What players call it: "Round 3", or the top cut's "Semifinals" and "Final" (by
        how many tables it has), never "Round 5" for a final."""
        if self.kind != self.Kind.TOP_CUT:
            return f"Round {self.number}"
        tables = self.matches.count()
        return {1: "Final", 2: "Semifinals", 4: "Quarterfinals"}.get(tables, f"Top {2 * tables}")


class PairingRun(models.Model):
    """Everything needed to re-derive a round's pairings."""

    round = models.OneToOneField(Round, on_delete=models.CASCADE, related_name="pairing_run")
    algorithm_version = models.CharField(max_length=40)
    seed = models.CharField(max_length=128)
    inputs = models.JSONField()
    inputs_digest = models.CharField(max_length=64)
    objective = models.BigIntegerField()
    widened = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"pairing of {self.round}"


class Match(models.Model):
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="matches")
    table = models.PositiveIntegerField()
    player_a = models.ForeignKey(Registration, on_delete=models.PROTECT, related_name="+")
    player_b = models.ForeignKey(
        Registration, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    explanation = models.CharField(max_length=300, blank=True)
    seed_a = models.PositiveIntegerField(null=True, blank=True, help_text="top cut seeds")
    seed_b = models.PositiveIntegerField(null=True, blank=True)
    # Marked by an organizer: spectators find it first on the event's live games list.
    featured = models.BooleanField(default=False)
    counted = models.BooleanField(
        default=False,
        help_text="has a result that counts (set with its first one, in the match's own row): "
        "a round is complete when none of its matches is open (tournaments/closing.py)",
    )

    class Meta:
        ordering = ["round__number", "table"]
        constraints = [
            models.UniqueConstraint(fields=["round", "table"], name="one_match_per_table"),
        ]
        indexes = [
            # The open matches of a round, so that "is any left?" reads no closed one.
            models.Index(
                fields=["round"], condition=models.Q(counted=False), name="tournaments_match_open"
            ),
        ]

    def __str__(self) -> str:
        other = self.player_b.display_name if self.player_b else "bye"
        return f"R{self.round.number} T{self.table}: {self.player_a.display_name} v {other}"

    @property
    def is_bye(self) -> bool:
        return self.player_b_id is None


class TimeExtension(models.Model):
    """Extra time a judge grants one table (a slow ruling, a spill): appended, never edited;
    the table's clock runs the round's deadline plus every extension."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="extensions")
    minutes = models.PositiveIntegerField()
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    reason = models.CharField(max_length=300)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["match", "id"]

    def __str__(self) -> str:
        return f"{self.match}: +{self.minutes} min"


class MatchGame(models.Model):
    """An online game played as part of a match."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="games")
    number = models.PositiveIntegerField()
    game = models.OneToOneField("games.Game", on_delete=models.PROTECT, related_name="match_game")

    class Meta:
        ordering = ["number"]
        constraints = [
            models.UniqueConstraint(fields=["match", "number"], name="one_game_number"),
        ]

    def __str__(self) -> str:
        return f"{self.match} game {self.number}"
