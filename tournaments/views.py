"""The tournaments REST API: thin views over the services; refusals are {code, message}.

Reads are public (the tournament page shows them to everyone). Results and pairings are
history: no PUT, PATCH or DELETE route touches them.
"""

from __future__ import annotations

import csv
import io
from typing import Any

from celery.result import AsyncResult
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import permissions, status
from rest_framework.exceptions import ValidationError
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.request import Request
from rest_framework.response import Response

from config.api import ErrorSerializer, ProjectAPIView
from config.celery import app as celery_app
from tournaments import bulk_results, events, penalties, tasks
from tournaments.errors import TournamentError
from tournaments.models import Match, Registration, Round, Tournament
from tournaments.pairing import PairingUserError
from tournaments.permissions import require_judge, require_organizer, require_self_or_organizer
from tournaments.placings import standings_rows
from tournaments.registration.entries import drop, last_round_number, register
from tournaments.results import reporting
from tournaments.rounds import clock, completion, generation
from tournaments.serializers import (
    ConfirmedReportsSerializer,
    ConfirmReportedSerializer,
    CorrectionSerializer,
    DisputeSerializer,
    GenerateRoundSerializer,
    IssuePenaltySerializer,
    MatchSerializer,
    PairingsSerializer,
    PenaltySerializer,
    RegisterSerializer,
    RegistrationSerializer,
    ReportSerializer,
    ResultEntrySerializer,
    RoleSerializer,
    RoundSerializer,
    RoundTaskSerializer,
    StandingSerializer,
    TournamentSerializer,
    entry_data,
)
from tournaments.standings import StandingsUserError

ERRORS = {code: ErrorSerializer for code in (400, 403, 404, 409)}
READ_ERRORS = {404: ErrorSerializer}
TOURNAMENT_ID = OpenApiParameter("tournament_id", int, OpenApiParameter.PATH)
ROUND_NUMBER = OpenApiParameter("number", int, OpenApiParameter.PATH)
MATCH_ID = OpenApiParameter("match_id", int, OpenApiParameter.PATH)
CSV = OpenApiResponse(OpenApiTypes.STR, description="text/csv")


class TournamentAPIView(ProjectAPIView):
    """The games API's {code, message} mapping, plus the tournament layers' errors."""

    def handle_exception(self, exc: Exception) -> Response:
        if isinstance(exc, TournamentError):
            return Response({"code": exc.code, "message": exc.message}, status=exc.http_status)
        if isinstance(exc, PairingUserError | StandingsUserError):
            return Response({"code": exc.code, "message": exc.message}, status=409)
        if isinstance(exc, Http404):
            return Response({"code": "request/not_found", "message": str(exc)}, status=404)
        return super().handle_exception(exc)


def tournament_or_404(tournament_id: int) -> Tournament:
    return get_object_or_404(Tournament, pk=tournament_id)


def match_or_404(match_id: int) -> Match:
    return get_object_or_404(
        Match.objects.select_related("round__tournament", "player_a", "player_b"), pk=match_id
    )


class OptionalPages(LimitOffsetPagination):
    """A page of a list when the client asks for one (`?limit=&offset=`); whole otherwise."""

    default_limit = None
    max_limit = 500


PAGE_PARAMETERS = [
    OpenApiParameter(
        "limit",
        int,
        description="page size (at most 500); omit for the whole list. A page is still an"
        " array: X-Total-Count gives the list's length, Link its next and previous pages",
    ),
    OpenApiParameter("offset", int, description="first row of the page"),
]


def listing(request: Request, view: Any, rows: Any, serializer_class: type) -> Response:
    """Always an array, so clients parse one shape; a page carries its count and links in
    headers (X-Total-Count, Link)."""
    paginator = OptionalPages()
    page = paginator.paginate_queryset(rows, request, view)
    if page is None:
        return Response(serializer_class(rows, many=True).data)
    response = Response(serializer_class(page, many=True).data)
    response["X-Total-Count"] = str(paginator.count)
    links = [
        f'<{url}>; rel="{rel}"'
        for rel, url in (
            ("next", paginator.get_next_link()),
            ("prev", paginator.get_previous_link()),
        )
        if url
    ]
    if links:
        response["Link"] = ", ".join(links)
    return response


