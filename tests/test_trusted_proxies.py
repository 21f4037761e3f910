"""Forwarded headers count only from the configured reverse proxy (issue 15, item 4): a
client that writes its own X-Forwarded-For gets no fresh login bucket per request, and one
that writes X-Forwarded-Proto is not taken for HTTPS. The last test runs a real gunicorn
with Redis as deployed."""

from __future__ import annotations

import http.client
import json
import os
from typing import Any

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client, override_settings
from rest_framework.test import APIClient

from config.proxies import client_address
from tests.test_services_down import database_url, gunicorn

pytestmark = pytest.mark.django_db

ATTACKER = "203.0.113.9"  # not a proxy: the default trusts only 127.0.0.1
PROXY = "10.0.0.2"


@pytest.fixture
def tina(django_user_model: Any, settings: Any) -> Any:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.THROTTLE_RATES = {"login": "10/min", "writes": None}
    settings.TRUSTED_PROXIES = [PROXY, "192.168.50.0/24"]
    cache.clear()
    yield django_user_model.objects.create_user("tina", password="a-long-pass-phrase")
    cache.clear()


def spoofed(number: int) -> str:
    return f"198.51.{number // 256}.{number % 256}"


def test_a_new_forwarded_for_per_attempt_does_not_escape_the_token_limit(tina: Any) -> None:
    client = APIClient(REMOTE_ADDR=ATTACKER)
    codes = [
        client.post(
            "/api/auth/token/",
            {"username": "tina", "password": f"guess-{n}"},
            format="json",
            HTTP_X_FORWARDED_FOR=spoofed(n),
        ).status_code
        for n in range(40)
    ]
    assert codes[:10] == [400] * 10
    assert set(codes[10:]) == {429}


def test_a_new_forwarded_for_per_attempt_does_not_escape_the_login_page_limit(
    tina: Any,
) -> None:
    browser = Client(REMOTE_ADDR=ATTACKER)
    codes = [
        browser.post(
            "/accounts/login/",
            {"username": "tina", "password": f"guess-{n}"},
            HTTP_X_FORWARDED_FOR=spoofed(n),
        ).status_code
        for n in range(40)
    ]
    assert codes[:10] == [200] * 10  # the form again, with its error
    assert set(codes[10:]) == {429}


def test_behind_the_trusted_proxy_each_client_has_its_own_bucket(tina: Any) -> None:
    """The proxy appends the address it saw; what the client wrote further left is ignored."""
    proxy = APIClient(REMOTE_ADDR=PROXY)

    def attempt(forwarded: str) -> int:
        body = {"username": "tina", "password": "wrong"}
        return proxy.post(
            "/api/auth/token/", body, format="json", HTTP_X_FORWARDED_FOR=forwarded
        ).status_code

    assert [attempt(f"{spoofed(n)}, {ATTACKER}") for n in range(11)] == [400] * 10 + [429]
    assert attempt("198.51.100.1") == 400  # another client behind the same proxy


def test_the_client_address_walks_back_over_trusted_proxies_only(settings: Any) -> None:
    settings.TRUSTED_PROXIES = [PROXY, "192.168.50.0/24"]
    assert client_address(ATTACKER, "1.2.3.4") == ATTACKER  # untrusted peer: header ignored
    assert client_address(PROXY, "1.2.3.4, 5.6.7.8") == "5.6.7.8"
    assert client_address(PROXY, "1.2.3.4, 5.6.7.8, 192.168.50.7") == "5.6.7.8"
    assert client_address(PROXY, "not-an-address, 192.168.50.7") == "192.168.50.7"
    assert client_address(PROXY, "") == PROXY


@override_settings(
    SECURE_PROXY_SSL_HEADER=("HTTP_X_FORWARDED_PROTO", "https"),
    SECURE_SSL_REDIRECT=True,
    TRUSTED_PROXIES=[PROXY],
)
def test_x_forwarded_proto_is_honoured_only_from_the_trusted_proxy() -> None:
    """BEHIND_TLS_PROXY=1: a client speaking plain HTTP to the app cannot claim HTTPS (it is
    redirected); the proxy's word is taken."""
    direct = Client(REMOTE_ADDR=ATTACKER).get("/accounts/login/", HTTP_X_FORWARDED_PROTO="https")
    assert direct.status_code == 301
    assert direct["Location"].startswith("https://")
    proxied = Client(REMOTE_ADDR=PROXY).get("/accounts/login/", HTTP_X_FORWARDED_PROTO="https")
    assert proxied.status_code == 200


@pytest.mark.django_db(transaction=True)
def test_under_gunicorn_with_redis_spoofed_addresses_are_still_limited(
    django_user_model: Any,
) -> None:
    """The deployed server, its limit kept in Redis: a client on an address that is not the
    proxy sends 40 wrong passwords, a new X-Forwarded-For each time, and is refused."""
    if connection.vendor != "postgresql" or not os.environ.get("REDIS_URL"):
        pytest.skip("needs PostgreSQL and Redis, as deployed")
    django_user_model.objects.create_user("tina", password="a-long-pass-phrase")
    cache.clear()
    environment = {
        "DJANGO_SETTINGS_MODULE": "config.settings",  # with its limits, not the suite's
        "THROTTLE_LOGIN_RATE": "10/min",
        "FORWARDED_ALLOW_IPS": PROXY,
    }
    with gunicorn(database_url(), os.environ["REDIS_URL"], **environment) as port:
        codes = []
        for n in range(40):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            body = json.dumps({"username": "tina", "password": f"guess-{n}"})
            headers = {"Content-Type": "application/json", "X-Forwarded-For": spoofed(n)}
            conn.request("POST", "/api/auth/token/", body=body, headers=headers)
            codes.append(conn.getresponse().status)
            conn.close()
    cache.clear()
    assert codes[:10] == [400] * 10
    assert set(codes[10:]) == {429}
