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
from typing import Any

from django.conf import settings
from rest_framework.authentication import TokenAuthentication

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
        user, token = super().authenticate_credentials(key)  # raises for a bad token
        if seconds > 0:
            with self._lock:
                self._seen[key] = (now, user, token)
                self._seen.move_to_end(key)
                while len(self._seen) > MAX_TOKENS:
                    self._seen.popitem(last=False)
        return user, token

    @classmethod
    def forget_all(cls) -> None:
        with cls._lock:
            cls._seen.clear()
