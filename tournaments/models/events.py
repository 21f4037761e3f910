"""An event and who runs it: its format, the tournament, its roles and invitations."""

from __future__ import annotations

from django.conf import settings
from django.db import models


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
