"""Rate limits (issue 9, item 19): logins and tokens per client address, writes per user,
backed by the cache; a dead Redis lets requests through instead of failing them. The suite
itself runs without limits (config/settings_test.py); these tests turn them on."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.password_validation import validate_password
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.test import Client, override_settings
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tournaments.models import Tournament

pytestmark = pytest.mark.django_db

DEAD_REDIS = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://127.0.0.1:1/0",  # nothing listens on port 1
    }
}


@pytest.fixture
def limits(settings: Any) -> Any:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.THROTTLE_RATES = {"login": "3/min", "writes": "4/min"}
    cache.clear()
    yield settings
    cache.clear()


@pytest.fixture
def tina(django_user_model: Any, limits: Any) -> Any:
    return django_user_model.objects.create_user("tina", password="a-long-pass-phrase")


def token_attempt(client: APIClient, password: str = "wrong") -> Any:
    return client.post(
        "/api/auth/token/", {"username": "tina", "password": password}, format="json"
    )


def test_the_token_endpoint_is_rate_limited_per_client_address(tina: Any) -> None:
    client = APIClient()
    assert [token_attempt(client).status_code for _ in range(3)] == [400, 400, 400]
    refused = token_attempt(client, "a-long-pass-phrase")  # even the right password now
    assert refused.status_code == 429
    assert refused.json()["code"] == "request/throttled"
    assert int(refused["Retry-After"]) > 0
    assert Token.objects.count() == 0
    other = APIClient(REMOTE_ADDR="10.9.8.7")
    assert token_attempt(other, "a-long-pass-phrase").status_code == 200


def test_the_login_page_shares_the_login_limit(tina: Any) -> None:
    browser = Client()
    for _ in range(3):
        page = browser.post("/accounts/login/", {"username": "tina", "password": "wrong"})
        assert page.status_code == 200
    refused = browser.post("/accounts/login/", {"username": "tina", "password": "wrong"})
    assert refused.status_code == 429
    assert "Retry-After" in refused
    assert browser.get("/accounts/login/").status_code == 200  # reading the page is free


def test_writes_are_rate_limited_per_user_and_reads_are_not(
    tina: Any, django_user_model: Any
) -> None:
    client = APIClient()
    client.force_authenticate(tina)
    body = {"name": "Cup", "date": "2026-12-01"}
    answers = [client.post("/api/tournaments/", body, format="json") for _ in range(5)]
    assert [a.status_code for a in answers] == [201, 201, 201, 201, 429]
    assert answers[-1].json()["code"] == "request/throttled"
    assert Tournament.objects.count() == 4
    assert client.get("/api/tournaments/").status_code == 200
    other = APIClient()
    other.force_authenticate(django_user_model.objects.create_user("ursula"))
    assert other.post("/api/tournaments/", body, format="json").status_code == 201


def test_page_writes_share_the_users_write_limit_with_the_api(tina: Any) -> None:
    """A form POST costs what the API call it stands for costs (issue 10: pages are
    rate-limited like the API); reading pages stays free."""
    api = APIClient()
    api.force_authenticate(tina)
    body = {"name": "Cup", "date": "2026-12-01"}
    assert [api.post("/api/tournaments/", body, format="json").status_code for _ in range(2)] == [
        201,
        201,
    ]
    browser = Client()
    browser.force_login(tina)
    form = {
        **body,
        "match_structure": "bo1",
        "play_mode": "paper",
        "top_cut": "0",
        "starting_life": "20",
        "round_minutes": "50",
    }
    pages = [browser.post("/tournaments/new/", {**form, "name": f"Page {i}"}) for i in range(3)]
    assert [p.status_code for p in pages] == [302, 302, 429]
    assert int(pages[-1]["Retry-After"]) > 0
    assert "Too many changes" in pages[-1].content.decode()
    assert Tournament.objects.count() == 4
    assert browser.get("/tournaments/new/").status_code == 200
    assert api.post("/api/tournaments/", body, format="json").status_code == 429


def test_a_dead_redis_lets_logins_and_writes_through_instead_of_failing(tina: Any) -> None:
    """The limit is skipped with a warning: a cache outage must not lock everyone out."""
    with override_settings(CACHES=DEAD_REDIS):
        client = APIClient(raise_request_exception=False)
        for _ in range(5):
            answer = token_attempt(client, "a-long-pass-phrase")
            assert answer.status_code == 200, answer.content
        page = Client(raise_request_exception=False).post(
            "/accounts/login/", {"username": "tina", "password": "a-long-pass-phrase"}
        )
        assert page.status_code == 302
        client.credentials(HTTP_AUTHORIZATION=f"Token {answer.json()['token']}")
        body = {"name": "C", "date": "2026-12-01"}
        created = client.post("/api/tournaments/", body, format="json")
        assert created.status_code == 201, created.content


@pytest.mark.parametrize(
    "password",
    ["password123", "12345678901234", "valentina-rossi", "short"],
    ids=["common", "numeric", "like the username", "too short"],
)
def test_passwords_go_through_djangos_standard_validators(
    django_user_model: Any, password: str
) -> None:
    user = django_user_model(username="valentina-rossi")
    with pytest.raises(ValidationError):
        validate_password(password, user)


def test_a_strong_password_passes_the_validators(tina: Any) -> None:
    validate_password("correct horse battery staple 7", tina)
