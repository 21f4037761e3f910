"""Games and their append-only, hash-chained event logs.

The event log is the source of truth; `Game` holds only what is needed to find,
lock and summarise a game. Rows are written by `games.event_store` alone.
"""

import uuid
from typing import Any, NoReturn

from django.conf import settings
from django.db import models

from games.errors import AppendOnlyViolation

# The `prev_hash` of seq 0: nothing precedes the first event.
GENESIS_HASH = "0" * 64
# Members of this group are bots: their games' decisions are taken for them (games.bots).
# Named here, beside the rows, so the event store can read seats without knowing bots.
BOT_GROUP = "bots"


class Game(models.Model):
    """One game: the lockable head of its event log, its seed commitment and a state cache."""

    class Mode(models.TextChoices):
        ONLINE = "online"
        PAPER = "paper"

    class Status(models.TextChoices):
        ACTIVE = "active"
        ENDED = "ended"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    mode = models.CharField(max_length=16, choices=Mode.choices)
    options = models.JSONField(default=dict, blank=True)
    # Commit-reveal: the hash is public from creation; the seed is shown only after the end.
    seed_hash = models.CharField(max_length=64)
    seed = models.CharField(max_length=64)
    seed_revealed_at = models.DateTimeField(null=True, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    outcome = models.JSONField(null=True, blank=True)
    # The last appended event; -1 and the genesis hash while the log is empty.
    head_seq = models.IntegerField(default=-1)
    head_hash = models.CharField(max_length=64, default=GENESIS_HASH)
    # A cache of engine state after `snapshot_seq`; replaying the log always wins.
    snapshot = models.JSONField(null=True, blank=True)
    snapshot_seq = models.IntegerField(null=True, blank=True)
    player_one = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    player_two = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # Doubles (2 v 2): seats 2 and 3, the partners of seats 0 and 1 (docs/rulings.md)
    player_three = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    player_four = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    ended_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.get_mode_display()} game {self.id} ({self.status}, seq {self.head_seq})"

    @property
    def seat_user_ids(self) -> tuple[int | None, ...]:
        """The user id of each seat: two, or four in a Doubles game."""
        ids = (self.player_one_id, self.player_two_id)
        if self.player_three_id is None and self.player_four_id is None:
            return ids
        return (*ids, self.player_three_id, self.player_four_id)

    @property
    def revealed_seed(self) -> str | None:
        """The seed once revealed, else None, so callers cannot leak it by accident."""
        return self.seed if self.seed_revealed_at else None


class GameEventQuerySet(models.QuerySet["GameEvent"]):
    """Refuses bulk edits up front; the database trigger refuses them anyway."""

    def update(self, **kwargs: Any) -> NoReturn:
        raise AppendOnlyViolation("UPDATE")

    def delete(self) -> NoReturn:
        raise AppendOnlyViolation("DELETE")


class GameEvent(models.Model):
    """One stored event: the engine's dict as given, chained to its predecessor by hash.

    The game FK is PROTECT: a cascade would be refused by the append-only trigger
    anyway, so games are never deleted; Django says so before touching the database.
    """

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="events")
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=64)
    payload = models.JSONField()
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64)
    # PROTECT: history keeps who acted; SET_NULL would be an UPDATE the trigger refuses.
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    objects = GameEventQuerySet.as_manager()

    class Meta:
        ordering = ["seq"]
        constraints = [
            # Optimistic concurrency in the schema: two writers cannot both take a seq.
            models.UniqueConstraint(fields=["game", "seq"], name="games_event_unique_seq"),
        ]

    def __str__(self) -> str:
        return f"{self.game_id} #{self.seq} {self.type}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        """Insert only: an existing event never changes."""
        if not self._state.adding:
            raise AppendOnlyViolation("UPDATE")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise AppendOnlyViolation("DELETE")


class IdempotencyRecord(models.Model):
    """The first response to a request key, replayed when the same request comes again."""

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="+")
    key = models.CharField(max_length=128)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    response = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "key"], name="games_idempotency_unique_key"),
        ]

    def __str__(self) -> str:
        return f"{self.game_id} {self.key}"


class Dispute(models.Model):
    """A player's objection to one event of a game. A judge rules by appending events to the
    log (an annotation, a life correction or a rewind); the dispute row records which."""

    class Status(models.TextChoices):
        OPEN = "open"
        RULED = "ruled"

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="disputes")
    seq = models.PositiveIntegerField(help_text="the disputed event")
    opened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    reason = models.TextField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    ruled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    ruling_seq = models.IntegerField(null=True, blank=True, help_text="the ruling's event")
    created_at = models.DateTimeField(auto_now_add=True)
    ruled_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"dispute on {self.game_id} #{self.seq} ({self.status})"


class ChanceReport(models.Model):
    """A paper game's toss, draw or roll as one player reported it, waiting outside the log
    for the player whose dice it is about (the other player, for the toss) or a judge to
    confirm it. Only a confirmed report is appended, so the log holds outcomes that count
    (games/chance_reports.py, docs/rulings.md)."""

    class Status(models.TextChoices):
        PENDING = "pending"
        CONFIRMED = "confirmed"
        REJECTED = "rejected"
        SUPERSEDED = "superseded"  # the seat reported its own, or the game moved on

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="chance_reports")
    seq = models.IntegerField(help_text="the head seq it was reported at")
    kind = models.CharField(max_length=8)  # toss, draw or roll
    seat = models.IntegerField(null=True, blank=True, help_text="whose dice; none for a toss")
    action = models.JSONField()
    reported_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PENDING)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    appended_seq = models.IntegerField(null=True, blank=True, help_text="its event, once counted")
    created_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            # The game waits for one outcome at a time: one report waits with it.
            models.UniqueConstraint(
                fields=["game"],
                condition=models.Q(status="pending"),
                name="games_chance_report_one_pending",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} report on {self.game_id} at {self.seq} ({self.status})"
