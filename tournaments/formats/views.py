"""Formats: the API (list, detail, ban list, copies, Global Escalation's winners' bans).
Reads are public; who may change what is tournaments/formats/rules.py's to say. The
format pages are tournaments/pages/formats.py."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments.api import ERRORS, READ_ERRORS, TournamentAPIView
from tournaments.formats import rules as formats
from tournaments.models import Format, Tournament

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


class FormatListView(TournamentAPIView):
    @extend_schema(responses={200: FormatSerializer(many=True)}, summary="Every format")
    def get(self, request: Request) -> Response:
        return Response(FormatSerializer(formats.format_rows(), many=True).data)

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
        found = get_object_or_404(formats.format_rows(), pk=format_id)
        return Response(FormatSerializer(found).data)


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
