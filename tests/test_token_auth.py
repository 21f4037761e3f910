"""API tokens are remembered per process for TOKEN_CACHE_SECONDS (config/token_auth.py): a
move saves a database round trip, and a deleted token is refused once that time is up."""

import time
from typing import Any

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token

from config.token_auth import CachedTokenAuthentication

pytestmark = pytest.mark.django_db


def games_of(key: str) -> int:
    client = Client(HTTP_AUTHORIZATION=f"Token {key}")
    return client.get("/api/tournaments/").status_code


def mine(django_user_model: Any) -> str:
    return Token.objects.create(user=django_user_model.objects.create_user("alice")).key


def test_a_token_is_checked_once_per_period(
    django_user_model: Any, settings: Any, django_assert_num_queries: Any
) -> None:
    settings.TOKEN_CACHE_SECONDS = 60
    key = mine(django_user_model)
    assert games_of(key) == 200
    with django_assert_num_queries(1):  # the list itself, no token lookup
        assert games_of(key) == 200


def test_a_deleted_token_is_refused_once_the_period_is_over(
    django_user_model: Any, settings: Any
) -> None:
    settings.TOKEN_CACHE_SECONDS = 0.3
    key = mine(django_user_model)
    assert games_of(key) == 200
    Token.objects.filter(key=key).delete()
    time.sleep(0.35)
    assert games_of(key) == 401


def test_with_no_period_every_request_checks_the_token(
    django_user_model: Any, settings: Any
) -> None:
    settings.TOKEN_CACHE_SECONDS = 0
    key = mine(django_user_model)
    assert games_of(key) == 200
    Token.objects.filter(key=key).delete()
    assert games_of(key) == 401


def test_an_unknown_token_is_never_remembered(settings: Any) -> None:
    settings.TOKEN_CACHE_SECONDS = 60
    CachedTokenAuthentication.forget_all()
    assert games_of("0" * 40) == 401
    assert "0" * 40 not in CachedTokenAuthentication._seen
