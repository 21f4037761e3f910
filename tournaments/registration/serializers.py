"""The registrations API's shapes: an entry, and signing up (a player or a Doubles team)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from rest_framework import serializers

from tournaments.models import Registration
from tournaments.serializers import user_by_name


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
