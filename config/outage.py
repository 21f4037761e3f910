"""A database outage answers 503 "try again", not 500 (issue 15, item 11).

When PostgreSQL cannot be reached (refused or lost connection, server shutting down or
refusing new connections) or SQLite cannot open or lock its file, nothing is wrong with the
request and nothing was stored: the client should come back in a moment. Under /api/ the answer
is `{code: "service/database_unavailable", message}` JSON, elsewhere a short page, both 503
with `Retry-After` (`DATABASE_RETRY_AFTER` seconds). Any other database error (a bug: a missing
table, a constraint) is still a 500.

Two places see the exception: `DatabaseOutageMiddleware.process_exception` (last in MIDDLEWARE,
so first to see what a view raises; in development too) and `server_error` (handler500), for
an outage met by a middleware, e.g. the session saved on the way out. The answer is built
without the database (no request context, no user), which is down.
"""

from __future__ import annotations

import logging
import sqlite3
import sys
from collections.abc import Callable

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.template.loader import render_to_string
from django.views import defaults

logger = logging.getLogger(__name__)

API_PREFIX = "/api/"
CODE = "service/database_unavailable"
MESSAGE = "the database is unavailable; try again in a moment"
# PostgreSQL's SQLSTATEs of a server that is not there for us: class 08 (connection
# exception), shutting down (57P01-57P03) and too many connections (53300). A connection that
# never opened or broke mid-query has no SQLSTATE at all.
UNREACHABLE_STATES = ("08", "57P01", "57P02", "57P03", "53300")
# SQLite: the file cannot be opened, or stays locked past the busy timeout.
SQLITE_UNAVAILABLE = {"SQLITE_CANTOPEN", "SQLITE_BUSY", "SQLITE_LOCKED"}


def database_unavailable(error: BaseException | None) -> bool:
    """Whether `error` says the database cannot be reached now, rather than a bug."""
    if not isinstance(error, OperationalError | InterfaceError):
        return False
    cause = error.__cause__
    if isinstance(cause, sqlite3.Error):
        return getattr(cause, "sqlite_errorname", "") in SQLITE_UNAVAILABLE
    state = getattr(cause, "sqlstate", None)
    return state is None or state.startswith(UNREACHABLE_STATES)


def unavailable_response(request: HttpRequest) -> HttpResponse:
    retry = str(settings.DATABASE_RETRY_AFTER)
    if request.path.startswith(API_PREFIX):
        response: HttpResponse = JsonResponse({"code": CODE, "message": MESSAGE}, status=503)
    else:
        page = render_to_string("503.html", {"retry_after": retry, "path": request.path})
        response = HttpResponse(page, status=503)
    response["Retry-After"] = retry
    response["Cache-Control"] = "no-store"
    return response


def _logged(request: HttpRequest, error: BaseException) -> HttpResponse:
    logger.warning("database unavailable (%s) for %s %s", error, request.method, request.path)
    return unavailable_response(request)


class DatabaseOutageMiddleware:
    """Last in MIDDLEWARE: turns a view's database-outage exception into the 503."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        return _logged(request, exception) if database_unavailable(exception) else None


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: Django calls it inside its `except`, so the exception is at hand."""
    error = sys.exc_info()[1]
    if database_unavailable(error):
        return _logged(request, error)  # type: ignore[arg-type]
    return defaults.server_error(request)
