from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Sign up, log in and out, reset a password (Django's own auth views), `me` and user
    search for the API."""

    name = "accounts"
