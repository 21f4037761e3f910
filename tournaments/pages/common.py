"""What the page views share: service calls whose refusals become messages, the round clock,
and the result history of a round's matches."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect

from games.errors import GameError
from tournaments.errors import TournamentError
from tournaments.models import Match, Round
from tournaments.pairing import PairingUserError
from tournaments.standings import StandingsUserError

REFUSALS = (TournamentError, PairingUserError, StandingsUserError, GameError)


def attempt(request: HttpRequest, action: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Call a service; a refusal becomes an error message (its words, never a repr) and
    None is returned. The services decide who may do what, as they do for the API."""
    try:
        return action(*args, **kwargs)
    except REFUSALS as error:
        messages.error(request, refusal_text(error))
        return None


def refusal_text(error: Exception) -> str:
    message = getattr(error, "message", "") or str(error)
    return message[:1].upper() + message[1:]


def back(request: HttpRequest, fallback: str) -> HttpResponse:
    """After a POST: to the page it came from (same site only), else `fallback`; htmx
    follows with HX-Redirect."""
    from django.utils.http import url_has_allowed_host_and_scheme

    target = request.POST.get("next") or fallback
    if not url_has_allowed_host_and_scheme(target, {request.get_host()}, request.is_secure()):
        target = fallback
    if getattr(request, "htmx", False):
        response = HttpResponse(status=204)
        response["HX-Redirect"] = target
        return response
    return redirect(target)


DASH = "\u2013"


def score_text(a: int, b: int, draws: int = 0) -> str:
    """2\u20131, or 1\u20131\u20131 with drawn games, as the pages print a score."""
    return DASH.join(str(n) for n in ((a, b, draws) if draws else (a, b)))


def round_deadline(round_: Round) -> datetime:
    """When the round's time runs out: the stored deadline where the round has one, else
    its start plus the event's round length."""
    stored = getattr(round_, "deadline", None)
    if stored is not None:
        return stored
    return round_.started_at + timedelta(minutes=round_.tournament.round_minutes)


def with_history(matches: list[Match]) -> list[Match]:
    """Attach each match's result entries (oldest first) and its latest entry."""
    for match in matches:
        entries = sorted(match.results.all(), key=lambda entry: entry.pk)
        if entries:
            entries[0].first = True  # an organizer's first entry is "entered", not corrected
        match.history = entries
        match.latest = entries[-1] if entries else None
        match.final = match.latest is not None and match.latest.counts
    return matches


def round_matches(round_: Round) -> list[Match]:
    return with_history(
        list(
            round_.matches.select_related("player_a__user", "player_b__user", "round")
            .prefetch_related("results__by", "games")
            .order_by("table")
        )
    )


def int_field(request: HttpRequest, name: str, default: int = 0) -> int | None:
    """A small non-negative integer from a form, or None when it is not one."""
    raw = request.POST.get(name, "").strip()
    if raw == "":
        return default
    if not raw.isdigit() or len(raw) > 2:
        return None
    return int(raw)
