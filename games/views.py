"""The games REST API: thin views over `games.services`; every refusal is {code, message}.

History is append-only, so there is no PUT, PATCH or DELETE anywhere here.
"""

import logging
from typing import Any

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, status
from rest_framework.request import Request
from rest_framework.response import Response

from config.api import ErrorSerializer, ProjectAPIView
from config.lean_api import LeanDispatch
from games import access, chance_reports, disputes, services, staff_games, tasks
from games.errors import MalformedAction
from games.serializers import (
    ActionRequestSerializer,
    ActionResultSerializer,
    AuditSerializer,
    AwaitingConfirmationSerializer,
    ChanceReportSerializer,
    CreateGameSerializer,
    GameDisputeOpenedSerializer,
    GameDisputeRequestSerializer,
    GameDisputeSerializer,
    GameViewSerializer,
    LegalActionsSerializer,
    LogRecordSerializer,
    RewindPointsSerializer,
    RulingRequestSerializer,
    RulingResultSerializer,
    StateAtSerializer,
)

logger = logging.getLogger(__name__)
GAME_ID = OpenApiParameter("game_id", OpenApiTypes.UUID, OpenApiParameter.PATH)
ERRORS = {code: ErrorSerializer for code in (400, 403, 404, 409, 422)}
LOG_FORMATS = ("json", "jsonl")
CHOICES = OpenApiParameter(
    "choices",
    str,
    enum=["0", "1"],
    description="0: the answer leaves out `choices` (the description of your next choice),"
    " which costs the server a third of the answer's engine work; `actions` stay.",
)
VIEW = OpenApiParameter(
    "view",
    str,
    enum=["0", "1"],
    description="0: the answer's `view` holds only `waiting_for` (whose decision comes next);"
    " the whole view is the game's GET.",
)
IDEMPOTENCY_KEY = OpenApiParameter(
    "Idempotency-Key",
    str,
    OpenApiParameter.HEADER,
    description="Repeat a request safely: the same key gets the first answer again.",
)


class GameCreateView(ProjectAPIView):
    """Staff create a game between two users, or four in a Doubles game."""

    permission_classes = [permissions.IsAdminUser]

    @extend_schema(
        request=CreateGameSerializer,
        responses={201: GameViewSerializer, **ERRORS},
        summary="Create a game between two users, or four in Doubles (staff only)",
    )
    def post(self, request: Request) -> Response:
        body = CreateGameSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        game = staff_games.create(
            body.players(),
            body.validated_data["options"],
            body.validated_data["mode"],
            body.validated_data.get("team_lists"),
            created_by=request.user,
        )
        return Response(services.player_view(game, request.user), status=status.HTTP_201_CREATED)


class GameDetailView(ProjectAPIView):
    """One game as the caller may see it."""

    @extend_schema(
        parameters=[GAME_ID],
        responses={200: GameViewSerializer, 403: ErrorSerializer, 404: ErrorSerializer},
        summary="The game as you may see it: your seat, the judge view, or the spectator view",
    )
    def get(self, request: Request, game_id: str) -> Response:
        game = services.get_game(game_id)
        access.require_may_watch(game, request.user)
        return Response(services.player_view(game, request.user))


class LegalActionsView(LeanDispatch, ProjectAPIView):
    """The caller's legal actions, ready to post back. A token's JSON request is answered
    by `lean_get` (config/lean_api.py), anything else by `get`: the same answer."""

    permission_classes = [permissions.IsAuthenticated]
    lean_methods = frozenset({"GET"})

    @extend_schema(
        parameters=[GAME_ID],
        responses={200: LegalActionsSerializer, 403: ErrorSerializer, 404: ErrorSerializer},
        summary="Your legal actions now, as action dicts ready to post",
    )
    def get(self, request: Request, game_id: str) -> Response:
        return Response(self.lean_get(request, request.user, None, game_id)[0])

    def lean_get(
        self, request: Any, user: Any, body: None, game_id: str
    ) -> tuple[dict[str, Any], int]:
        game = services.get_game(game_id)
        return {"seq": game.head_seq, "actions": services.legal_action_dicts(game, user)}, 200


