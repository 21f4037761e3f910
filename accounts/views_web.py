"""Account pages Django does not ship: signup. Login, logout and password reset are Django's
own views with our templates (accounts/urls.py)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme

from accounts import email_address
from accounts.forms import SignupForm


def signup(request: HttpRequest) -> HttpResponse:
    """Create an account and log in; `next` sends the new player back where they were."""
    next_url = request.POST.get("next") or request.GET.get("next") or ""
    if not url_has_allowed_host_and_scheme(next_url, {request.get_host()}, request.is_secure()):
        next_url = ""
    if request.user.is_authenticated:
        return redirect(next_url or "tournaments:home")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        email = form.cleaned_data["email"]
        email_address.mail_after_signup(request, user, email)  # the same answer either way
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(
            request, f"Welcome, {user.get_username()}. We sent a link to {email} to confirm it."
        )
        return redirect(next_url or "tournaments:home")
    return render(request, "accounts/signup.html", {"form": form, "next": next_url})


def confirm_email(request: HttpRequest, token: str) -> HttpResponse:
    """The link of the confirmation mail: the address becomes the account's."""
    user, problem = email_address.confirm(token)
    if user is None:
        return render(request, "accounts/email_confirmed.html", {"problem": problem}, status=400)
    return render(request, "accounts/email_confirmed.html", {"confirmed": user.email})