def valid(serializer_class: type, request: Request, **kwargs: Any) -> dict[str, Any]:
    body = serializer_class(data=request.data, **kwargs)
    body.is_valid(raise_exception=True)
    return body.validated_data


# --- tournaments and roles ---------------------------------------------------------------------


class TournamentListView(TournamentAPIView):
    @extend_schema(
        parameters=PAGE_PARAMETERS,
        responses={200: TournamentSerializer(many=True)},
        summary="Every event, newest first (a page with ?limit=)",
    )
    def get(self, request: Request) -> Response:
        return listing(request, self, Tournament.objects.all(), TournamentSerializer)

    @extend_schema(
        request=TournamentSerializer,
        responses={201: TournamentSerializer, **ERRORS},
        summary="Create an event (any logged-in user; you become its organizer)",
    )
    def post(self, request: Request) -> Response:
        fields = valid(TournamentSerializer, request)
        tournament = events.create_tournament(request.user, **fields)
        return Response(TournamentSerializer(tournament).data, status=status.HTTP_201_CREATED)


class TournamentDetailView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: TournamentSerializer, **READ_ERRORS},
        summary="One event",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return Response(TournamentSerializer(tournament_or_404(tournament_id)).data)

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=TournamentSerializer,
        responses={200: TournamentSerializer, **ERRORS},
        summary="Edit an event (organizers; pairing and scoring rules freeze at round 1)",
    )
    def patch(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        require_organizer(request.user, tournament)
        fields = valid(TournamentSerializer, request, instance=tournament, partial=True)
        tournament = events.update_tournament(tournament, request.user, dict(fields))
        return Response(TournamentSerializer(tournament).data)


class RoleListView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: RoleSerializer(many=True), **READ_ERRORS},
        summary="The event's organizers and judges",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        roles = tournament_or_404(tournament_id).roles.select_related("user").order_by("id")
        return Response(RoleSerializer(roles, many=True).data)

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=RoleSerializer,
        responses={201: RoleSerializer, **ERRORS},
        summary="Add a judge or organizer (organizers)",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        require_organizer(request.user, tournament)
        body = valid(RoleSerializer, request)
        role = events.add_role(tournament, request.user, body["user"], body["kind"])
        return Response(RoleSerializer(role).data, status=status.HTTP_201_CREATED)


# --- registrations -----------------------------------------------------------------------------


class RegistrationListView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID, *PAGE_PARAMETERS],
        responses={200: RegistrationSerializer(many=True), **READ_ERRORS},
        summary="The event's players (a page with ?limit=)",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        registrations = tournament_or_404(tournament_id).registrations.select_related(
            "user", "partner"
        )
        return listing(request, self, registrations, RegistrationSerializer)

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=RegisterSerializer,
        responses={201: RegistrationSerializer, **ERRORS},
        summary="Register yourself; organizers register others and set the late-entry policy."
        " After round 1 this is a late entry joining the next round.",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        body = valid(RegisterSerializer, request)
        user = body.get("user", request.user)
        policy = body.get("missed_rounds_count_as_losses")
        partner = body.get("partner")
        # Naming a partner signs that player up too: as for anyone else, organizers only.
        if user != request.user or policy is not None or partner is not None:
            require_organizer(request.user, tournament)
        registration = register(
            tournament,
            user,
            body.get("display_name", ""),
            partner=partner,
            missed_rounds_count_as_losses=True if policy is None else policy,
        )
        return Response(RegistrationSerializer(registration).data, status=status.HTTP_201_CREATED)


class DropView(TournamentAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID, OpenApiParameter("registration_id", int, "path")],
        request=None,
        responses={200: RegistrationSerializer, **ERRORS},
        summary="Drop: never paired again, results so far stay (the player or an organizer)",
    )
    def post(self, request: Request, tournament_id: int, registration_id: int) -> Response:
        registration = get_object_or_404(
            Registration.objects.select_related("tournament"),
            pk=registration_id,
            tournament_id=tournament_id,
        )
        require_self_or_organizer(request.user, registration)
        return Response(RegistrationSerializer(drop(registration)).data)


# --- rounds and pairings -----------------------------------------------------------------------


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


