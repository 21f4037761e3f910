"""The session store built only when used, for a request without a session cookie (issue 18):
every answer is the one Django's own SessionMiddleware gives (headers and cookies), and an
API request with a token never builds a store."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.middleware import SessionMiddleware
from django.http import HttpRequest, HttpResponse
from django.test import Client, RequestFactory
from django.utils.functional import empty

from config.lazy_sessions import LazySessionMiddleware


def _quiet(request: HttpRequest) -> HttpResponse:
    return HttpResponse("ok")


def _reading(request: HttpRequest) -> HttpResponse:
    return HttpResponse(str(request.session.get("seen", "")))


def _writing(request: HttpRequest) -> HttpResponse:
    request.session["seen"] = "yes"
    return HttpResponse("ok")


def _answers(view: Callable[[HttpRequest], HttpResponse], cookie: str | None) -> list[Any]:
    """(Vary, Set-Cookie names) of Django's middleware and of ours, for the same request."""
    found = []
    for middleware in (SessionMiddleware, LazySessionMiddleware):
        request = RequestFactory().get("/")
        if cookie is not None:
            request.COOKIES[settings.SESSION_COOKIE_NAME] = cookie
        response = middleware(view)(request)
        found.append((response.get("Vary"), sorted(response.cookies)))
    return found


@pytest.mark.django_db
@pytest.mark.parametrize("view", [_quiet, _reading, _writing])
@pytest.mark.parametrize("cookie", [None, "", "short", "x" * 32])
def test_every_answer_is_djangos(view: Callable[[HttpRequest], HttpResponse], cookie: Any) -> None:
    django, ours = _answers(view, cookie)
    assert ours == django


def test_a_request_without_a_cookie_that_never_uses_the_session_builds_none() -> None:
    request = RequestFactory().get("/")
    response = LazySessionMiddleware(_quiet)(request)
    assert request.session._wrapped is empty  # type: ignore[attr-defined]
    assert "Vary" not in response and not response.cookies


@pytest.mark.django_db
def test_an_api_read_sets_no_session_cookie_and_a_login_still_keeps_one() -> None:
    client = Client()
    answer = client.get("/api/health/")
    assert "Cookie" not in answer.get("Vary", "") and not answer.cookies
    get_user_model().objects.create_user("lazy-session", password="a long enough pass 12")
    page = client.post(
        "/accounts/login/", {"username": "lazy-session", "password": "a long enough pass 12"}
    )
    assert page.status_code in (200, 302)
    assert settings.SESSION_COOKIE_NAME in client.cookies  # near miss: a login is kept
