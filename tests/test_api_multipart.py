"""A multipart body Django cannot read (no boundary, or a bad one) is refused under /api/ with
400 JSON and a code, never Django's HTML 400 page (issue 15, item 10)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

PATHS = ["/api/auth/token/", "/api/tournaments/", "/api/games/"]
BROKEN = [
    ("multipart/form-data", b"--x\r\nContent-Disposition: form-data\r\n\r\n1\r\n--x--\r\n"),
    ("multipart/form-data; boundary=", b"--\r\n\r\n"),
    ("multipart/form-data; boundary=\x00", b"--x\r\n"),
]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("content_type,body", BROKEN, ids=["no boundary", "empty", "nul"])
def test_an_unreadable_multipart_body_is_refused_with_json(
    path: str, content_type: str, body: bytes, django_user_model: Any
) -> None:
    client = Client(raise_request_exception=False)
    client.force_login(django_user_model.objects.create_user("mia"))
    answer = client.generic("POST", path, body, content_type=content_type)
    assert answer.status_code == 400, answer.content
    assert answer["Content-Type"] == "application/json"
    payload = answer.json()
    assert payload["code"] == "request/bad_multipart" and payload["message"]
