"""Formats: the API (list, detail, ban list, copies, Global Escalation's winners' bans) and
the pages (list, one format with its rules and ban list, the forms its editors use). Reads
are public; who may change what is tournaments/formats.py's to say, for both."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response

from cards.models import Card
from tournaments import formats
from tournaments.api import ERRORS, READ_ERRORS, TournamentAPIView
from tournaments.models import Format, Role, Tournament
from tournaments.pages.common import attempt

FORMAT_ID = OpenApiParameter("format_id", int, OpenApiParameter.PATH)


class FormatSerializer(serializers.ModelSerializer):
    """A format: its team format, legal sets, bans and own team-building rules."""

    team_format_label = serializers.CharField(source="get_team_format_display", read_only=True)
    shipped = serializers.SerializerMethodField(help_text="shipped with Overcrush (staff edit it)")
    owner = serializers.SerializerMethodField(help_text="the organizer whose copy it is")
    rules = serializers.SerializerMethodField(help_text="what it asks of a team, in words")

    class Meta:
        model = Format
        fields = [
            "id", "slug", "name", "description", "team_format", "team_format_label",
            "rulesets", "legal_sets", "banned_cards", "max_dice_per_card", "different_sets",
            "single_energy", "teams_per_player", "escalating", "shipped", "owner", "rules",
        ]  # fmt: skip
        read_only_fields = fields

    def get_shipped(self, fmt: Format) -> bool:
        return fmt.slug is not None

    def get_owner(self, fmt: Format) -> str | None:
        return fmt.owner.get_username() if fmt.owner_id else None

    def get_rules(self, fmt: Format) -> list[str]:
        return formats.rules_words(fmt)


class BansSerializer(serializers.Serializer):
    banned_cards = serializers.ListField(
        child=serializers.CharField(max_length=40), max_length=formats.MAX_BANS,
        help_text="card codes (31xfc) or engine ids, each known to the catalog",
    )  # fmt: skip


class CopySerializer(serializers.Serializer):
    copy_of = serializers.IntegerField(help_text="the format to copy")
    name = serializers.CharField(max_length=100)


class WinnerSerializer(serializers.Serializer):
    tournament = serializers.IntegerField(help_text="a finished event")


def _rows() -> Any:
    return Format.objects.select_related("owner").order_by(*formats.SHIPPED_FIRST)


class FormatListView(TournamentAPIView):
    @extend_schema(responses={200: FormatSerializer(many=True)}, summary="Every format")
    def get(self, request: Request) -> Response:
        return Response(FormatSerializer(_rows(), many=True).data)

    @extend_schema(
        request=CopySerializer,
        responses={201: FormatSerializer, **ERRORS},
        summary="Copy a format as your own (staff and event organizers)",
    )
    def post(self, request: Request) -> Response:
        body = CopySerializer(data=request.data)
        body.is_valid(raise_exception=True)
        source = get_object_or_404(Format, pk=body.validated_data["copy_of"])
        made = formats.copy(request.user, source, body.validated_data["name"])
        return Response(FormatSerializer(made).data, status=status.HTTP_201_CREATED)


class FormatDetailView(TournamentAPIView):
    @extend_schema(
        parameters=[FORMAT_ID], responses={200: FormatSerializer, **READ_ERRORS},
        summary="One format",
    )  # fmt: skip
    def get(self, request: Request, format_id: int) -> Response:
        return Response(FormatSerializer(get_object_or_404(_rows(), pk=format_id)).data)


class FormatBansView(TournamentAPIView):
    @extend_schema(
        parameters=[FORMAT_ID],
        request=BansSerializer,
        responses={200: FormatSerializer, **ERRORS},
        summary="Replace a format's ban list (staff; an organizer for the formats they own)",
    )
    def put(self, request: Request, format_id: int) -> Response:
        fmt = get_object_or_404(Format, pk=format_id)
        formats.require_edit(request.user, fmt)  # (who, before what)
        body = BansSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        fmt = formats.set_bans(request.user, fmt, body.validated_data["banned_cards"])
        return Response(FormatSerializer(fmt).data)


class FormatWinnerBansView(TournamentAPIView):
    @extend_schema(
        parameters=[FORMAT_ID],
        request=WinnerSerializer,
        responses={200: FormatSerializer, **ERRORS},
        summary="Global Escalation: ban the cards of a finished event's winning list",
    )
    def post(self, request: Request, format_id: int) -> Response:
        fmt = get_object_or_404(Format, pk=format_id)
        formats.require_edit(request.user, fmt)
        body = WinnerSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        tournament = get_object_or_404(Tournament, pk=body.validated_data["tournament"])
        formats.ban_winners_cards(request.user, fmt, tournament)
        return Response(FormatSerializer(fmt).data)


# --- pages ---------------------------------------------------------------------------------


def format_list(request: HttpRequest) -> HttpResponse:
    rows = [(fmt, formats.rules_words(fmt)) for fmt in _rows()]
    return render(request, "tournaments/formats.html", {"rows": rows})


def format_page(request: HttpRequest, format_id: int) -> HttpResponse:
    fmt = get_object_or_404(_rows(), pk=format_id)
    codes = list(fmt.banned_cards)
    found = {c.code: c for c in Card.objects.filter(code__in=codes)} | {
        c.engine_id: c for c in Card.objects.filter(engine_id__in=codes)
    }
    editable = formats.may_edit(request.user, fmt)
    finished = (
        [
            event
            for event in Tournament.objects.filter(
                format=fmt,
                **({} if request.user.is_staff else {
                    "roles__user": request.user, "roles__kind": Role.Kind.ORGANIZER}),
            ).distinct().order_by("-date")[:50]
            if formats.finished(event)
        ]
        if editable and fmt.escalating else []
    )  # fmt: skip
    context = {
        "format": fmt,
        "rules": formats.rules_words(fmt),
        "bans": [(code, found.get(code)) for code in codes],
        "editable": editable,
        "may_copy": formats.is_organizer_anywhere(request.user),
        "finished": finished,
    }
    return render(request, "tournaments/format.html", context)


@login_required
@require_POST
def edit_bans(request: HttpRequest, format_id: int) -> HttpResponse:
    fmt = get_object_or_404(Format, pk=format_id)
    if attempt(request, formats.set_bans, request.user, fmt, request.POST.get("banned_cards", "")):
        from django.contrib import messages

        messages.success(request, f"The ban list of {fmt.name} is saved.")
    return redirect("tournaments:format", fmt.pk)


@login_required
@require_POST
def copy_format(request: HttpRequest, format_id: int) -> HttpResponse:
    fmt = get_object_or_404(Format, pk=format_id)
    made = attempt(request, formats.copy, request.user, fmt, request.POST.get("name", ""))
    return redirect(reverse("tournaments:format", args=[made.pk if made else fmt.pk]))


@login_required
@require_POST
def ban_winner(request: HttpRequest, format_id: int) -> HttpResponse:
    fmt = get_object_or_404(Format, pk=format_id)
    tournament = Tournament.objects.filter(pk=request.POST.get("tournament") or 0).first()
    if tournament is None:
        from django.contrib import messages

        messages.error(request, "Choose a finished event.")
    else:
        attempt(request, formats.ban_winners_cards, request.user, fmt, tournament)
    return redirect("tournaments:format", fmt.pk)
