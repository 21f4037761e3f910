"""The rounds API: list and generate rounds (a Celery task, with its progress), pairings
(also as CSV), the top cut and calling time."""

from __future__ import annotations

from typing import Any

from celery.result import AsyncResult
from django.http import HttpResponse
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, status
from rest_framework.request import Request
from rest_framework.response import Response

from config.api import ErrorSerializer
from config.celery import app as celery_app
from tournaments import tasks
from tournaments.api import (
    CSV,
    ERRORS,
    READ_ERRORS,
    ROUND_NUMBER,
    TOURNAMENT_ID,
    TournamentAPIView,
    csv_response,
    round_or_404,
    tournament_or_404,
    valid,
)
from tournaments.permissions import require_organizer
from tournaments.registration.entries import last_round_number
from tournaments.rounds import clock, completion, generation
from tournaments.rounds.serializers import (
    GenerateRoundSerializer,
    PairingsSerializer,
    RoundSerializer,
    RoundTaskSerializer,
)


def task_body(result: AsyncResult, number: int) -> dict[str, Any]:
    """A round task's state: PROGRESS carries {stage, done, total}, failures {code, message}."""
    state = result.state
    info = result.info
    error = None
    if state == "FAILURE":
        error = {
            "code": getattr(info, "code", "round/task_failed"),
            "message": getattr(info, "message", "the round could not be generated"),
        }
    return {
        "task_id": result.id,
        "number": number,
        "state": state,
        "progress": info if state == "PROGRESS" and isinstance(info, dict) else None,
        "result": info if state == "SUCCESS" else None,
        "error": error,
    }


class RoundListView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: RoundSerializer(many=True), **READ_ERRORS},
        summary="The event's rounds",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return Response(RoundSerializer(tournament_or_404(tournament_id).rounds, many=True).data)

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=GenerateRoundSerializer,
        responses={202: RoundTaskSerializer, **ERRORS},
        summary="Pair the next Swiss round in the background (organizers); repeating a"
        " round number returns that round again",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        require_organizer(request.user, tournament)
        body = valid(GenerateRoundSerializer, request)
        number = body.get("number") or last_round_number(tournament) + 1
        # Refuse out-of-order or premature rounds now, rather than in a worker nobody watches.
        generation.check_next_round(tournament, number)
        result = tasks.generate_round.delay(tournament.pk, number)
        return Response(task_body(result, number), status=status.HTTP_202_ACCEPTED)


class TaskView(TournamentAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[OpenApiParameter("task_id", str, "path")],
        responses={200: RoundTaskSerializer, 403: ErrorSerializer},
        summary="Progress of a round being generated (PENDING, PROGRESS, SUCCESS, FAILURE)",
    )
    def get(self, request: Request, task_id: str) -> Response:
        if celery_app.conf.task_always_eager:
            # Eager tasks (no REDIS_URL) ran inside the POST, which already answered with the
            # result; nothing is stored to look up.
            empty = {"progress": None, "result": None, "error": None}
            return Response({"task_id": task_id, "number": 0, "state": "UNKNOWN", **empty})
        result = AsyncResult(task_id, app=celery_app)
        info = result.info if isinstance(result.info, dict) else {}
        return Response(task_body(result, info.get("round", 0)))


class PairingsView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID, ROUND_NUMBER],
        responses={200: PairingsSerializer, **READ_ERRORS},
        summary="A round's pairings, their explanations and the pairing run that made them",
    )
    def get(self, request: Request, tournament_id: int, number: int) -> Response:
        return Response(PairingsSerializer(round_or_404(tournament_id, number)).data)


class PairingsCSVView(TournamentAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID, ROUND_NUMBER],
        responses={(200, "text/csv"): CSV, **ERRORS},
        summary="A round's pairings as CSV (organizers)",
    )
    def get(self, request: Request, tournament_id: int, number: int) -> HttpResponse:
        round_ = round_or_404(tournament_id, number)
        require_organizer(request.user, round_.tournament)
        rows = [
            [
                match.table,
                match.player_a.display_name,
                match.player_b.display_name if match.player_b else "BYE",
                match.explanation,
            ]
            for match in round_.matches.all()
        ]
        header = ["table", "player_a", "player_b", "explanation"]
        return csv_response(f"pairings-{tournament_id}-round-{number}.csv", header, rows)


class TopCutView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=None,
        responses={201: RoundSerializer, **ERRORS},
        summary="Start the single-elimination top cut from the final Swiss standings"
        " (organizers); starting it again returns its first round",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        round_ = completion.start_top_cut(tournament, request.user)
        return Response(RoundSerializer(round_).data, status=status.HTTP_201_CREATED)


class CallTimeView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID, ROUND_NUMBER],
        request=None,
        responses={200: RoundSerializer, **ERRORS},
        summary="Call time on a round (organizers): unfinished games play this turn and five"
        " more, and no further game of a match starts",
    )
    def post(self, request: Request, tournament_id: int, number: int) -> Response:
        round_ = round_or_404(tournament_id, number)
        require_organizer(request.user, round_.tournament)
        return Response(RoundSerializer(clock.call_time(round_, request.user)).data)