class ActionsView(LeanDispatch, ProjectAPIView):
    """A player's decision, appended with what follows from it. A token's usual JSON body is
    answered by `lean_post` (config/lean_api.py), anything else by `post`: the same answer."""

    permission_classes = [permissions.IsAuthenticated]
    lean_methods = frozenset({"POST"})

    @extend_schema(
        request=ActionRequestSerializer,
        parameters=[GAME_ID, CHOICES, VIEW, IDEMPOTENCY_KEY],
        responses={201: ActionResultSerializer, 202: AwaitingConfirmationSerializer, **ERRORS},
        summary="Take your decision; 409 turn/stale_seq when the game moved on. Paper games:"
        " a report about the other seat's dice (or the toss) answers 202 and waits for them",
    )
    def post(self, request: Request, game_id: str) -> Response:
        data = request.data
        if self.lean_body(data):
            action, expected_seq = data["action"], data["expected_seq"]  # the usual body
        else:  # the serializer's coercions and messages for anything else
            body = ActionRequestSerializer(data=data)
            if not body.is_valid():
                raise MalformedAction(f"body must be {{action, expected_seq}}: {body.errors}")
            action, expected_seq = (
                body.validated_data["action"],
                body.validated_data["expected_seq"],
            )
        result, code = self._take(request, request.user, action, expected_seq, game_id)
        return Response(result, status=code)

    def lean_body(self, body: Any) -> bool:
        """The usual body: {action, expected_seq} with an integer seq."""
        return isinstance(body, dict) and type(body.get("expected_seq")) is int and "action" in body

    def lean_post(
        self, request: Any, user: Any, body: dict[str, Any], game_id: str
    ) -> tuple[dict[str, Any], int]:
        return self._take(request, user, body["action"], body["expected_seq"], game_id)

    def _take(
        self, request: Any, user: Any, action: Any, expected_seq: Any, game_id: str
    ) -> tuple[dict[str, Any], int]:
        key = request.headers.get("Idempotency-Key") or None
        if key is not None and len(key) > 128:
            raise MalformedAction("Idempotency-Key is at most 128 characters", "request/bad_key")
        choices = request.GET.get("choices", "1")
        if choices not in ("0", "1"):
            raise MalformedAction("choices is 0 or 1", "request/bad_choices")
        view = request.GET.get("view", "1")
        if view not in ("0", "1"):
            raise MalformedAction("view is 0 or 1", "request/bad_view")
        # Then the bot opponent's turn, if it is one (games/bots.py).
        result = services.submit_action(
            game_id,
            user,
            action,
            expected_seq,
            idempotency_key=key,
            after=tasks.schedule,
            choices=choices == "1",
            view=view == "1",
        )
        waiting = result.get("status") == "awaiting_confirmation"
        return result, 202 if waiting else status.HTTP_201_CREATED


class LogView(ProjectAPIView):
    """The append-only event log, for anyone to replay."""

    @extend_schema(
        parameters=[
            GAME_ID,
            OpenApiParameter("as", str, enum=LOG_FORMATS, description="jsonl: JSON Lines"),
        ],
        responses={
            (200, "application/json"): LogRecordSerializer(many=True),
            (200, "application/jsonl"): OpenApiTypes.STR,
            400: ErrorSerializer,
            403: ErrorSerializer,
            404: ErrorSerializer,
        },
        summary="The game's event log: a JSON list of records, or JSON Lines",
    )
    def get(self, request: Request, game_id: str) -> Response | HttpResponse:
        as_format = request.query_params.get("as", "json")
        if as_format not in LOG_FORMATS:
            raise MalformedAction(f"as is one of {list(LOG_FORMATS)}", "log/bad_format")
        game = services.get_game(game_id)
        access.require_may_watch(game, request.user)
        if as_format == "jsonl":
            return HttpResponse(services.log_jsonl(game), content_type="application/jsonl")
        return Response(services.log_records(game))


