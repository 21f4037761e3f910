"""A move and its legal actions asked with an API token go through a shorter middleware chain.

Of the fourteen middlewares every request passes, several are for pages and browsers only:
static files (WhiteNoise), the session and its cookie, CSRF, the session's user, page writes'
throttle, messages, htmx. For a token client's request to a game's `actions/` or
`legal-actions/` (DRF views: CSRF-exempt, authenticated by the token, or refused by it, never
by a session) with no cookie at all, each of them does nothing but cost time: on a move
about a twentieth of the server's instructions (issue 18, tests/benchmarks/profile_move.py
`--instructions`). `application` (config/wsgi.py) sends such a request to a second Django
handler built with `settings.MIDDLEWARE` less `SKIPPED`, and everything else to the usual
one. Both are Django's own WSGIHandler: the same signals, URL resolving, views, exception
handling (a database outage's 503, the API guard's JSON errors) and the same response
headers (security, CSP, X-Frame-Options), which tests/games/test_api_route.py compares for
usual and refused requests.

Why these are no-ops here, request by request:
- WhiteNoise serves only STATIC_URL's paths; these are under /api/.
- Without a cookie there is no session to load, no CSRF cookie to read or rotate and no
  messages stored; nothing of the request's reads `request.session`: DRF's token
  authentication either takes the token or refuses it (401) before a session is asked, and
  sets the user on the request itself (as does config/lean_api.py).
- The page-write throttle skips /api/ (DRF throttles the API); htmx's request attribute is
  read by pages only.

The handler also finds the view without walking the URLconf (`TokenApiHandler.resolve_request`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from django.conf import settings
from django.core.handlers.wsgi import WSGIHandler
from django.http import HttpRequest
from django.urls import ResolverMatch, get_resolver

# The middlewares a token request to the routes below passes for nothing (module docstring).
SKIPPED = frozenset(
    {
        "whitenoise.middleware.WhiteNoiseMiddleware",
        "config.lazy_sessions.LazySessionMiddleware",
        "django.contrib.sessions.middleware.SessionMiddleware",
        "django.middleware.csrf.CsrfViewMiddleware",
        "django.contrib.auth.middleware.AuthenticationMiddleware",
        "config.throttles.PageWriteThrottleMiddleware",
        "config.lazy_messages.LazyMessageMiddleware",
        "django.contrib.messages.middleware.MessageMiddleware",
        "django_htmx.middleware.HtmxMiddleware",
    }
)
# A game's actions and legal actions (games/urls.py), nothing else.
# (`<str:game_id>`, as games/urls.py names them: any text without a slash)
ROUTES = re.compile(r"/api/games/(?P<game_id>[^/]+)/(?P<view>actions|legal-actions)/\Z")
_JSON = frozenset({"application/json", "*/*"})


class TokenApiHandler(WSGIHandler):
    """Django's WSGI handler with `settings.MIDDLEWARE` less `SKIPPED`, which finds the view
    of a `ROUTES` path without walking the URLconf: the match the URLconf gives for that view
    (resolved once per process), with the request's game id."""

    def __init__(self) -> None:
        super().__init__()
        self._matches: dict[str, ResolverMatch] = {}

    def load_middleware(self, is_async: bool = False) -> None:
        full = settings.MIDDLEWARE
        settings.MIDDLEWARE = [path for path in full if path not in SKIPPED]
        try:
            super().load_middleware(is_async)
        finally:
            settings.MIDDLEWARE = full

    def resolve_request(self, request: HttpRequest) -> ResolverMatch:
        found = ROUTES.match(request.path_info)
        if found is None or hasattr(request, "urlconf"):  # (a middleware chose a URLconf)
            return super().resolve_request(request)
        view, game_id = found["view"], found["game_id"]
        known = self._matches.get(view)
        if known is None:
            known = self._matches[view] = get_resolver().resolve(f"/api/games/-/{view}/")
        match = ResolverMatch.__new__(ResolverMatch)  # the same match, another game id
        match.__dict__.update(known.__dict__)
        match.kwargs, match.captured_kwargs = {"game_id": game_id}, {"game_id": game_id}
        request.resolver_match = match
        return match


def token_route(environ: dict[str, Any]) -> bool:
    """Whether a request goes through the shorter chain: a game's actions or legal actions,
    `Authorization: Token ...` (DRF's keyword, any case, as it reads it), no cookie, and JSON
    asked for as config/lean_api.py takes it (an HTML page of DRF's browsable API carries a
    CSRF token and the session's user: the whole chain serves it)."""
    if "HTTP_COOKIE" in environ or environ.get("HTTP_ACCEPT", "*/*") not in _JSON:
        return False
    if "format" in environ.get("QUERY_STRING", ""):
        return False
    header = environ.get("HTTP_AUTHORIZATION", "")
    if not isinstance(header, str) or header[:6].lower() != "token ":
        return False
    return ROUTES.match(environ.get("PATH_INFO", "")) is not None


class Routed:
    """The WSGI application: `token_route` requests to `token`, the rest to `usual`."""

    def __init__(self, usual: WSGIHandler, token: WSGIHandler) -> None:
        self.usual = usual
        self.token = token

    def __call__(self, environ: dict[str, Any], start_response: Callable) -> Iterable[bytes]:
        handler = self.token if token_route(environ) else self.usual
        return handler(environ, start_response)
