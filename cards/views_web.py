"""The catalog pages: search with filters, and one card with its faces, text and versions.
Public, server-rendered; templates escape everything (imported text included)."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from cards import search, services
from cards.errors import CatalogError
from cards.models import CardSet
from cards.views import search_arguments
from cards.vocabulary import ENERGY_TYPES, KEYWORDS, TEMPLATES, keyword_label
from games import reading
from games.reading.reasons import reasons as reading_reasons
from games.reading.reasons import unread_of

PAGE = 50


def catalog(request: HttpRequest) -> HttpResponse:
    error = ""
    close = False
    cards: list = []
    count = 0
    try:
        page = max(1, int(request.GET.get("page", "1")))
    except ValueError:
        page = 1
    try:
        query, filters, executed = search_arguments(request.GET)
        found = search.search(query, filters, executed)
        close = found.close
        count = found.cards.count()
        cards = list(found.cards[(page - 1) * PAGE : page * PAGE])
        for card in cards:
            card.kind_label = card.set.word(card.kind)
    except CatalogError as refusal:
        error = refusal.message
    params = request.GET.copy()
    params.pop("page", None)
    context = {
        "cards": cards,
        "count": count,
        "close": close,
        "error": error,
        "page": page,
        "has_next": page * PAGE < count,
        "query_string": params.urlencode(),
        "sets": CardSet.objects.all(),
        "energies": ENERGY_TYPES,
        "keywords": KEYWORDS,
        "values": request.GET,
    }
    return render(request, "cards/catalog.html", context)


def card_page(request: HttpRequest, code: str) -> HttpResponse:
    try:
        card = services.card_by_code(code)
    except CatalogError:
        raise Http404("no such card") from None
    data = card.current_version.data if card.current_version else {}
    context = {
        "card": card,
        "data": data,
        "kind_label": card.set.word(card.kind),
        "keywords": [keyword_label(k) for k in card.keywords],
        "templates": [TEMPLATES.get(t, t) for t in data.get("templates", [])],
        "versions": card.versions.order_by("-id"),
        # the printed text beside the engine's reading of it, and why a card is text only
        "sheet": reading.sheet(data) if data else [],
        "reasons": reading_reasons(card.not_executed, unread_of(data)),
    }
    return render(request, "cards/card.html", context)
