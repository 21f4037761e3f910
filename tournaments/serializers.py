"""Request and response shapes of the tournaments API: input validation and documentation.

Standings carry exact fractions as "n/d" strings next to rounded percentages for display.
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib.auth import get_user_model
from rest_framework import serializers

from games import options as game_options
from games import systems
from tournaments.models import (
    Match,
    PairingRun,
    Penalty,
    Registration,
    ResultEntry,
    Role,
    Round,
    Tournament,
)
from tournaments.standings import REGISTRY

MAX_TOP_CUT = 256
DOUBLES_LIFE = 30  # "Each team will start with 30 Life" (000:L731)

# --- tournaments and roles ---------------------------------------------------------------------


class TournamentSerializer(serializers.ModelSerializer):
    """An event; the creator becomes its organizer. The seed is shown in each pairing run."""

    bye_games = serializers.IntegerField(
        read_only=True,
        help_text="What a bye records: a match win (3 match points) with this many games won, "
        "the games it takes to win a match: 1 in best of 1, 2 in best of 3. A late entry's "
        "missed round counts as a loss with as many games lost. GW% and OGW% count them so.",
    )

    class Meta:
        model = Tournament
        fields = [
            "id",
            "name",
            "date",
            "format",
            "match_structure",
            "round_minutes",
            "swiss_rounds",
            "top_cut",
            "tiebreakers",
            "starting_life",
            "rules_version",
            "game_system",
            "play_mode",
            "team_list_deadline",
            "reveal_team_lists",
            "require_team_list",
            "require_executed_cards",
            "status",
            "bye_games",
            "created_at",
        ]
        read_only_fields = ["id", "status", "bye_games", "created_at"]
        # Ranges an event can actually be run with; the games' own come from games/options.py.
        extra_kwargs = {
            "round_minutes": {"min_value": 5, "max_value": 300},
            "swiss_rounds": {"min_value": 1, "max_value": 30},
            "top_cut": {"min_value": 0, "max_value": MAX_TOP_CUT},
            "starting_life": {
                "min_value": game_options.RANGES["starting_life"][0],
                "max_value": game_options.RANGES["starting_life"][1],
            },
        }

    # The ruleset chooses the game system (games/systems): any system's ruleset may be run.
    rules_version = serializers.ChoiceField(choices=systems.rulesets(), required=False)
    game_system = serializers.SerializerMethodField()

    def get_game_system(self, tournament: Tournament) -> str:
        """The id of the game system the event's ruleset belongs to."""
        return systems.for_rules(tournament.rules_version).id

    def validate_tiebreakers(self, value: Any) -> list[str]:
        if not isinstance(value, list) or not all(isinstance(key, str) for key in value):
            raise serializers.ValidationError("a list of tiebreaker keys")
        unknown = [key for key in value if key not in REGISTRY]
        if unknown:
            raise serializers.ValidationError(f"unknown tiebreakers {unknown}; known {[*REGISTRY]}")
        if len(set(value)) != len(value):
            raise serializers.ValidationError("each tiebreaker at most once")
        return value

    def validate_top_cut(self, value: int) -> int:
        if value == 1 or value & (value - 1):
            raise serializers.ValidationError(f"0, 2, 4, 8, ... up to {MAX_TOP_CUT}")
        return value

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        """Doubles starts at 30 life per team unless the organizer says otherwise; online, a
        match's games are four-seat games (docs/rulings.md "Doubles")."""
        current = self.instance
        team_format = attrs.get("format", current.format if current else None)
        doubles = team_format is not None and team_format.team_format == "doubles"
        if doubles and current is None and "starting_life" not in attrs:
            attrs["starting_life"] = DOUBLES_LIFE
        rules = attrs.get("rules_version", current.rules_version if current else "dm-2018")
        from tournaments.formats.rules import ruleset_problem

        problem = ruleset_problem(team_format, rules)
        if problem:
            raise serializers.ValidationError({"format": problem})
        return attrs


