"""The results API's shapes: a match with its players and result history, the steps of a
result, organizers' confirmations, the standings and penalties.

Standings carry exact fractions as "n/d" strings next to rounded percentages for display.
"""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from tournaments.models import Match, Penalty, ResultEntry


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
