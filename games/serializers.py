"""Request and response shapes of the games API: validation of input, documentation of output.

Game data itself is the engine's JSON view, passed through as is; these classes name it.
"""

from django.contrib.auth import get_user_model
from rest_framework import serializers

from games.models import Game


class ErrorSerializer(serializers.Serializer):
    """Every refusal: a stable namespaced code and a message for people."""

    code = serializers.CharField()
    message = serializers.CharField()


class ActionRequestSerializer(serializers.Serializer):
    """One action, decided against the head the client saw (`expected_seq`)."""

    action = serializers.JSONField(help_text="An action dict, e.g. {'type': 'pass_priority'}.")
    expected_seq = serializers.IntegerField(help_text="The game's head seq the client saw.")


class GameSummarySerializer(serializers.Serializer):
    id = serializers.UUIDField()
    mode = serializers.ChoiceField(choices=Game.Mode.choices)
    status = serializers.ChoiceField(choices=Game.Status.choices)
    head_seq = serializers.IntegerField()
    seed_hash = serializers.CharField()
    seed = serializers.CharField(allow_null=True, help_text="Revealed once the game has ended.")
    outcome = serializers.JSONField(allow_null=True)
    players = serializers.ListField(child=serializers.CharField(allow_null=True))
    you = serializers.IntegerField(allow_null=True, help_text="Your seat (0 or 1), if any.")


class GameViewSerializer(serializers.Serializer):
    game = GameSummarySerializer()
    viewer = serializers.ChoiceField(choices=["player0", "player1", "spectator", "judge"])
    view = serializers.JSONField(help_text="The engine's view of the state for this viewer.")


class ActionResultSerializer(serializers.Serializer):
    seq = serializers.IntegerField(help_text="The new head seq.")
    events = serializers.ListField(child=serializers.JSONField())
    game = GameSummarySerializer()
    view = serializers.JSONField(help_text="The acting player's view after the action.")


class StateAtSerializer(serializers.Serializer):
    game = GameSummarySerializer()
    view = serializers.JSONField(help_text="The judge view right after event `seq`.")


class AuditSerializer(serializers.Serializer):
    game = serializers.UUIDField()
    head_seq = serializers.IntegerField()
    ok = serializers.BooleanField()
    chain = serializers.JSONField()
    replay = serializers.JSONField()
    seed = serializers.JSONField()
    outcome = serializers.JSONField()
    cards = serializers.JSONField(help_text="the cards_digest and the stored card versions")


class CreateGameSerializer(serializers.Serializer):
    """Staff create a game between two users; the demo teams for now."""

    player_one = serializers.PrimaryKeyRelatedField(queryset=get_user_model().objects.all())
    player_two = serializers.PrimaryKeyRelatedField(queryset=get_user_model().objects.all())
    mode = serializers.ChoiceField(choices=Game.Mode.choices, default=Game.Mode.ONLINE)
    options = serializers.DictField(required=False, default=dict)

    def validate(self, attrs: dict) -> dict:
        if attrs["player_one"] == attrs["player_two"]:
            raise serializers.ValidationError("a game needs two different players")
        return attrs
