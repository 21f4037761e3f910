"""A match's result history (never edited: the latest entry wins) and penalties."""

from __future__ import annotations

from typing import ClassVar

from django.conf import settings
from django.db import models

from tournaments.models.entries import Registration
from tournaments.models.events import Tournament
from tournaments.models.rounds import Match

# A judge's ruling on an online game that changes the match result starts its reason so
# (tournaments.rounds.event_day.rule_game_result); the pages then say "Judge's ruling".
JUDGE_RULING_PREFIX = "Judge's ruling on game "


class ResultEntry(models.Model):
    """One step in a match result's history: reported, confirmed, disputed, corrected, or
    decided by the engine. Nothing here is ever edited; the latest entry wins."""

    class Kind(models.TextChoices):
        REPORTED = "reported"
        CONFIRMED = "confirmed"
        DISPUTED = "disputed"
        CORRECTED = "corrected"  # by an organizer: counts at once
        ENGINE = "engine"  # decided by online games: counts at once
        BYE = "bye"

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="results")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    a_wins = models.PositiveIntegerField(default=0)
    b_wins = models.PositiveIntegerField(default=0)
    draws = models.PositiveIntegerField(default=0)
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    reason = models.CharField(max_length=300, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["match", "id"]
        # A match's latest entry (which decides its result) by index, not by walking the table.
        indexes = [models.Index(fields=["match", "-id"], name="result_latest")]

    def __str__(self) -> str:
        return f"{self.match}: {self.kind} {self.a_wins}-{self.b_wins}-{self.draws}"

    WORDS: ClassVar[dict[str, str]] = {
        "reported": "Reported",
        "confirmed": "Confirmed",
        "disputed": "Disputed",
        "corrected": "Corrected",
        "engine": "Played online",
        "bye": "Bye",
    }

    @property
    def words(self) -> str:
        """The kind as the pages say it: an organizer's first entry of a match is "Entered by
        the organizer", not "Corrected" (pages.with_history marks it); a judge's ruling on a
        game says so."""
        if self.kind == self.Kind.CORRECTED:
            if self.reason.startswith(JUDGE_RULING_PREFIX):
                return "Judge's ruling"
            if getattr(self, "first", False):
                return "Entered by the organizer"
        return self.WORDS.get(self.kind, self.kind)

    @property
    def counts(self) -> bool:
        """Only confirmed results count in standings."""
        return self.kind in {
            self.Kind.CONFIRMED,
            self.Kind.CORRECTED,
            self.Kind.ENGINE,
            self.Kind.BYE,
        }


class Penalty(models.Model):
    """A judge's penalty to a player; never edited. A game or match loss changes the match
    result through a correction (`result`), a disqualification also drops the player."""

    class Kind(models.TextChoices):
        WARNING = "warning", "warning"
        GAME_LOSS = "game_loss", "game loss"
        MATCH_LOSS = "match_loss", "match loss"
        DISQUALIFICATION = "disqualification", "disqualification"

    class Infraction(models.TextChoices):
        TARDINESS = "tardiness", "tardiness"
        SLOW_PLAY = "slow_play", "slow play"
        GAME_RULE = "game_rule", "game rule violation"
        PROCEDURAL = "procedural", "procedural error"
        TEAM_LIST = "team_list", "team list problem"
        MARKED_DICE = "marked_dice", "marked or irregular dice"
        UNSPORTING_MINOR = "unsporting_minor", "unsporting conduct (minor)"
        UNSPORTING_MAJOR = "unsporting_major", "unsporting conduct (major)"
        CHEATING = "cheating", "cheating"

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="penalties")
    registration = models.ForeignKey(
        Registration, on_delete=models.PROTECT, related_name="penalties"
    )
    kind = models.CharField(max_length=20, choices=Kind.choices)
    infraction = models.CharField(max_length=20, choices=Infraction.choices)
    reason = models.CharField(max_length=300)
    match = models.ForeignKey(
        Match, null=True, blank=True, on_delete=models.PROTECT, related_name="penalties"
    )
    result = models.ForeignKey(
        ResultEntry, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} to {self.registration} ({self.get_infraction_display()})"
