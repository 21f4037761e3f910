"""Sign-up does not tell whether an address has an account (issue 15, item 10): the answer,
the new account and what /api/me shows are the same for a taken and a free address; only
the address's owner learns of it, by mail. An address is the account's once confirmed from
that mail, so nobody takes over an address (or its invitations) they do not read."""

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


def sign_up(username: str, email: str) -> tuple[Any, Client]:
    client = Client()
    body = {
        "username": username,
        "email": email,
        "password1": "a-long-enough-pass-42",
        "password2": "a-long-enough-pass-42",
    }
    return client.post("/accounts/signup/", body, follow=True), client


def shown(response: Any, username: str) -> str:
    """The page with the name that differs between the two sign-ups taken out."""
    html = response.content.decode().replace(username, "NAME")
    html = re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "", html)
    html = re.sub(r'nonce="[^"]+"', "", html)  # each response's own (config/csp.py)
    return re.sub(r'"X-CSRFToken": "[^"]+"', "", html)


def test_a_taken_address_and_a_free_one_get_the_same_answer(django_user_model: Any) -> None:
    django_user_model.objects.create_user("owner", "taken@example.org", "pw-123456789")
    taken, taken_client = sign_up("newa", "TAKEN@example.org")
    free, free_client = sign_up("newb", "free@example.org")
    assert taken.status_code == free.status_code == 200
    assert taken.redirect_chain == free.redirect_chain
    assert shown(taken, "newa").replace("TAKEN@example.org", "ADDRESS") == shown(
        free, "newb"
    ).replace("free@example.org", "ADDRESS")
    assert "already" not in taken.content.decode()
    me_taken = taken_client.get("/api/me/").json()
    me_free = free_client.get("/api/me/").json()
    assert me_taken["email"] == me_free["email"] == ""  # nothing attached before confirmation
    # Each address got one mail: the owner hears of the attempt, the free one gets a link.
    to_taken = [m for m in mail.outbox if m.to == ["TAKEN@example.org"]]
    to_free = [m for m in mail.outbox if m.to == ["free@example.org"]]
    assert len(to_taken) == len(to_free) == 1
    assert "owner" in to_taken[0].body and "/accounts/confirm-email/" not in to_taken[0].body
    assert "/accounts/confirm-email/" in to_free[0].body


def test_a_confirmation_link_is_for_its_account_and_address_only(django_user_model: Any) -> None:
    sign_up("newc", "c@example.org")
    link = re.search(r"https?://\S+/accounts/confirm-email/\S+/", mail.outbox[-1].body).group(0)
    tampered = link[:-3] + ("x" if link[-3] != "x" else "y") + link[-2:]
    assert Client().get(tampered).status_code == 400
    assert django_user_model.objects.get(username="newc").email == ""
    # someone else confirms the address first: this link then attaches nothing
    django_user_model.objects.create_user("quick", "c@example.org", "pw-123456789")
    assert Client().get(link).status_code == 400
    assert django_user_model.objects.get(username="newc").email == ""
