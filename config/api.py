"""The API's shared plumbing, below every app: the error base and its body, the base view.

Every refusal under /api/ is {code, message} JSON (ErrorSerializer): an app's errors derive
from APIError (games.errors.GameError) and any view deriving from ProjectAPIView answers
them with their own status; DRF's own errors get the same body from settings'
EXCEPTION_HANDLER (config/api_guard.py); throttles are in config/throttles.py.
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

import kombu.exceptions
import redis
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

logger = logging.getLogger(__name__)


class APIError(Exception):
    """An error the API answers with `http_status` and {code, message, **details}."""

    http_status: ClassVar[int] = 400

    def __init__(self, code: str, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        # More machine-readable fields for the answer body, beside code and message.
        self.details = details or {}


class ErrorSerializer(serializers.Serializer):
    """Every refusal: a stable namespaced code and a message for people."""

    code = serializers.CharField()
    message = serializers.CharField()


class ProjectAPIView(APIView):
    """Maps APIError by its own status; DRF's errors get the same {code, message} body from
    settings' EXCEPTION_HANDLER (config/api_guard.py)."""

    def handle_exception(self, exc: Exception) -> Response:
        if _tasks_unavailable(exc):
            # Only Celery talks to Redis on a request's path (games keep going without it).
            logger.warning("task broker unavailable: %r", exc)
            body = {
                "code": "service/tasks_unavailable",
                "message": "background tasks are unavailable; try again soon",
            }
            response = Response(body, status=503)
            response["Retry-After"] = "30"
            return response
        if isinstance(exc, APIError):
            body = {**exc.details, "code": exc.code, "message": exc.message}
            return Response(body, status=exc.http_status)
        return super().handle_exception(exc)


def _tasks_unavailable(exc: BaseException | None) -> bool:
    """A broker or result-store connection failure, possibly wrapped by Celery (which raises
    RuntimeError "retry limit exceeded" from the Redis error)."""
    while exc is not None:
        if isinstance(exc, kombu.exceptions.OperationalError | redis.RedisError):
            return True
        exc = exc.__cause__
    return False
