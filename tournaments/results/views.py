"""The results API: a match and its result history, reporting, confirming, disputing and
correcting, organizers' confirmations, the standings (also as CSV) and penalties."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments.api import (
    CSV,
    ERRORS,
    MATCH_ID,
    READ_ERRORS,
    ROUND_NUMBER,
    TOURNAMENT_ID,
    TournamentAPIView,
    csv_response,
    match_or_404,
    round_or_404,
    tournament_or_404,
    valid,
)
from tournaments.models import Match
from tournaments.permissions import require_judge, require_organizer
from tournaments.results import bulk as bulk_results
from tournaments.results import penalties, reporting
from tournaments.results.placings import standings_rows
from tournaments.results.serializers import (
    ConfirmedReportsSerializer,
    ConfirmReportedSerializer,
    CorrectionSerializer,
    DisputeSerializer,
    IssuePenaltySerializer,
    MatchSerializer,
    PenaltySerializer,
    ReportSerializer,
    ResultEntrySerializer,
    StandingSerializer,
    entry_data,
)


class StandingsView(TournamentAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: StandingSerializer(many=True), **ERRORS},
        summary="Standings from confirmed results: exact fractions and display percentages",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return Response(standings_rows(tournament_or_404(tournament_id)))


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