def user_by_name(attrs: dict[str, Any], required: bool) -> dict[str, Any]:
    """Accept `username` where a user id (`user`) is asked for: people know names."""
    name = attrs.pop("username", None)
    if "user" in attrs or name is None:
        if required and "user" not in attrs:
            raise serializers.ValidationError({"username": "give a username (or a user id)"})
        return attrs
    user = get_user_model().objects.filter(username=name).first()
    if user is None:
        raise serializers.ValidationError({"username": f"no user is called {name!s}"})
    return {**attrs, "user": user}


class RoleSerializer(serializers.ModelSerializer):
    """A role; name the user by `username` (or by `user`, their user id)."""

    user = serializers.PrimaryKeyRelatedField(
        queryset=get_user_model().objects.all(), required=False, help_text="The user's id."
    )
    username = serializers.CharField(
        max_length=150, required=False, help_text="The user's username (instead of `user`)."
    )
    user_id = serializers.IntegerField(read_only=True)

    class Meta:
        model = Role
        fields = ["id", "user", "user_id", "username", "kind"]
        read_only_fields = ["id"]

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        return user_by_name(attrs, required=True)

    def to_representation(self, role: Role) -> dict[str, Any]:
        return {
            "id": role.pk,
            "user": role.user_id,
            "user_id": role.user_id,
            "username": role.user.get_username(),
            "kind": role.kind,
        }


# --- registrations -----------------------------------------------------------------------------


class RegistrationSerializer(serializers.ModelSerializer):
    """A player in the event: `registration_id` (also `id`) is this entry, `user_id` and
    `username` the account. Team lists stay private."""

    registration_id = serializers.IntegerField(source="pk", read_only=True)
    user_id = serializers.IntegerField(read_only=True)
    username = serializers.CharField(source="user.get_username", read_only=True)
    partner_id = serializers.IntegerField(read_only=True, allow_null=True)
    partner_username = serializers.SerializerMethodField()
    checked_in = serializers.SerializerMethodField()

    class Meta:
        model = Registration
        fields = [
            "id",
            "registration_id",
            "user_id",
            "username",
            "partner_id",
            "partner_username",
            "checked_in",
            "display_name",
            "joined_round",
            "missed_rounds_count_as_losses",
            "dropped_after_round",
        ]
        read_only_fields = fields

    def get_partner_username(self, registration: Registration) -> str | None:
        """Doubles: the team's second player (null in other events)."""
        return registration.partner.get_username() if registration.partner_id else None

    def get_checked_in(self, registration: Registration) -> bool:
        return registration.checked_in_at is not None


