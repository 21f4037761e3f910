"""What the page views share: service calls whose refusals become messages, going back,
scores in words and numbers read from a form. (The round clock's deadline is
tournaments/rounds/clock.py, a round's result history tournaments/results/history.py.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect

from games.errors import GameError
from tournaments.errors import TournamentError
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


def int_field(request: HttpRequest, name: str, default: int = 0) -> int | None:
    """A small non-negative integer from a form, or None when it is not one."""
    raw = request.POST.get(name, "").strip()
    if raw == "":
        return default
    if not raw.isdigit() or len(raw) > 2:
        return None
    return int(raw)
