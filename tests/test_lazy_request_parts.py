"""Parts of a request built only when used (issue 18): the CSP nonce and the message storage.

A JSON answer runs no script: its policy carries no nonce and allows no inline script (the
strictest), while every HTML page still gets a fresh nonce (tests/test_csp.py). Messages are
stored only when a view used the storage: a page that flashes one still shows it."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib import messages
from django.contrib.messages.storage.fallback import FallbackStorage
from django.http import HttpResponse
from django.test import Client, RequestFactory
from django.utils.functional import empty

from config.csp import NO_INLINE_SCRIPT, Nonce
from config.lazy_messages import LazyMessageMiddleware


@pytest.mark.django_db
def test_a_json_answer_has_no_nonce_and_a_page_has_one() -> None:
    client = Client()
    api = client.get("/api/health/")
    assert api["Content-Security-Policy"] == NO_INLINE_SCRIPT
    assert "script-src 'self';" in api["Content-Security-Policy"]
    assert "nonce-" not in api["Content-Security-Policy"]
    page = client.get("/accounts/login/")
    assert "'nonce-" in page["Content-Security-Policy"]  # near miss: HTML keeps its nonce


def test_the_nonce_is_drawn_once_when_first_written() -> None:
    nonce = Nonce()
    assert nonce.value is None
    first = str(nonce)
    assert len(first) >= 16 and str(nonce) == first == nonce.__html__()


def test_messages_are_stored_only_when_the_storage_was_used() -> None:
    factory = RequestFactory()

    def quiet(request: Any) -> HttpResponse:
        return HttpResponse("ok")

    def flashing(request: Any) -> HttpResponse:
        messages.success(request, "saved")
        return HttpResponse("ok")

    request = factory.get("/")
    request.session = {}  # type: ignore[attr-defined]
    answer = LazyMessageMiddleware(quiet)(request)
    assert request._messages._wrapped is empty  # never built
    assert "messages" not in answer.cookies
    request = factory.get("/")
    request.session = {}  # type: ignore[attr-defined]
    answer = LazyMessageMiddleware(flashing)(request)
    assert isinstance(request._messages, FallbackStorage)  # built, and saved: a cookie
    assert "messages" in answer.cookies
