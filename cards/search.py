"""Searching the catalog as players type: every word, then close names.

Every word of the query must be found in a card's search text (name, subtitle, text, set,
tags), compared folded (`cards.names.fold`): case, ™, accents, punctuation, hyphens and
common abbreviations do not matter, and "spiderman" finds "Spider-Man". When no card has
every word, the query is taken as a misspelt name ("wolverne", "Guy Gardener") and the cards
whose name or subtitle is close to it come back, closest first: by pg_trgm's similarity on
PostgreSQL when the extension is installed, else the same measure computed here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django.db import connections
from django.db.models import Case, FloatField, IntegerField, Q, QuerySet, Value, When
from django.db.models.functions import Greatest

from cards import errors as E
from cards import names
from cards.errors import CatalogError
from cards.models import Card

MAX_QUERY = 200
MAX_TERMS = 8
MAX_CLOSE = 100  # close matches kept: a misspelt name, not a browse
FILTERS = {"set": "set", "kind": "kind", "energy": "energy", "affiliation": "aff", "keyword": "kw"}
FILTERS |= {"number": "num"}
TAG_PREFIXES = frozenset(FILTERS.values())


@dataclass(frozen=True)
class Found:
    """The cards found, in order, and whether they are close matches (no card had every word)."""

    cards: QuerySet[Card]
    close: bool = False


def tag(prefix: str, value: str) -> str:
    return f"{prefix}:{'_'.join(value.lower().split())}"


def affiliation_tag(value: str) -> str:
    """One tag per affiliation however it is written: "X-Men", "xmen", "x men" -> aff:xmen;
    "Villains" and "villain" -> aff:villain."""
    return f"aff:{names.singular(names.compact(value))}"


def is_tag(word: str) -> bool:
    prefix, colon, value = word.lower().partition(":")
    return bool(colon and value) and prefix in TAG_PREFIXES


def term(word: str) -> str:
    """A query word as the search text holds it: tags ("set:xfc") lower-cased, words folded
    ("Blink:" -> "blink")."""
    return word.lower() if is_tag(word) else names.fold(word)


def search(
    query: str = "", filters: Mapping[str, str] | None = None, executed: bool | None = None
) -> Found:
    """Cards that hold every word of `query` and match every filter (exact code first, then
    names equal to the query, names starting with it, the rest by set and number); when none
    does, the cards whose name or subtitle is close to the query."""
    query = clean(query, "q", MAX_QUERY)
    words = [t for w in query.split() if (t := term(w))]
    if len(words) > MAX_TERMS:
        raise CatalogError(E.BAD_QUERY, f"at most {MAX_TERMS} words")
    cards = filtered(Card.objects.select_related("set", "current_version"), filters, executed)
    exact = cards
    for word in words:
        exact = exact.filter(search_text__contains=word)
    folded = " ".join(words)
    first = words[0] if words else ""
    rank = Case(
        When(code=query.strip().lower() or "\x01", then=Value(0)),
        When(name_folded=folded or "\x01", then=Value(1)),
        When(title_folded=folded or "\x01", then=Value(1)),
        When(name_folded__startswith=folded or "\x01", then=Value(2)),
        When(title_folded__startswith=folded or "\x01", then=Value(3)),
        When(code=first or "\x01", then=Value(3)),
        default=Value(4),
        output_field=IntegerField(),
    )
    ranked = exact.annotate(rank=rank).order_by("rank", "set__code", "number_sort", "number")
    if not words or any(is_tag(w) for w in words):
        return Found(ranked)
    best = ranked.values_list("rank", flat=True).first()
    if best is not None and best < 4:
        return Found(ranked)
    close = close_to(cards, folded)
    if best is None:
        return Found(close, close=True)
    # only the text has the words: cards named like them come first, then the text matches
    first_ids = list(close.values_list("pk", flat=True))
    named = Case(*(When(pk=pk, then=Value(i - len(first_ids))) for i, pk in enumerate(first_ids)),
                 default=rank, output_field=IntegerField())  # fmt: skip
    both = cards.filter(Q(pk__in=first_ids) | Q(pk__in=exact.values("pk")))
    return Found(both.annotate(rank=named).order_by("rank", "set__code", "number_sort", "number"))


def filtered(
    cards: QuerySet[Card], filters: Mapping[str, str] | None, executed: bool | None
) -> QuerySet[Card]:
    for name, value in (filters or {}).items():
        if name not in FILTERS:
            raise CatalogError(E.BAD_QUERY, f"unknown filter {name!r}; known {', '.join(FILTERS)}")
        value = clean(value, name, 60)
        if not value:
            continue
        wanted = affiliation_tag(value) if name == "affiliation" else tag(FILTERS[name], value)
        cards = cards.filter(search_text__contains=f" {wanted} ")
    if executed is not None:
        cards = cards.filter(executed=executed)
    return cards


def close_to(cards: QuerySet[Card], folded: str) -> QuerySet[Card]:
    """The cards whose name, subtitle or both are close to `folded`, closest first."""
    if has_trigrams(cards.db):
        from django.contrib.postgres.search import TrigramSimilarity

        closeness = Greatest(
            TrigramSimilarity("name_folded", folded),
            TrigramSimilarity("subtitle_folded", folded),
            TrigramSimilarity("title_folded", folded),
        )
        near = (
            Q(name_folded__trigram_similar=folded)
            | Q(subtitle_folded__trigram_similar=folded)
            | Q(title_folded__trigram_similar=folded)
        )  # pg_trgm's `%`: the trigram indexes pick candidates (similarity >= 0.3)
        return (
            cards.filter(near)
            .annotate(closeness=closeness)
            .filter(closeness__gte=names.CLOSE)
            .order_by("-closeness", "set__code", "number_sort", "number")[:MAX_CLOSE]
        )
    scored = [
        (names.closeness(folded, name, subtitle), pk)
        for pk, name, subtitle in cards.values_list("pk", "name_folded", "subtitle_folded")
    ]
    best = sorted((-score, pk) for score, pk in scored if score >= names.CLOSE)[:MAX_CLOSE]
    order = Case(
        *(When(pk=pk, then=Value(-score)) for score, pk in best),
        default=Value(0.0),
        output_field=FloatField(),
    )
    return (
        cards.filter(pk__in=[pk for _, pk in best])
        .annotate(closeness=order)
        .order_by("-closeness", "set__code", "number_sort", "number")
    )


@lru_cache(maxsize=8)
def has_trigrams(alias: str) -> bool:
    """Whether this database can rank by pg_trgm (PostgreSQL with the extension installed)."""
    connection = connections[alias]
    if connection.vendor != "postgresql":
        return False
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
        return cursor.fetchone() is not None


def clean(value: Any, name: str, limit: int) -> str:
    if not isinstance(value, str):
        raise CatalogError(E.BAD_QUERY, f"{name} must be text")
    if "\x00" in value:
        raise CatalogError(E.BAD_QUERY, f"{name} contains a NUL character")
    if len(value) > limit:
        raise CatalogError(E.BAD_QUERY, f"{name} is longer than {limit} characters")
    return value.strip()