class RegisterSerializer(serializers.Serializer):
    """Register yourself; organizers may name another user and set the late-entry policy."""

    user = serializers.PrimaryKeyRelatedField(
        queryset=get_user_model().objects.all(),
        required=False,
        help_text="Organizers only: the user's id.",
    )
    username = serializers.CharField(
        max_length=150, required=False, help_text="Organizers only: the username (instead of user)."
    )
    display_name = serializers.CharField(max_length=100, required=False, allow_blank=True)
    partner = serializers.CharField(
        max_length=150,
        required=False,
        help_text="Doubles events: the username of the team's second player (required there).",
    )
    # Nullable so a form post without the field means "not given", not False.
    missed_rounds_count_as_losses = serializers.BooleanField(
        required=False,
        allow_null=True,
        default=None,
        help_text="Organizers only: late entry's missed rounds count as losses (default yes).",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        attrs = user_by_name(attrs, required=False)
        name = attrs.pop("partner", None)
        if name is not None:
            partner = get_user_model().objects.filter(username=name).first()
            if partner is None:
                raise serializers.ValidationError({"partner": f"no user is called {name!s}"})
            attrs["partner"] = partner
        return attrs


# --- rounds and pairings -----------------------------------------------------------------------


class GenerateRoundSerializer(serializers.Serializer):
    number = serializers.IntegerField(
        min_value=1, required=False, help_text="Default: the next round. Repeating it is safe."
    )


class RoundTaskSerializer(serializers.Serializer):
    task_id = serializers.CharField()
    number = serializers.IntegerField()
    state = serializers.CharField()
    progress = serializers.JSONField(allow_null=True)
    result = serializers.JSONField(allow_null=True)
    error = serializers.JSONField(allow_null=True)


class PlayerRefSerializer(serializers.Serializer):
    """A player of the event: `id` and `registration_id` are the registration, `user_id` and
    `username` the account."""

    id = serializers.IntegerField(source="pk")
    registration_id = serializers.IntegerField(source="pk")
    user_id = serializers.IntegerField()
    username = serializers.CharField(source="user.get_username")
    display_name = serializers.CharField()


class ResultEntrySerializer(serializers.ModelSerializer):
    kind = serializers.ChoiceField(
        choices=ResultEntry.Kind.choices,
        read_only=True,
        help_text="reported, confirmed, disputed, corrected, engine or bye. A bye is a match "
        "win recorded with the event's `bye_games` games won (1-0 in best of 1, 2-0 in best "
        "of 3).",
    )
    by = serializers.CharField(source="by.get_username", allow_null=True, default=None)
    counts = serializers.BooleanField(read_only=True)

    class Meta:
        model = ResultEntry
        fields = ["id", "kind", "a_wins", "b_wins", "draws", "by", "reason", "counts", "created_at"]
        read_only_fields = fields


_CREATED_AT = serializers.DateTimeField()


def entry_data(entry: ResultEntry) -> dict[str, Any]:
    """`ResultEntrySerializer(entry).data`, written out: a report or a confirmation answers
    with it, and the ModelSerializer built its fields again for every answer (issue 18)."""
    return {
        "id": entry.pk,
        "kind": str(entry.kind),
        "a_wins": entry.a_wins,
        "b_wins": entry.b_wins,
        "draws": entry.draws,
        "by": entry.by.get_username() if entry.by_id is not None else None,
        "reason": entry.reason,
        "counts": entry.counts,
        "created_at": _CREATED_AT.to_representation(entry.created_at),
    }


class MatchSerializer(serializers.ModelSerializer):
    """A pairing: table, players, why they were paired, and where its result stands."""

    round = serializers.IntegerField(source="round.number", read_only=True)
    tournament = serializers.IntegerField(source="round.tournament_id", read_only=True)
    player_a = PlayerRefSerializer(read_only=True)
    player_b = PlayerRefSerializer(read_only=True, allow_null=True)
    game_ids = serializers.SerializerMethodField()
    result = serializers.SerializerMethodField()

    class Meta:
        model = Match
        fields = [
            "id",
            "tournament",
            "round",
            "table",
            "player_a",
            "player_b",
            "explanation",
            "is_bye",
            "game_ids",
            "result",
        ]
        read_only_fields = fields

    def get_game_ids(self, match: Match) -> list[str]:
        """The match's online games, in order (empty for paper matches)."""
        return [str(link.game_id) for link in sorted(match.games.all(), key=lambda g: g.number)]

    def get_result(self, match: Match) -> dict[str, Any] | None:
        """The latest entry (its `counts` says whether standings use it), or null."""
        entries = sorted(match.results.all(), key=lambda entry: entry.pk)
        return ResultEntrySerializer(entries[-1]).data if entries else None


class PairingRunSerializer(serializers.ModelSerializer):
    """Everything needed to re-derive the round: seed, algorithm, inputs and their digest."""

    inputs = serializers.SerializerMethodField()

    class Meta:
        model = PairingRun
        fields = ["algorithm_version", "seed", "objective", "inputs_digest", "widened", "inputs"]
        read_only_fields = fields

    def get_inputs(self, run: PairingRun) -> Any:
        return json.loads(run.inputs) if isinstance(run.inputs, str) else run.inputs


ROUND_FIELDS = ["id", "number", "kind", "status", "started_at", "deadline", "time_called_at"]


class RoundSerializer(serializers.ModelSerializer):
    """A round and its clock: `deadline` is when time is called (started_at + round_minutes,
    called by the round clock within a few seconds); `time_called_at` once it has been."""

    class Meta:
        model = Round
        fields = ROUND_FIELDS
        read_only_fields = fields


class PairingsSerializer(RoundSerializer):
    pairing_run = PairingRunSerializer(read_only=True, allow_null=True)
    matches = MatchSerializer(many=True, read_only=True)

    class Meta:
        model = Round
        fields = [*ROUND_FIELDS, "pairing_run", "matches"]
        read_only_fields = fields


# --- results -----------------------------------------------------------------------------------


class ReportSerializer(serializers.Serializer):
    a_wins = serializers.IntegerField(min_value=0)
    b_wins = serializers.IntegerField(min_value=0)
    draws = serializers.IntegerField(min_value=0, default=0)


class DisputeSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=300, allow_blank=True, default="")


