"""Django's cache (rate limits) stores JSON: a pickle planted in Redis is never run
(issue 9, item 5; game state snapshots have their own store, tests/games/test_state_cache.py)."""

import os
import pickle
from pathlib import Path
from typing import Any

import pytest
import redis
from django.conf import settings
from django.core.cache import cache
from rest_framework.test import APIClient

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(not settings.REDIS_URL, reason="needs Redis (REDIS_URL), as in CI"),
]


class Exploit:
    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (os.system, (f"touch {self.marker}",))


def write(user: Any) -> Any:
    client = APIClient()
    client.force_authenticate(user)
    return client.post("/api/tournaments/", {"name": "Cup", "date": "2026-01-01"}, format="json")


def test_a_pickle_planted_under_a_rate_limit_key_is_never_run(
    django_user_model: Any, settings: Any, tmp_path: Path
) -> None:
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "writes": "100/min"}
    user = django_user_model.objects.create_user("alice")
    marker = tmp_path / "ran"
    client = redis.Redis.from_url(settings.REDIS_URL)
    client.set(cache.make_key(f"throttle_writes_user-{user.pk}"), pickle.dumps(Exploit(marker)))
    assert write(user).status_code == 201
    assert not marker.exists()


def test_rate_limits_still_count_with_json_in_the_cache(
    django_user_model: Any, settings: Any
) -> None:
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "writes": "2/min"}
    user = django_user_model.objects.create_user("bob")
    cache.delete(f"throttle_writes_user-{user.pk}")
    assert [write(user).status_code for _ in range(3)] == [201, 201, 429]
