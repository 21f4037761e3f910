"""The registrations API: list and sign up, drop."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, status
from rest_framework.request import Request
from rest_framework.response import Response

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
from tournaments.models import Registration
from tournaments.permissions import require_organizer, require_self_or_organizer
from tournaments.registration.entries import drop, register
from tournaments.registration.serializers import RegisterSerializer, RegistrationSerializer


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