def round_or_404(tournament_id: int, number: int) -> Round:
    return get_object_or_404(
        Round.objects.select_related("tournament", "pairing_run").prefetch_related(
            "matches__player_a__user",
            "matches__player_b__user",
            "matches__results__by",
            "matches__games",
        ),
        tournament_id=tournament_id,
        number=number,
    )


class PairingsView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID, ROUND_NUMBER],
        responses={200: PairingsSerializer, **READ_ERRORS},
        summary="A round's pairings, their explanations and the pairing run that made them",
    )
    def get(self, request: Request, tournament_id: int, number: int) -> Response:
        return Response(PairingsSerializer(round_or_404(tournament_id, number)).data)


class StandingsView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: StandingSerializer(many=True), **ERRORS},
        summary="Standings from confirmed results: exact fractions and display percentages",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return Response(standings_rows(tournament_or_404(tournament_id)))


# --- CSV exports (organizers) ------------------------------------------------------------------


def csv_cell(value: object) -> str:
    """Neutralise spreadsheet formulas in names users wrote (CSV injection)."""
    text = str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def csv_response(filename: str, header: list[str], rows: list[list[object]]) -> HttpResponse:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header)
    writer.writerows([[csv_cell(cell) for cell in row] for row in rows])
    response = HttpResponse(buffer.getvalue(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


class StandingsCSVView(TournamentAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={(200, "text/csv"): CSV, **ERRORS},
        summary="Standings as CSV (organizers)",
    )
    def get(self, request: Request, tournament_id: int) -> HttpResponse:
        tournament = tournament_or_404(tournament_id)
        require_organizer(request.user, tournament)
        keys = ["mw", "gw", "omw", "ogw"]
        header = ["rank", "player", "points", "record", *keys, *(f"{k}_pct" for k in keys)]
        rows = [
            [
                row["rank"],
                row["player"]["display_name"],
                row["points"],
                row["record"],
                *(row[k] for k in keys),
                *(row[f"{k}_pct"] for k in keys),
            ]
            for row in standings_rows(tournament)
        ]
        return csv_response(f"standings-{tournament.pk}.csv", header, rows)


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


# --- matches and results -----------------------------------------------------------------------


class MatchDetailView(TournamentAPIView):
    @extend_schema(
        parameters=[MATCH_ID],
        responses={200: MatchSerializer, **READ_ERRORS},
        summary="One match and its latest result",
    )
    def get(self, request: Request, match_id: int) -> Response:
        return Response(MatchSerializer(match_or_404(match_id)).data)


class ResultHistoryView(TournamentAPIView):
    @extend_schema(
        parameters=[MATCH_ID],
        responses={200: ResultEntrySerializer(many=True), **READ_ERRORS},
        summary="Every report, confirmation, dispute and correction of a match, oldest first",
    )
    def get(self, request: Request, match_id: int) -> Response:
        entries = match_or_404(match_id).results.select_related("by").order_by("id")
        return Response(ResultEntrySerializer(entries, many=True).data)


class ResultActionView(TournamentAPIView):
    """One step in a result's history; each subclass names its body and service call.

    A player's step (`loads_match` False) hands the service the match's id alone: the
    service reads the match with its lock anyway, so reading it first as well doubled the
    work of every report and confirmation at the end of a round (issue 18)."""

    permission_classes = [permissions.IsAuthenticated]
    body_class: type | None = None
    loads_match = True

    def check(self, match: Match, user: Any) -> None:
        """Refuse the caller before looking at the body (organizer-only steps)."""

    def act(self, match: Match, user: Any, body: dict[str, Any]) -> Any:
        raise NotImplementedError

    def post(self, request: Request, match_id: int) -> Response:
        match = match_or_404(match_id) if self.loads_match else Match(pk=match_id)
        self.check(match, request.user)
        try:
            body = valid(self.body_class, request) if self.body_class else {}
        except ValidationError:
            if not self.loads_match:  # a match that does not exist is 404 whatever the body
                match_or_404(match_id)
            raise
        try:
            entry = self.act(match, request.user, body)
        except Match.DoesNotExist:
            raise Http404("No Match matches the given query.") from None
        return Response(entry_data(entry), status=status.HTTP_201_CREATED)


def _result_schema(request: type | None, summary: str) -> Any:
    return extend_schema(
        parameters=[MATCH_ID],
        request=request,
        responses={201: ResultEntrySerializer, **ERRORS},
        summary=summary,
    )


class ReportView(ResultActionView):
    body_class = ReportSerializer
    loads_match = False

    def act(self, match: Match, user: Any, body: dict[str, Any]) -> Any:
        return reporting.report_result(match, user, body["a_wins"], body["b_wins"], body["draws"])

    @_result_schema(ReportSerializer, "Report your match's result (players; counts once confirmed)")
    def post(self, request: Request, match_id: int) -> Response:
        return super().post(request, match_id)


class ConfirmView(ResultActionView):
    loads_match = False

    def act(self, match: Match, user: Any, body: dict[str, Any]) -> Any:
        return reporting.confirm_result(match, user)

    @_result_schema(None, "Confirm the result your opponent reported (it then counts)")
    def post(self, request: Request, match_id: int) -> Response:
        return super().post(request, match_id)


class DisputeView(ResultActionView):
    body_class = DisputeSerializer
    loads_match = False

    def act(self, match: Match, user: Any, body: dict[str, Any]) -> Any:
        return reporting.dispute_result(match, user, body["reason"])

    @_result_schema(DisputeSerializer, "Dispute a reported result (it does not count)")
    def post(self, request: Request, match_id: int) -> Response:
        return super().post(request, match_id)


class CorrectView(ResultActionView):
    body_class = CorrectionSerializer

    def check(self, match: Match, user: Any) -> None:
        require_judge(user, match.round.tournament)

    def act(self, match: Match, user: Any, body: dict[str, Any]) -> Any:
        return reporting.correct_result(
            match, user, body["a_wins"], body["b_wins"], body["draws"], body["reason"]
        )

    @_result_schema(
        CorrectionSerializer,
        "Set a result with a reason, kept in history (organizers and judges; rules on a"
        " disputed paper result)",
    )
    def post(self, request: Request, match_id: int) -> Response:
        return super().post(request, match_id)


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


class ConfirmOnBehalfView(ResultActionView):
    def check(self, match: Match, user: Any) -> None:
        require_organizer(user, match.round.tournament)

    def act(self, match: Match, user: Any, body: dict[str, Any]) -> Any:
        return reporting.confirm_on_behalf(match, user)

    @_result_schema(None, "Confirm a reported result on the players' behalf (organizers)")
    def post(self, request: Request, match_id: int) -> Response:
        return super().post(request, match_id)


class ConfirmReportedView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID, ROUND_NUMBER],
        request=ConfirmReportedSerializer,
        responses={200: ConfirmedReportsSerializer, **ERRORS},
        summary="Confirm the round's reported results on the players' behalf in one go"
        " (organizers): all of them, or those of {matches: [ids]}; the others are skipped",
    )
    def post(self, request: Request, tournament_id: int, number: int) -> Response:
        round_ = round_or_404(tournament_id, number)
        require_organizer(request.user, round_.tournament)
        body = valid(ConfirmReportedSerializer, request)
        ids = body.get("matches")
        return Response(bulk_results.confirm_reported(round_, request.user, ids))


# --- penalties -----------------------------------------------------------------------------------


class PenaltyListView(TournamentAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: PenaltySerializer(many=True), **READ_ERRORS},
        summary="Penalties: judges and organizers see all, a player their own",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        rows = penalties.visible_to(request.user, tournament).select_related("result__by")
        return Response(PenaltySerializer(rows, many=True).data)

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=IssuePenaltySerializer,
        responses={201: PenaltySerializer, **ERRORS},
        summary="Record a penalty (judges and organizers; never in a match they play). A game"
        " or match loss corrects the match result; a disqualification also drops the player",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        require_judge(request.user, tournament)
        body = valid(IssuePenaltySerializer, request)
        registration = get_object_or_404(
            tournament.registrations.select_related("tournament"), pk=body["registration_id"]
        )
        match = None
        if "match_id" in body:
            match = get_object_or_404(
                Match.objects.select_related("round__tournament", "player_a", "player_b"),
                pk=body["match_id"],
                round__tournament=tournament,
            )
        penalty = penalties.issue(
            registration, request.user, body["kind"], body["infraction"], body["reason"], match
        )
        return Response(PenaltySerializer(penalty).data, status=status.HTTP_201_CREATED)
