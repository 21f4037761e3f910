"""Rate limits backed by the cache: logins per client address, writes per user.

Pages and the API share the per-user write limit: a form POST from the console or the play
page costs the same as the API call it stands for (`PageWriteThrottleMiddleware`).

Rates come from settings.THROTTLE_RATES when a request is checked (None: no limit), so each
environment sets its own: the test suite and the benchmarks run without limits. The cache
is Redis in production; if it fails, requests go through unthrottled (with a warning)
rather than failing: a rate limit must never turn a login into a 500.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from rest_framework.throttling import SimpleRateThrottle

logger = logging.getLogger(__name__)

SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


class CacheThrottle(SimpleRateThrottle):
    """DRF's fixed-window throttle with per-environment rates and a cache that may fail."""

    def get_rate(self) -> str | None:
        return settings.THROTTLE_RATES.get(self.scope)

    def allow_request(self, request: Any, view: Any) -> bool:
        try:
            return super().allow_request(request, view)
        except Exception:  # the cache backend's own errors (Redis down, timeouts)
            logger.warning("rate limit %s skipped: the cache failed", self.scope, exc_info=True)
            return True


class LoginThrottle(CacheThrottle):
    """Attempts to log in or get a token, per client address (guessing passwords)."""

    scope = "login"

    def get_cache_key(self, request: Any, view: Any) -> str | None:
        if request.method in SAFE_METHODS:
            return None
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class WriteThrottle(CacheThrottle):
    """Writes (POST, PATCH, ...) per user; per client address for anonymous requests."""

    scope = "writes"

    def get_cache_key(self, request: Any, view: Any) -> str | None:
        if request.method in SAFE_METHODS:
            return None
        user = getattr(request, "user", None)
        ident = f"user-{user.pk}" if user is not None and user.is_authenticated else None
        return self.cache_format % {"scope": self.scope, "ident": ident or self.get_ident(request)}


def login_throttled(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """The login page's POSTs share the token endpoint's limit (a plain Django view)."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        throttle = LoginThrottle()
        if not throttle.allow_request(request, None):
            return too_many(throttle, "Too many login attempts; try again later.")
        return view(request, *args, **kwargs)

    return wrapped


class PageWriteThrottleMiddleware:
    """Signed-in users' page writes (forms, htmx) count against their API write limit.

    The API throttles itself (DRF, `WriteThrottle` by default); the login and sign-up pages
    have their own limit per address (`login_throttled`). Everything else that writes through
    a page needs a signed-in user, so the user's bucket is the one to fill.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if (
            request.method not in SAFE_METHODS
            and not request.path.startswith("/api/")
            and request.user.is_authenticated
        ):
            throttle = WriteThrottle()
            if not throttle.allow_request(request, None):
                return too_many(throttle, "Too many changes in a short time; wait a moment.")
        return self.get_response(request)


def too_many(throttle: CacheThrottle, message: str) -> HttpResponse:
    """A plain 429 with Retry-After: pages show it as is, htmx swaps it in as text."""
    response = HttpResponse(message, status=429, content_type="text/plain; charset=utf-8")
    wait = throttle.wait()
    if wait is not None:
        response["Retry-After"] = str(int(wait) + 1)
    return response
