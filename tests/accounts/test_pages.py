"""Accounts: sign up, log in, log out and reset a password with Django's own views."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.core import mail
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_hashing(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def test_signup_creates_the_account_logs_in_and_follows_next(django_user_model: Any) -> None:
    client = Client()
    response = client.post(
        "/accounts/signup/",
        {
            "username": "newbie",
            "email": "newbie@example.org",
            "password1": "a-long-enough-pass-42",
            "password2": "a-long-enough-pass-42",
            "next": "/tournaments/",
        },
    )
    assert (response.status_code, response["Location"]) == (302, "/tournaments/")
    assert "newbie" in client.get("/").content.decode()
    # the address is the account's once the link mailed to it is opened
    assert django_user_model.objects.get(username="newbie").email == ""
    link = re.search(r"https?://\S+/accounts/confirm-email/\S+/", mail.outbox[-1].body).group(0)
    assert "Address confirmed" in client.get(link).content.decode()
    assert django_user_model.objects.get(username="newbie").email == "newbie@example.org"


def test_signup_refuses_an_outside_next(django_user_model: Any) -> None:
    body = {
        "username": "new",
        "email": "fresh@example.org",
        "password1": "a-long-enough-pass-42",
        "password2": "a-long-enough-pass-42",
    }
    response = Client().post("/accounts/signup/", {**body, "next": "https://evil.example/"})
    assert response["Location"] == "/"


def test_login_and_logout_through_the_pages(django_user_model: Any) -> None:
    django_user_model.objects.create_user("ana", password="ana-pass-123")
    client = Client()
    response = client.post("/accounts/login/", {"username": "ana", "password": "nope"})
    assert "Wrong username or password." in response.content.decode()
    response = client.post("/accounts/login/", {"username": "ana", "password": "ana-pass-123"})
    assert (response.status_code, response["Location"]) == (302, "/")
    assert client.get("/api/me/").json()["username"] == "ana"
    assert client.get("/accounts/logout/").status_code == 405  # a link cannot log you out
    assert client.post("/accounts/logout/").status_code == 302
    assert client.get("/api/me/").status_code in (401, 403)


def test_password_reset_mails_a_link_that_sets_a_new_password(django_user_model: Any) -> None:
    django_user_model.objects.create_user("ben", "ben@example.org", "old-pass-123")
    client = Client()
    response = client.post("/accounts/password-reset/", {"email": "ben@example.org"})
    assert response["Location"] == "/accounts/password-reset/sent/"
    assert len(mail.outbox) == 1 and "ben" in mail.outbox[0].body
    link = re.search(r"http://testserver(/accounts/reset/\S+/)", mail.outbox[0].body).group(1)
    form_url = client.get(link)["Location"]  # Django hides the token behind a redirect
    response = client.post(
        form_url, {"new_password1": "brand-new-pass-7", "new_password2": "brand-new-pass-7"}
    )
    assert response["Location"] == "/accounts/reset/done/"
    assert Client().login(username="ben", password="brand-new-pass-7")


def test_password_reset_says_the_same_for_an_unknown_address() -> None:
    response = Client().post("/accounts/password-reset/", {"email": "nobody@example.org"})
    assert response["Location"] == "/accounts/password-reset/sent/"
    assert mail.outbox == []
