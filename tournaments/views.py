"""The tournaments REST API: thin views over the services; refusals are {code, message}.

This module serves an event and its roles; the registrations API is
tournaments/registration/views.py, rounds and the top cut tournaments/rounds/views.py,
results, standings and penalties tournaments/results/views.py, team lists
tournaments/teamlists/views.py; what they share is tournaments/api.py.

Reads are public (the tournament page shows them to everyone). Results and pairings are
history: no PUT, PATCH or DELETE route touches them.
"""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import events
from tournaments.api import (
    ERRORS,
    PAGE_PARAMETERS,
    READ_ERRORS,
    TOURNAMENT_ID,
    TournamentAPIView,
    listing,
    tournament_or_404,
    valid,
)
from tournaments.models import Tournament
from tournaments.permissions import require_organizer
from tournaments.serializers import RoleSerializer, TournamentSerializer

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


# --- rounds and pairings -----------------------------------------------------------------------


# --- CSV exports (organizers) ------------------------------------------------------------------


# --- matches and results -----------------------------------------------------------------------


# --- penalties -----------------------------------------------------------------------------------
