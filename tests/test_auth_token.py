"""Token authentication: the API takes `Authorization: Token <key>` as well as sessions."""

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db


def test_a_token_from_the_token_endpoint_authenticates_api_calls(django_user_model) -> None:
    django_user_model.objects.create_user("tina", password="pw-12345")
    client = APIClient()
    answer = client.post("/api/auth/token/", {"username": "tina", "password": "pw-12345"})
    assert answer.status_code == 200
    client.credentials(HTTP_AUTHORIZATION=f"Token {answer.json()['token']}")
    created = client.post("/api/tournaments/", {"name": "T", "date": "2026-12-01"}, format="json")
    assert created.status_code == 201, created.content


def test_the_api_docs_page_is_served_without_internet(client) -> None:
    """Swagger UI's assets come from our static files (drf-spectacular-sidecar)."""
    page = client.get("/api/docs/")
    assert page.status_code == 200
    assert b"cdn.jsdelivr" not in page.content
