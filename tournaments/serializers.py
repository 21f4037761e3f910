"""Request and response shapes of the tournaments API: input validation and documentation.

This module shapes an event and its roles; registrations, rounds and results have theirs
in their subpackages' serializers.py.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from rest_framework import serializers

from games import options as game_options
from games import systems
from tournaments.models import Role, Tournament
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
