"""Health checks for the load balancer (README, "Running in production").

- `GET /api/health/` (liveness): the process is up and serving. Touches neither the database
  nor Redis, so a probe (and the API benchmark's baseline) costs only the request path. A
  failure means: restart this process.
- `GET /api/health/ready/` (readiness): 200 when PostgreSQL answers, else 503, so the load
  balancer stops sending traffic here. Redis is reported but not required: without it games
  replay their logs from PostgreSQL and only background tasks (round generation) wait.
"""

import time
from typing import Any

import redis
from django.conf import settings
from django.db import DatabaseError, connections
from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe
from redis.backoff import NoBackoff
from redis.retry import Retry

TIMEOUT_SECONDS = 1.0


@require_safe
def health(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"ok": True})


@require_safe
def ready(request: HttpRequest) -> JsonResponse:
    database = database_check()
    body = {"ok": database["ok"], "database": database, "redis": redis_check()}
    return JsonResponse(body, status=200 if database["ok"] else 503)


def database_check(alias: str = "default") -> dict[str, Any]:
    """`SELECT 1` on the alias's connection (opened if need be)."""
    started = time.perf_counter()
    try:
        with connections[alias].cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as error:
        # A broken connection is not reused by the next request.
        connections[alias].close_if_unusable_or_obsolete()
        return {"ok": False, "error": error.__class__.__name__}
    return {"ok": True, "ms": round((time.perf_counter() - started) * 1000, 1)}


def redis_check(url: str | None = None) -> dict[str, Any]:
    """PING the Redis of REDIS_URL; `required` is False: play goes on without it."""
    url = settings.REDIS_URL if url is None else url
    if not url:
        return {"ok": None, "required": False, "configured": False}
    client = redis.Redis.from_url(
        url,
        socket_connect_timeout=TIMEOUT_SECONDS,
        socket_timeout=TIMEOUT_SECONDS,
        retry=Retry(NoBackoff(), 0),
    )
    started = time.perf_counter()
    try:
        client.ping()
    except (redis.RedisError, OSError) as error:
        return {"ok": False, "required": False, "error": error.__class__.__name__}
    finally:
        client.close()
    return {"ok": True, "required": False, "ms": round((time.perf_counter() - started) * 1000, 1)}