class StateAtView(ProjectAPIView):
    """A judge stepping through the log."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[GAME_ID, OpenApiParameter("seq", int, required=True)],
        responses={200: StateAtSerializer, **ERRORS},
        summary="The judge view right after event seq (judges; players once the game ended)",
    )
    def get(self, request: Request, game_id: str) -> Response:
        game = services.get_game(game_id)
        try:
            seq = int(request.query_params["seq"])
        except (KeyError, ValueError):
            raise MalformedAction("?seq=N is required", "state/bad_seq") from None
        return Response(services.judge_state_at(game, request.user, seq))


class AuditView(ProjectAPIView):
    """Anyone may check that a game's history holds together."""

    @extend_schema(
        parameters=[GAME_ID],
        responses={200: AuditSerializer, 403: ErrorSerializer, 404: ErrorSerializer},
        summary="Check the hash chain, replay the log, and re-derive chance once the seed is out",
    )
    def get(self, request: Request, game_id: str) -> Response:
        game = services.get_game(game_id)
        access.require_may_watch(game, request.user)
        return Response(services.audit(game))


class DisputesView(ProjectAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[GAME_ID],
        responses={200: GameDisputeSerializer(many=True), **ERRORS},
        summary="The game's disputes (its players and judges)",
    )
    def get(self, request: Request, game_id: str) -> Response:
        return Response(disputes.disputes_of(game_id, request.user))

    @extend_schema(
        parameters=[GAME_ID],
        request=GameDisputeRequestSerializer,
        responses={201: GameDisputeOpenedSerializer, **ERRORS},
        summary="Dispute an event of your game: {seq, reason}",
    )
    def post(self, request: Request, game_id: str) -> Response:
        body = request.data if isinstance(request.data, dict) else {}
        dispute = disputes.open_dispute(
            game_id, request.user, body.get("seq"), body.get("reason", "")
        )
        return Response({"id": dispute.pk, "seq": dispute.seq}, status=status.HTTP_201_CREATED)


class RulingsView(ProjectAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[GAME_ID],
        request=RulingRequestSerializer,
        responses={201: RulingResultSerializer, **ERRORS},
        summary="Rule by appending an event (judges): {kind: annotate|set_life|rewind,"
        " dispute?, about_seq+text | target+life+reason | to_seq+reason}",
    )
    def post(self, request: Request, game_id: str) -> Response:
        body = dict(request.data) if isinstance(request.data, dict) else {}
        dispute_id = body.pop("dispute", None)
        if dispute_id is not None and type(dispute_id) is not int:
            raise MalformedAction("dispute must be an id", "dispute/unknown")
        result = disputes.rule(game_id, request.user, str(body.pop("kind", "")), body, dispute_id)
        return Response(result, status=status.HTTP_201_CREATED)


class RewindPointsView(ProjectAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[GAME_ID],
        responses={200: RewindPointsSerializer, **ERRORS},
        summary="The events a judge may rewind this game to (judges who do not play it)",
    )
    def get(self, request: Request, game_id: str) -> Response:
        return Response(disputes.rewind_points_of(game_id, request.user))


REPORT_ID = OpenApiParameter("report_id", int, OpenApiParameter.PATH)


class ChanceReportsView(ProjectAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[GAME_ID],
        responses={200: ChanceReportSerializer(many=True), **ERRORS},
        summary="Paper games: the reported tosses, draws and rolls (players and judges)",
    )
    def get(self, request: Request, game_id: str) -> Response:
        return Response(chance_reports.reports_of(game_id, request.user))


class ChanceReportConfirmView(ProjectAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[GAME_ID, REPORT_ID],
        request=None,
        responses={201: ActionResultSerializer, **ERRORS},
        summary="Confirm a waiting report about your dice (or the toss; judges any): it is"
        " appended",
    )
    def post(self, request: Request, game_id: str, report_id: int) -> Response:
        result = chance_reports.confirm(game_id, request.user, report_id)
        return Response(result, status=status.HTTP_201_CREATED)


class ChanceReportRejectView(ProjectAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[GAME_ID, REPORT_ID],
        request=None,
        responses={200: ChanceReportSerializer, **ERRORS},
        summary="Refuse a waiting report about your dice (judges any; its reporter withdraws)",
    )
    def post(self, request: Request, game_id: str, report_id: int) -> Response:
        return Response(chance_reports.reject(game_id, request.user, report_id))
