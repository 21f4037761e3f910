"""The catalog pages: search with filters, and one card with its faces, text and versions.
Public, server-rendered; templates escape everything (imported text included)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from cards import search, services
from cards.errors import CatalogError
from cards.models import Card, CardSet
from cards.views import search_arguments
from cards.vocabulary import ENERGY_TYPES, KEYWORDS, TEMPLATES, keyword_label

PAGE = 50
# What the engine reads on a card (its sheet: printed text beside the reading, and why it
# is text only), as context for the card page: games registers its reading
# (games/apps.py, games/catalog.py), so the catalog never imports the games above it.
CARD_READING: list[Callable[[Card, dict[str, Any]], dict[str, Any]]] = []


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
        "sheet": [],
        "reasons": [],
    }
    for provider in CARD_READING:
        context.update(provider(card, data))
    return render(request, "cards/card.html", context)
