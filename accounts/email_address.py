"""A new account's e-mail address is attached only once its owner confirms it by mail.

Sign-up answers the same whether or not the address already has an account: the account is
made without it, and a mail goes to the address: a confirmation link when it is free, a
note naming the existing account (and how to reset its password) when it is not. So the
page, the account (`/api/me/` shows no address before confirmation either way) and the time
taken tell nobody which addresses are registered, and nobody can take over an address they
do not read (invitations are matched by address, tournaments/registration/invitations.py).
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.core import signing
from django.core.mail import send_mail
from django.http import HttpRequest
from django.urls import reverse

SALT = "accounts.confirm-email"
MAX_AGE = 3 * 24 * 3600  # seconds a confirmation link works


def taken(email: str, but: AbstractBaseUser | None = None) -> AbstractBaseUser | None:
    """The account that already uses this address (case-insensitively), if any."""
    accounts = get_user_model().objects.filter(email__iexact=email)
    if but is not None:
        accounts = accounts.exclude(pk=but.pk)
    return accounts.first()


def mail_after_signup(request: HttpRequest, user: AbstractBaseUser, email: str) -> None:
    """The one mail a sign-up sends to the address it names."""
    owner = taken(email, but=user)
    site = request.build_absolute_uri("/").rstrip("/")
    if owner is None:
        token = signing.dumps([user.pk, email], salt=SALT)
        link = site + reverse("accounts:confirm_email", args=[token])
        subject = "Confirm your address for Overcrush"
        body = (
            f"The Overcrush account {user.get_username()} was made with this address.\n\n"
            f"To confirm it is yours, open this link (it works for 3 days):\n{link}\n\n"
            "If you did not sign up, ignore this message; the address stays unused."
        )
    else:
        link = site + reverse("accounts:password_reset")
        subject = "Someone signed up for Overcrush with your address"
        body = (
            "Someone just signed up for Overcrush with this address, which already belongs\n"
            f"to your account {owner.get_username()}. The new account does not get it.\n\n"
            f"If it was you and you forgot your password, reset it here:\n{link}\n\n"
            "If it was not you, ignore this message; your account is unchanged."
        )
    send_mail(subject, body, None, [email])


def confirm(token: str) -> tuple[AbstractBaseUser | None, str]:
    """Attach the address a link confirms; (the account, "") or (None, why not)."""
    try:
        pk, email = signing.loads(token, salt=SALT, max_age=MAX_AGE)
    except signing.BadSignature:
        return None, "This link is not valid or has expired."
    user = get_user_model().objects.filter(pk=pk).first()
    if user is None:
        return None, "This link is not valid or has expired."
    if taken(email, but=user) is not None:
        return None, "Another account confirmed this address first."
    user.email = email
    user.save(update_fields=["email"])
    return user, ""
