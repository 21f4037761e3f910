"""The team-list API: submit (Dice Masters: by Team Builder link or card list; other game
systems: their own fields, e.g. figures and battle dice), check, read what you may
see, history, "who has not submitted" and the CSV export. Thin views over teamlists.py,
which decides who may see and change what; refusals are {code, message} (problems listed)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, serializers, status
from rest_framework.parsers import JSONParser
from rest_framework.request import Request
from rest_framework.response import Response

from games.systems.dm_teamlists import MAX_ENTRIES, MAX_LINK
from tournaments import errors as E
from tournaments.api import (
    CSV,
    ERRORS,
    TOURNAMENT_ID,
    TournamentAPIView,
    csv_response,
    tournament_or_404,
)
from tournaments.errors import TournamentError
from tournaments.models import Registration, Tournament
from tournaments.teamlists import lists as teamlists

REGISTRATION_ID = OpenApiParameter("registration_id", int, OpenApiParameter.PATH)


class TeamListBodySerializer(serializers.Serializer):
    """A list as a Team Builder link, or as cards and Basic Action Cards (codes or ids); in
    other systems, their own fields (figures and dice ids). The event's game system reads it."""

    link = serializers.CharField(
        required=False, max_length=MAX_LINK, help_text="…?view&cards=2x31xfc;1x16smc"
    )
    cards = serializers.ListField(
        child=serializers.JSONField(),
        required=False,
        max_length=MAX_ENTRIES,
        help_text='[{"card": "31xfc", "dice": 2}, ...]',
    )
    figures = serializers.ListField(
        child=serializers.CharField(max_length=64),
        required=False,
        max_length=MAX_ENTRIES,
        help_text="figure ids (a system of figures)",
    )
    dice = serializers.ListField(
        child=serializers.CharField(max_length=64),
        required=False,
        max_length=MAX_ENTRIES,
        help_text="die ids (a system of battle dice)",
    )
    basic_actions = serializers.ListField(
        child=serializers.CharField(max_length=64), required=False, max_length=10
    )
    reason = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=teamlists.MAX_REASON,
        help_text="organizers, after the deadline: why (kept in the history)",
    )
    member = serializers.CharField(
        required=False,
        max_length=150,
        help_text="Doubles: the username of the team's player whose own list this is (each"
        " player submits their own; organizers name the player); by default, the sender",
    )


class TeamListSerializer(serializers.Serializer):
    registration = serializers.IntegerField()
    display_name = serializers.CharField()
    submitted = serializers.BooleanField()
    valid = serializers.BooleanField()
    problems = serializers.JSONField(help_text="[{code, card, title, rule, message}]")
    team = serializers.JSONField(required=False, help_text="the list as its game system keeps it")
    items = serializers.JSONField(required=False, help_text="[{card, title, kind, dice}]")
    cards = serializers.JSONField()
    basic_actions = serializers.JSONField()
    dice = serializers.IntegerField(required=False)
    link = serializers.CharField(required=False, help_text="the Team Builder link")
    submitted_at = serializers.CharField(required=False)
    by = serializers.CharField(required=False)
    after_deadline = serializers.BooleanField(required=False)


class TeamListCheckSerializer(serializers.Serializer):
    team = serializers.JSONField(required=False)
    items = serializers.JSONField(required=False)
    cards = serializers.JSONField(required=False)
    basic_actions = serializers.JSONField(required=False)
    dice = serializers.IntegerField(required=False)
    link = serializers.CharField()
    valid = serializers.BooleanField()
    problems = serializers.JSONField(help_text="[{code, card, title, rule, message}]")


class TeamListStatusSerializer(serializers.Serializer):
    registration = serializers.IntegerField()
    display_name = serializers.CharField()
    status = serializers.ChoiceField(choices=["missing", "invalid", "valid"])
    dropped = serializers.BooleanField()
    submitted_at = serializers.CharField(allow_null=True)
    joined_round = serializers.IntegerField(help_text="1, or the round a late entry joined")
    window_until = serializers.CharField(
        allow_null=True, help_text="a late entrant's own team-list window (ISO time), if open"
    )


class TeamListHistorySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    team = serializers.JSONField()
    cards = serializers.JSONField()
    basic_actions = serializers.JSONField()
    link = serializers.CharField()
    by = serializers.CharField()
    reason = serializers.CharField(allow_blank=True)
    after_deadline = serializers.BooleanField()
    created_at = serializers.CharField()


