"""The catalog API: search, one card, one exact version, the sets. Public and read-only."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from cards import errors as E
from cards import search, services, typed_lists
from cards.errors import CatalogError
from cards.models import CardSet
from cards.serializers import (
    CardDetailSerializer,
    CardSerializer,
    CardSetSerializer,
    CardVersionSerializer,
    SearchResultSerializer,
    TypedTeamRequestSerializer,
    TypedTeamSerializer,
)
from config.api import ErrorSerializer, ProjectAPIView

MAX_LIMIT = 200
ERRORS = {400: ErrorSerializer, 404: ErrorSerializer}
SEARCH_PARAMETERS = [
    OpenApiParameter("q", str, description="words found in name, subtitle, text, set, ..."),
    *(OpenApiParameter(name, str, description=f"only this {name}") for name in search.FILTERS),
    OpenApiParameter("executed", bool, description="only cards the engine runs (or not)"),
    OpenApiParameter("limit", int, description=f"1 to {MAX_LIMIT}, default 50"),
    OpenApiParameter("offset", int),
]


class CatalogAPIView(ProjectAPIView):
    """{code, message} refusals, as the rest of the API."""

    def handle_exception(self, exc: Exception) -> Response:
        if isinstance(exc, CatalogError):
            return Response({"code": exc.code, "message": exc.message}, status=exc.http_status)
        return super().handle_exception(exc)


def whole_param(request: Request, name: str, default: int, low: int, high: int) -> int:
    raw = request.query_params.get(name, "")
    if raw == "":
        return default
    if not raw.isdigit() or not low <= int(raw) <= high:
        raise CatalogError(E.BAD_QUERY, f"{name} must be a whole number from {low} to {high}")
    return int(raw)


def search_arguments(params: Any) -> tuple[str, dict[str, str], bool | None]:
    """The query, the filters and the executed flag from request parameters."""
    executed_text = params.get("executed", "").lower()
    if executed_text not in ("", "true", "false", "1", "0", "yes", "no"):
        raise CatalogError(E.BAD_QUERY, "executed must be true or false")
    executed = None if executed_text == "" else executed_text in ("true", "1", "yes")
    filters = {name: params.get(name, "") for name in search.FILTERS if params.get(name)}
    return params.get("q", ""), filters, executed


class CardSearchView(CatalogAPIView):
    @extend_schema(
        parameters=SEARCH_PARAMETERS,
        responses={200: SearchResultSerializer, **ERRORS},
        summary="Search the catalog: every word of q and every filter match, else close names",
        operation_id="cards_search",
    )
    def get(self, request: Request) -> Response:
        query, filters, executed = search_arguments(request.query_params)
        limit = whole_param(request, "limit", 50, 1, MAX_LIMIT)
        offset = whole_param(request, "offset", 0, 0, 1_000_000)
        found = search.search(query, filters, executed)
        page = list(found.cards[offset : offset + limit])
        body = {
            "count": found.cards.count(),
            "limit": limit,
            "offset": offset,
            "close": found.close,
            "results": CardSerializer(page, many=True).data,
        }
        return Response(body)


class CardDetailView(CatalogAPIView):
    @extend_schema(
        parameters=[OpenApiParameter("code", str, OpenApiParameter.PATH)],
        responses={200: CardDetailSerializer, **ERRORS},
        summary="One card (by its code, 31xfc, or engine id): its definition and versions",
        operation_id="cards_detail",
    )
    def get(self, request: Request, code: str) -> Response:
        return Response(CardDetailSerializer(services.card_by_code(code)).data)


class CardVersionView(CatalogAPIView):
    @extend_schema(
        parameters=[OpenApiParameter("digest", str, OpenApiParameter.PATH)],
        responses={200: CardVersionSerializer, **ERRORS},
        summary="One exact card definition by its SHA-256 (what a game was played with)",
    )
    def get(self, request: Request, digest: str) -> Response:
        return Response(CardVersionSerializer(services.version_by_digest(digest)).data)


class CardSetListView(CatalogAPIView):
    @extend_schema(responses={200: CardSetSerializer(many=True)}, summary="Every set")
    def get(self, request: Request) -> Response:
        return Response(CardSetSerializer(CardSet.objects.all(), many=True).data)


class TypedTeamView(CatalogAPIView):
    """Names as a player types them, resolved to cards for the player to confirm."""

    @extend_schema(
        request=TypedTeamRequestSerializer,
        responses={200: TypedTeamSerializer, **ERRORS},
        summary="Resolve a team typed by card names (with sets and dice counts) to cards",
        operation_id="cards_resolve_typed_team",
    )
    def post(self, request: Request) -> Response:
        data = request.data if isinstance(request.data, dict) else {}
        if "text" not in data:
            raise CatalogError(E.BAD_QUERY, 'send the team as text: {"text": "..."}')
        typed = typed_lists.resolve(data["text"])
        return Response(TypedTeamSerializer(typed).data)