class CorrectionSerializer(ReportSerializer):
    reason = serializers.CharField(max_length=300, help_text="Why: kept in the history.")


class ConfirmReportedSerializer(serializers.Serializer):
    matches = serializers.ListField(
        child=serializers.IntegerField(min_value=1),
        required=False,
        max_length=10_000,
        help_text="The tables' match ids; every reported result of the round when left out.",
    )


class SkippedTableSerializer(serializers.Serializer):
    match = serializers.IntegerField()
    table = serializers.IntegerField()
    code = serializers.CharField()
    message = serializers.CharField()


class ConfirmedReportsSerializer(serializers.Serializer):
    confirmed = serializers.ListField(child=serializers.IntegerField())
    skipped = SkippedTableSerializer(many=True)


# --- standings ---------------------------------------------------------------------------------


class StandingPlayerSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="the registration id")
    registration_id = serializers.IntegerField()
    display_name = serializers.CharField()


class StandingSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    player = StandingPlayerSerializer()
    points = serializers.IntegerField()
    record = serializers.CharField(help_text="wins-losses-draws; a bye is a win")
    rounds_played = serializers.IntegerField()
    dropped = serializers.BooleanField()
    mw = serializers.CharField(help_text='exact fraction "n/d"')
    gw = serializers.CharField(help_text='exact fraction "n/d"')
    omw = serializers.CharField(help_text='exact fraction "n/d"')
    ogw = serializers.CharField(help_text='exact fraction "n/d"')
    mw_pct = serializers.CharField(help_text="rounded for display only")
    gw_pct = serializers.CharField()
    omw_pct = serializers.CharField()
    ogw_pct = serializers.CharField()


# --- penalties -----------------------------------------------------------------------------------


class PenaltySerializer(serializers.ModelSerializer):
    """A judge's penalty; `registration_id` names the player in this event, `user_id` the
    account."""

    registration_id = serializers.IntegerField(source="registration.pk", read_only=True)
    display_name = serializers.CharField(source="registration.display_name", read_only=True)
    user_id = serializers.IntegerField(source="registration.user_id", read_only=True)
    match_id = serializers.IntegerField(allow_null=True, read_only=True)
    issued_by = serializers.CharField(source="issued_by.get_username", read_only=True)
    result = ResultEntrySerializer(read_only=True, allow_null=True)

    class Meta:
        model = Penalty
        fields = [
            "id",
            "registration_id",
            "display_name",
            "user_id",
            "kind",
            "infraction",
            "reason",
            "match_id",
            "result",
            "issued_by",
            "created_at",
        ]
        read_only_fields = fields


class IssuePenaltySerializer(serializers.Serializer):
    registration_id = serializers.IntegerField(help_text="The penalised player's registration.")
    kind = serializers.ChoiceField(choices=Penalty.Kind.choices)
    infraction = serializers.ChoiceField(choices=Penalty.Infraction.choices)
    reason = serializers.CharField(max_length=300)
    match_id = serializers.IntegerField(
        required=False, help_text="Default: the player's match in the latest round."
    )