class TeamListAPIView(TournamentAPIView):
    """Invalid lists answer 400 with every problem, not only the first. Bodies are JSON
    (the pages post their forms to themselves, not here)."""

    parser_classes = [JSONParser]

    def handle_exception(self, exc: Exception) -> Response:
        if isinstance(exc, teamlists.TeamListInvalid):
            body = {"code": exc.code, "message": exc.message, "problems": exc.problems}
            return Response(body, status=exc.http_status)
        return super().handle_exception(exc)


def team_from(request: Request, tournament: Tournament) -> tuple[dict[str, Any], str]:
    """The team the body sends (read by the event's game system) and the reason."""
    body = TeamListBodySerializer(data=request.data)
    body.is_valid(raise_exception=True)
    data = {
        k: v for k, v in request.data.items() if k in body.fields and k not in ("reason", "member")
    }
    return teamlists.read(tournament, data), body.validated_data.get("reason", "")


def member_from(request: Request) -> Any:
    """Doubles: the player whose list it is (`member`, a username), or None: the sender."""
    name = request.data.get("member") if hasattr(request.data, "get") else None
    if name is None:
        return None
    member = get_user_model().objects.filter(username=str(name)).first()
    if member is None:
        raise TournamentError(E.TEAM_LIST_MEMBER, f"no user is called {name!s}")
    return member


def registration_or_404(tournament_id: int, registration_id: int) -> Registration:
    return get_object_or_404(
        Registration.objects.select_related("tournament__format"),
        pk=registration_id,
        tournament_id=tournament_id,
    )


def own_registration(tournament: Tournament, user: Any) -> Registration:
    registration = tournament.registrations.select_related("tournament__format").of(user).first()
    if registration is None:
        raise TournamentError(E.TEAM_LIST_NOT_REGISTERED, "you are not registered for this event")
    return registration


def _submit(request: Request, registration: Registration) -> Response:
    team, reason = team_from(request, registration.tournament)
    entry = teamlists.submit(registration, request.user, team, reason, member_from(request))
    return Response(teamlists.entry_body(entry, registration), status=status.HTTP_201_CREATED)


class RegistrationTeamListView(TeamListAPIView):
    """Reading is public once revealed (IsAuthenticatedOrReadOnly); writing needs a login."""

    @extend_schema(
        parameters=[TOURNAMENT_ID, REGISTRATION_ID],
        responses={200: TeamListSerializer, **ERRORS},
        summary="A player's team list: the player, organizers and judges; others once the"
        " event reveals lists",
    )
    def get(self, request: Request, tournament_id: int, registration_id: int) -> Response:
        registration = registration_or_404(tournament_id, registration_id)
        teamlists.require_may_see(request.user, registration)
        return Response(teamlists.entry_body(teamlists.current(registration), registration))

    @extend_schema(
        parameters=[TOURNAMENT_ID, REGISTRATION_ID],
        request=TeamListBodySerializer,
        responses={201: TeamListSerializer, **ERRORS},
        summary="Submit a list (the player until the deadline; organizers, after it with a"
        " reason); 400 team_list/invalid lists every problem",
    )
    def post(self, request: Request, tournament_id: int, registration_id: int) -> Response:
        registration = registration_or_404(tournament_id, registration_id)
        return _submit(request, registration)


class MyTeamListView(TeamListAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: TeamListSerializer, **ERRORS},
        summary="Your team list in this event",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        registration = own_registration(tournament_or_404(tournament_id), request.user)
        return Response(teamlists.entry_body(teamlists.current(registration), registration))

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=TeamListBodySerializer,
        responses={201: TeamListSerializer, **ERRORS},
        summary="Submit your team list (a Team Builder link, or cards)",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        registration = own_registration(tournament_or_404(tournament_id), request.user)
        return _submit(request, registration)


class CheckTeamListView(TeamListAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=TeamListBodySerializer,
        responses={200: TeamListCheckSerializer, **ERRORS},
        summary="Check a list against this event's rules without submitting it",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        team, _ = team_from(request, tournament)
        return Response(teamlists.describe(tournament, team))


class TeamListsView(TeamListAPIView):
    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: TeamListSerializer(many=True), **ERRORS},
        summary="Every team list you may see in this event (all, once revealed)",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        registrations = tournament.registrations.select_related("tournament__format")
        shown = [
            teamlists.entry_body(teamlists.current(r), r)
            for r in registrations.order_by("display_name", "id")
            if teamlists.may_see(request.user, r)
        ]
        return Response(shown)


class TeamListStatusView(TeamListAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: TeamListStatusSerializer(many=True), **ERRORS},
        summary="Who has not submitted (organizers and judges): each player's list status",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = tournament_or_404(tournament_id)
        teamlists.require_staff(request.user, tournament)
        return Response(teamlists.status_of(tournament))


