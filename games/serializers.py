"""Request and response shapes of the games API: validation of input, documentation of output.

Game data itself is the engine's JSON view, passed through as is; these classes name it.
"""

from django.contrib.auth import get_user_model
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games.engine import choice_schema
from games.models import Game
from games.services import VERDICTS


@extend_schema_field({**choice_schema(), "nullable": True})
class ChoicesField(serializers.JSONField):
    """A choice description (docs/engine.md, "Choice descriptions"): what your pending
    decision admits, tagged with its pending `kind`; null unless you decide now."""


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


class ChanceReportSerializer(serializers.Serializer):
    """A paper game's toss, draw or roll as a player reported it (games/chance_reports.py)."""

    id = serializers.IntegerField()
    seq = serializers.IntegerField(help_text="The head seq it was reported at.")
    kind = serializers.ChoiceField(choices=["toss", "draw", "roll"])
    seat = serializers.IntegerField(allow_null=True, help_text="Whose dice; null for the toss.")
    action = serializers.JSONField(help_text="The report_* action, as it will be appended.")
    reported_by = serializers.CharField()
    confirm_by = serializers.ListField(
        child=serializers.IntegerField(), help_text="The seat whose player may confirm it."
    )
    status = serializers.ChoiceField(choices=["pending", "confirmed", "rejected", "superseded"])
    decided_by = serializers.CharField(allow_null=True)
    appended_seq = serializers.IntegerField(allow_null=True, help_text="Its event, once counted.")


class GameViewSerializer(serializers.Serializer):
    game = GameSummarySerializer()
    viewer = serializers.ChoiceField(
        choices=["player0", "player1", "player2", "player3", "spectator", "judge"],
        help_text="player2 and player3: the other seats of a Doubles game",
    )
    view = serializers.JSONField(help_text="The engine's view of the state for this viewer.")
    choices = ChoicesField(
        allow_null=True,
        help_text="What your pending decision admits (only the seat that decides; null"
        " for the other seat, judges and spectators).",
    )
    chance_report = ChanceReportSerializer(
        required=False,
        allow_null=True,
        help_text="Paper games: the reported outcome the game waits to have confirmed.",
    )


class AwaitingConfirmationSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["awaiting_confirmation"])
    report = ChanceReportSerializer()


class ActionResultSerializer(serializers.Serializer):
    seq = serializers.IntegerField(help_text="The new head seq.")
    events = serializers.ListField(child=serializers.JSONField())
    game = GameSummarySerializer()
    view = serializers.JSONField(help_text="The acting player's view after the action.")
    actions = serializers.ListField(
        child=serializers.JSONField(),
        required=False,
        help_text="Your legal actions now, as GET legal-actions answers (send seq as"
        " expected_seq); only concede while the other player decides.",
    )
    choices = ChoicesField(
        allow_null=True, required=False, help_text="Your choice description now, or null."
    )


class StateAtSerializer(serializers.Serializer):
    game = GameSummarySerializer()
    view = serializers.JSONField(help_text="The judge view right after event `seq`.")


class AuditSerializer(serializers.Serializer):
    game = serializers.UUIDField()
    head_seq = serializers.IntegerField()
    ok = serializers.BooleanField()
    verdict = serializers.ChoiceField(
        choices=list(VERDICTS),
        help_text="ok; tampered (the hash chain is broken, whatever else fails);"
        " not_revalidated (the history holds together but could not be re-validated under"
        " current rules: it was recorded under another rules edition, see replay); failed.",
    )
    rules_edition = serializers.JSONField(
        allow_null=True,
        help_text="The rules edition the log was recorded under and the engine's (recorded,"
        " current), or null for a game system whose logs record none.",
    )
    chain = serializers.JSONField()
    replay = serializers.JSONField(
        help_text="ok, events; or ok false with code, message, seq. Code"
        " log/rules_edition_changed: could not be re-validated under current rules, with"
        " recorded_edition, current_edition and cause (today's code and message)."
    )
    seed = serializers.JSONField()
    outcome = serializers.JSONField(
        help_text="stored, replayed, ok (null: not compared, the replay was not re-validated)."
    )
    cards = serializers.JSONField(help_text="the cards_digest and the stored card versions")
    setup = serializers.JSONField(
        allow_null=True,
        help_text="What chance decided at creation, checked against the revealed seed, or null:"
        " a Draft Teams game's Basic Action Cards (centre, offered, picks, ok, detail).",
    )
    declared = serializers.JSONField(
        help_text="The share of events its players declared (text-only abilities): events,"
        " declared_events, share, declarations, declined, disputed."
    )


