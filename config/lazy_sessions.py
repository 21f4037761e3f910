"""Django's SessionMiddleware with the session store built only when something uses it, for a
request that carries no session cookie.

Django builds a session store for every request (importing its serializer by name each time)
and asks it on the response whether it was accessed, modified or emptied. An API client with
a token (a move, a legal-actions read) sends no session cookie and never touches the session,
so it paid ~15 us a request for nothing (issue 18). Here such a request's session is a lazy
object, built on first use (a login, a page reading the user); unused, it is left out of the
response, exactly as Django leaves an untouched session without a cookie: not accessed (no
`Vary: Cookie`), not modified (nothing saved) and no cookie to delete. A request with a session
cookie gets Django's store at once, as before (deleting an emptied session's cookie depends on
it).
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.sessions.middleware import SessionMiddleware
from django.http import HttpRequest, HttpResponse
from django.utils.functional import SimpleLazyObject, empty


class LazySessionMiddleware(SessionMiddleware):
    """`request.session` built on first use when the request has no session cookie."""

    def process_request(self, request: HttpRequest) -> None:
        key = request.COOKIES.get(settings.SESSION_COOKIE_NAME)
        if key is not None:
            request.session = self.SessionStore(key)
        else:
            request.session = SimpleLazyObject(self.SessionStore)  # type: ignore[assignment]

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        session = getattr(request, "session", None)
        if isinstance(session, SimpleLazyObject) and session._wrapped is empty:
            return response  # no cookie and never used: nothing to vary on, save or delete
        return super().process_response(request, response)
