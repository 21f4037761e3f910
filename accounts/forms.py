"""The signup form: Django's user creation form plus an e-mail address for password resets."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm


class SignupForm(UserCreationForm):
    email = forms.EmailField(
        max_length=254,
        help_text="Only for resetting your password and event invitations. We send a link to"
        " confirm it.",
    )

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")

    def clean_email(self) -> str:
        """Not checked against other accounts here: whether an address is taken is never
        shown (accounts/email_address.py mails its owner instead)."""
        return self.cleaned_data["email"].strip()

    def save(self, commit: bool = True) -> Any:
        """The account, without its address until the owner confirms it by mail."""
        user = super().save(commit=False)
        user.email = ""
        if commit:
            user.save()
        return user
