"""Tournaments: events, who runs them, who plays, rounds, pairings, matches and results.

Results are never overwritten: every report, confirmation, dispute and correction is a new
`ResultEntry`, and a match's result is its latest confirmed entry. A pairing run keeps its
inputs, seed, algorithm version and objective so anyone can re-derive it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from django.conf import settings
from django.db import models
from django.db.models import Q

# A judge's ruling on an online game that changes the match result starts its reason so
# (tournaments.event_day.rule_game_result); the pages then say "Judge's ruling".
JUDGE_RULING_PREFIX = "Judge's ruling on game "


class Format(models.Model):
    """The team-building rules (the engine's formats: DM-3.2 standard, the 2014 Basic Teams,
    the demo game), which sets are legal (empty: all) and which cards are banned (codes such
    as 31xfc, or engine ids): data, not code."""

    class TeamFormat(models.TextChoices):
        STANDARD = "standard", "Standard: 8 cards, 2 Basic Actions, 20 dice (DM-3.2)"
        BASIC_2014 = "basic-2014", "Basic Teams (2014): 6 cards, 2 Basic Actions, 15 dice"
        TOURNAMENT_2014 = "tournament-2014", "Tournament Teams (2014): 8 cards, 2 Basic Actions"
        DRAFT_2014 = "draft-2014", "Draft Teams (2014): drafted in each game, 8-20 dice and life"
        RAINBOW = "rainbow", "Rainbow Draft: a sealed pool of 12 foil packs, own Basic Actions"
        DOUBLE_RAINBOW = "double-rainbow", "Double Rainbow Draft: a sealed pool of Draft Packs"
        DEMO = "demo", "Demo game: 2 characters, 1 Basic Action (DM-3.6)"
        DOUBLES = "doubles", "Doubles: teams of two, 30 life; each 4 cards, 1 Basic Action"

    name = models.CharField(max_length=100, unique=True)
    team_format = models.CharField(
        max_length=20, choices=TeamFormat.choices, default=TeamFormat.STANDARD
    )
    legal_sets = models.JSONField(default=list, blank=True)
    banned_cards = models.JSONField(default=list, blank=True)
    # Shipped formats (tournaments/data/formats.json, loaded on migrate) have a slug and no
    # owner: staff edit them. An organizer's own format (a copy) is theirs to edit.
    slug = models.SlugField(max_length=60, unique=True, null=True, blank=True)
    description = models.TextField(blank=True)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    rulesets = models.JSONField(default=list, blank=True, help_text="empty: any ruleset")
    # Team-building rules beyond the team format's (games/systems/dm_teamlists.py checks them)
    max_dice_per_card = models.PositiveSmallIntegerField(null=True, blank=True)
    different_sets = models.BooleanField(default=False, help_text="every card from another set")
    single_energy = models.BooleanField(default=False, help_text="one energy type on every card")
    teams_per_player = models.PositiveSmallIntegerField(default=1)
    escalating = models.BooleanField(default=False, help_text="winners' cards are banned after")

    def __str__(self) -> str:
        return self.name


class Tournament(models.Model):
    class MatchStructure(models.TextChoices):
        SINGLE = "bo1", "1 game"
        BEST_OF_THREE = "bo3", "best of 3"

    class PlayMode(models.TextChoices):
        ONLINE = "online", "played online through the engine"
        PAPER = "paper", "played on paper, results reported"

    class Status(models.TextChoices):
        REGISTRATION = "registration"
        SWISS = "swiss"
        TOP_CUT = "top_cut"
        FINISHED = "finished"

    name = models.CharField(max_length=200)
    date = models.DateField()
    format = models.ForeignKey(Format, null=True, blank=True, on_delete=models.PROTECT)
    match_structure = models.CharField(
        max_length=3, choices=MatchStructure.choices, default=MatchStructure.BEST_OF_THREE
    )
    round_minutes = models.PositiveIntegerField(default=50)
    swiss_rounds = models.PositiveIntegerField(
        null=True, blank=True, help_text="empty: from the attendance table"
    )
    top_cut = models.PositiveIntegerField(default=0, help_text="0, 2, 4, 8, ...")
    tiebreakers = models.JSONField(default=list, blank=True)
    starting_life = models.PositiveIntegerField(default=20)
    rules_version = models.CharField(max_length=20, default="dm-2018")
    play_mode = models.CharField(max_length=10, choices=PlayMode.choices, default=PlayMode.PAPER)
    team_list_deadline = models.DateTimeField(
        null=True, blank=True, help_text="players change their lists until then (and round 1)"
    )
    reveal_team_lists = models.CharField(
        max_length=10,
        choices=[
            ("round_1", "to everyone when round 1 is paired (DM-3.8: all at once)"),
            ("never", "never to other players: each sees only their opponents' lists"),
        ],
        default="round_1",
    )
    require_team_list = models.BooleanField(
        default=False, help_text="only players with a valid team list are paired"
    )
    require_executed_cards = models.BooleanField(
        default=False, help_text="online: every card's abilities must be executed by the engine"
    )
    check_in_required = models.BooleanField(
        default=False, help_text="only checked-in players are paired"
    )
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.REGISTRATION)
    champion = models.ForeignKey(
        "Registration", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    seed = models.CharField(max_length=64, help_text="seed of round-1 pairing and ties")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-date", "name"]

    def __str__(self) -> str:
        return f"{self.name} ({self.date})"

    @property
    def bye_games(self) -> int:
        """Games a bye counts as won: those it takes to win a match, 2 in best of 3 and 1 in
        best of 1 (docs/rulings.md "Byes"); a late entry's missed round counts as many lost."""
        return 1 if self.match_structure == self.MatchStructure.SINGLE else 2

    @property
    def team_size(self) -> int:
        """Players per entry: 2 in Doubles (000:L729-733: "a 2 vs 2 format"), else 1. A
        Doubles team is one registration, so pairing and standings need no change."""
        doubles = self.format is not None and self.format.team_format == Format.TeamFormat.DOUBLES
        return 2 if doubles else 1


class Role(models.Model):
    """A person's role in one event: the same person may judge here and play elsewhere."""

    class Kind(models.TextChoices):
        ORGANIZER = "organizer"
        JUDGE = "judge"

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="roles")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=10, choices=Kind.choices)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tournament", "user", "kind"], name="unique_role")
        ]

    def __str__(self) -> str:
        return f"{self.user} {self.kind} of {self.tournament}"


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


class Invitation(models.Model):
    """An organizer invites someone by e-mail to play or judge; the link registers them (or
    gives the role) through the same services once they log in or sign up."""

    class Kind(models.TextChoices):
        PLAYER = "player"
        JUDGE = "judge"

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="invitations")
    email = models.EmailField()
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.PLAYER)
    token = models.CharField(max_length=64, unique=True)
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    accepted_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.email} invited to {self.kind} at {self.tournament}"


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
    """A player's sealed pool (Rainbow Draft formats; tournaments/sealed.py): opened from the
    secret `seed` by the event's game system, committed by `seed_hash` (public from the
    start) and checkable by anyone once the seed is revealed with the team lists."""

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