class CreateGameSerializer(serializers.Serializer):
    """Staff create a game between two users, or four in a Doubles game (games/staff_games.py):
    the demo teams (four seats: our own set's Doubles teams) unless `team_lists` gives one
    list per seat."""

    player_one = serializers.PrimaryKeyRelatedField(queryset=get_user_model().objects.all())
    player_two = serializers.PrimaryKeyRelatedField(queryset=get_user_model().objects.all())
    player_three = serializers.PrimaryKeyRelatedField(
        queryset=get_user_model().objects.all(),
        required=False,
        allow_null=True,
        help_text="Doubles (2 v 2): player one's partner (seat 2); give player_four too.",
    )
    player_four = serializers.PrimaryKeyRelatedField(
        queryset=get_user_model().objects.all(),
        required=False,
        allow_null=True,
        help_text="Doubles (2 v 2): player two's partner (seat 3); give player_three too.",
    )
    mode = serializers.ChoiceField(choices=Game.Mode.choices, default=Game.Mode.ONLINE)
    options = serializers.DictField(required=False, default=dict)
    team_lists = serializers.ListField(
        child=serializers.JSONField(),
        required=False,
        allow_null=True,
        max_length=4,
        help_text='One per seat, in seat order: {"cards": [[card id, dice], ...],'
        ' "basic_actions": [card id, ...]}; checked under the game\'s team format.',
    )

    def validate(self, attrs: dict) -> dict:
        if attrs["player_one"] == attrs["player_two"]:
            raise serializers.ValidationError("a game needs two different players")
        three, four = attrs.get("player_three"), attrs.get("player_four")
        if (three is None) != (four is None):
            missing = "player_four" if four is None else "player_three"
            raise serializers.ValidationError(
                {missing: "a Doubles game needs both partners: player_three and player_four"}
            )
        if three is not None:
            seated = [attrs["player_one"], attrs["player_two"]]
            for name, user in (("player_three", three), ("player_four", four)):
                if user in seated:
                    raise serializers.ValidationError(
                        {name: f"{user.get_username()} already has a seat in this game"}
                    )
                seated.append(user)
        return attrs

    def players(self) -> list:
        """The seats' users in seat order (two, or four in Doubles)."""
        data = self.validated_data
        found = [data["player_one"], data["player_two"]]
        if data.get("player_three") is not None:
            found += [data["player_three"], data["player_four"]]
        return found


class LogRecordSerializer(serializers.Serializer):
    """One event of the log as the engine wrote it; each type has its own further fields."""

    seq = serializers.IntegerField()
    type = serializers.CharField()


class GameDisputeSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    seq = serializers.IntegerField(help_text="The disputed event.")
    opened_by = serializers.CharField()
    reason = serializers.CharField()
    status = serializers.ChoiceField(choices=["open", "ruled"])
    ruling_seq = serializers.IntegerField(allow_null=True, help_text="The ruling's event.")


class GameDisputeRequestSerializer(serializers.Serializer):
    """Documents the body; the service checks it (games/disputes.py)."""

    seq = serializers.IntegerField(help_text="The event you dispute.")
    reason = serializers.CharField(max_length=1000)


class GameDisputeOpenedSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    seq = serializers.IntegerField()


class RulingRequestSerializer(serializers.Serializer):
    """Documents the body; the service checks it (games/disputes.py)."""

    kind = serializers.ChoiceField(choices=["annotate", "set_life", "rewind"])
    dispute = serializers.IntegerField(required=False, help_text="The dispute this rules on.")
    about_seq = serializers.IntegerField(required=False, help_text="annotate: the event.")
    text = serializers.CharField(required=False, max_length=2000, help_text="annotate")
    target = serializers.IntegerField(required=False, help_text="set_life: the player, 0 or 1")
    life = serializers.IntegerField(required=False, help_text="set_life: the new life total")
    to_seq = serializers.IntegerField(required=False, help_text="rewind: back to after this")
    reason = serializers.CharField(required=False, max_length=2000)
    discard_rulings = serializers.BooleanField(
        required=False,
        help_text="rewind: also undo the life corrections and rewinds after to_seq (else 409"
        " ruling/rewind_discards_rulings, listing them)",
    )


class DiscardedSerializer(serializers.Serializer):
    from_seq = serializers.IntegerField()
    to_seq = serializers.IntegerField()
    events = serializers.IntegerField(help_text="How many events no longer count.")
    decisions = serializers.ListField(child=serializers.JSONField(), help_text="{seq, type}")
    rulings = serializers.ListField(
        child=serializers.JSONField(), help_text="The life corrections and rewinds undone."
    )


class RulingResultSerializer(serializers.Serializer):
    seq = serializers.IntegerField(help_text="The new head seq.")
    events = serializers.ListField(child=serializers.JSONField())
    discarded = DiscardedSerializer(required=False, help_text="rewind: what it undid")


class RewindPointsSerializer(serializers.Serializer):
    head_seq = serializers.IntegerField()
    points = serializers.ListField(
        child=serializers.IntegerField(), help_text="The events a rewind may go back to."
    )
    refused = serializers.CharField(
        allow_null=True, help_text="Why no rewind is possible (ruling/seed_revealed), or null."
    )


class LegalActionsSerializer(serializers.Serializer):
    seq = serializers.IntegerField(help_text="The game's head seq: send it as expected_seq.")
    actions = serializers.ListField(child=serializers.JSONField())