class TeamListHistoryView(TeamListAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID, REGISTRATION_ID],
        responses={200: TeamListHistorySerializer(many=True), **ERRORS},
        summary="Every version of a player's list: who submitted it, when, and why",
    )
    def get(self, request: Request, tournament_id: int, registration_id: int) -> Response:
        registration = registration_or_404(tournament_id, registration_id)
        if registration.user_id != request.user.pk:
            teamlists.require_staff(request.user, registration.tournament)
        return Response(teamlists.history(registration))


class TeamListsCSVView(TeamListAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={(200, "text/csv"): CSV, **ERRORS},
        summary="Every team list as CSV, one row per card (organizers)",
    )
    def get(self, request: Request, tournament_id: int) -> HttpResponse:
        from tournaments.permissions import require_organizer

        tournament = tournament_or_404(tournament_id)
        require_organizer(request.user, tournament)
        teamlists.require_staff(request.user, tournament)  # not an organizer who plays
        header = [
            "player",
            "registration",
            "status",
            "card",
            "title",
            "kind",
            "dice",
            "engine",
            "link",
        ]
        rows: list[list[object]] = []
        for registration in tournament.registrations.order_by("display_name", "id"):
            entry = teamlists.current(registration)
            if entry is None:
                rows.append(
                    [registration.display_name, registration.pk, "missing", "", "", "", "", "", ""]
                )
                continue
            body = teamlists.entry_body(entry, registration)
            state = "valid" if body["valid"] else "invalid"
            for card in body["items"]:
                engine = "executed" if card.get("executed") else "text only"
                rows.append(
                    [
                        registration.display_name,
                        registration.pk,
                        state,
                        card["card"],
                        card["title"],
                        card.get("kind", ""),
                        card["dice"] or "",
                        engine,
                        card.get("link") or body["link"],  # Doubles: the player's own
                    ]
                )
        return csv_response(f"team-lists-{tournament.pk}.csv", header, rows)


# --- sealed pools (Rainbow Draft formats: tournaments/teamlists/sealed.py) -----------------


class SealedPoolSerializer(serializers.Serializer):
    registration = serializers.IntegerField()
    display_name = serializers.CharField()
    seed_hash = serializers.CharField(help_text="SHA-256 of the seed: the commitment")
    seed = serializers.CharField(allow_null=True, help_text="shown once lists are revealed")
    pool = serializers.JSONField(help_text='{"format", "packs", "cards", "basic_actions"}')
    created_at = serializers.CharField()


class PoolsOpenedSerializer(serializers.Serializer):
    opened = serializers.IntegerField()
    seed_hashes = serializers.JSONField()


class SealedPoolsView(TeamListAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: SealedPoolSerializer(many=True), **ERRORS},
        summary="Sealed pools you may see (yours; all for organizers and judges, and for"
        " everyone once lists are revealed, with the seeds that open them)",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        from tournaments.models import SealedPool
        from tournaments.teamlists import sealed

        tournament = tournament_or_404(tournament_id)
        shown = teamlists.revealed(tournament)
        rows = SealedPool.objects.filter(registration__tournament=tournament).select_related(
            "registration"
        )
        return Response(
            [
                sealed.body(row, show_seed=shown)
                for row in rows.order_by("registration_id")
                if teamlists.may_see(request.user, row.registration)
            ]
        )

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        request=None,
        responses={201: PoolsOpenedSerializer, **ERRORS},
        summary="Open a sealed pool for every player who has none (organizers, before round"
        " 1); each pool's seed hash is its commitment",
    )
    def post(self, request: Request, tournament_id: int) -> Response:
        from tournaments.teamlists import sealed

        tournament = tournament_or_404(tournament_id)
        made = sealed.open_pools(tournament, request.user)
        return Response(
            {"opened": len(made), "seed_hashes": {r.registration_id: r.seed_hash for r in made}},
            status=status.HTTP_201_CREATED,
        )


class MySealedPoolView(TeamListAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[TOURNAMENT_ID],
        responses={200: SealedPoolSerializer, **ERRORS},
        summary="Your sealed pool in this event",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        from tournaments.models import SealedPool
        from tournaments.teamlists import sealed

        tournament = tournament_or_404(tournament_id)
        registration = own_registration(tournament, request.user)
        row = SealedPool.objects.filter(registration=registration).first()
        if row is None:
            raise TournamentError(E.SEALED_NO_POOL, "no sealed pool is open for you yet")
        return Response(sealed.body(row, show_seed=teamlists.revealed(tournament)))
