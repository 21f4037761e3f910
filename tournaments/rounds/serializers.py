"""The rounds API's shapes: a round, its pairings and pairing run, generating one (a task)."""

from __future__ import annotations

import json
from typing import Any

from rest_framework import serializers

from tournaments.models import PairingRun, Round
from tournaments.results.serializers import MatchSerializer


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
