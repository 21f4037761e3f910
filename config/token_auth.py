"""API tokens, remembered for a few seconds by each web process.

DRF's TokenAuthentication reads the token and its user from the database on every request:
on a move that is one round trip in five, and the ORM's work around it costs more than the
query. Each process keeps the tokens it has checked for TOKEN_CACHE_SECONDS (10 s; 0 turns
this off), so a deleted token or a deactivated user is refused at the latest that long
after the change, in every process. Only users that passed DRF's own checks are kept.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from functools import cache
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import connections
from django.utils.translation import gettext_lazy as _
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token

from config.prepared import prepared_cursor

MAX_TOKENS = 10_000


class CachedTokenAuthentication(TokenAuthentication):
    """`Authorization: Token <key>`, as DRF checks it, at most once per token and period."""

    _seen: OrderedDict[str, tuple[float, Any, Any]] = OrderedDict()
    _lock = threading.Lock()

    def authenticate_credentials(self, key: str) -> tuple[Any, Any]:
        seconds = settings.TOKEN_CACHE_SECONDS
        now = time.monotonic()
        if seconds > 0:
            with self._lock:
                found = self._seen.get(key)
            if found is not None and now - found[0] < seconds:
                return found[1], found[2]
        user, token = self._checked(key)  # raises for a bad token
        if seconds > 0:
            with self._lock:
                self._seen[key] = (now, user, token)
                self._seen.move_to_end(key)
                while len(self._seen) > MAX_TOKENS:
                    self._seen.popitem(last=False)
        return user, token

    def _checked(self, key: str) -> tuple[Any, Any]:
        """DRF's check (the token, then its user active), on PostgreSQL in one prepared
        statement read straight into the models: at the end of a round every player's token
        is new to the process, and building the ORM's query cost more than running it."""
        connection = connections[Token.objects.db]
        if connection.vendor != "postgresql" or self.get_model() is not Token:
            return super().authenticate_credentials(key)
        token_fields = Token._meta.concrete_fields
        user_fields = get_user_model()._meta.concrete_fields
        with prepared_cursor(connection) as cursor:
            cursor.execute(_token_sql(), [key])
            row = cursor.fetchone()
        if row is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        user = get_user_model().from_db(
            connection.alias, [f.attname for f in user_fields], row[len(token_fields) :]
        )
        token = Token.from_db(
            connection.alias, [f.attname for f in token_fields], row[: len(token_fields)]
        )
        token.user = user
        if not user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        return user, token

    @classmethod
    def forget_all(cls) -> None:
        with cls._lock:
            cls._seen.clear()


@cache
def _token_sql() -> str:
    """A token's row and its user's, in one statement (the token's columns first)."""
    user = get_user_model()._meta
    token = Token._meta
    columns = [f"t.{f.column}" for f in token.concrete_fields]
    columns += [f"u.{f.column}" for f in user.concrete_fields]
    return (
        f"SELECT {', '.join(columns)} FROM {token.db_table} t"
        f" JOIN {user.db_table} u ON u.{user.pk.column} = t.{token.get_field('user').column}"
        " WHERE t.key = %s"
    )
