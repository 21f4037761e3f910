"""What the tournaments REST API's views share: the base view, the lookups that answer 404,
optional paging, request validation, CSV answers and the schema's parameters. Refusals
are {code, message} (config/api.py)."""

from __future__ import annotations

import csv
import io
from typing import Any

from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.request import Request
from rest_framework.response import Response

from config.api import ErrorSerializer, ProjectAPIView
from tournaments.errors import TournamentError
from tournaments.models import Match, Round, Tournament
from tournaments.pairing import PairingUserError
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
