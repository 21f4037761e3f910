"""The token endpoint: DRF's, rate-limited per client address and documented."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.authtoken.serializers import AuthTokenSerializer
from rest_framework.authtoken.views import ObtainAuthToken
from rest_framework.request import Request
from rest_framework.response import Response

from config.api import ErrorSerializer
from config.throttles import LoginThrottle


class TokenView(ObtainAuthToken):
    """POST username and password, get the token for `Authorization: Token <key>`."""

    throttle_classes = [LoginThrottle]
    authentication_classes = []  # a login needs no session, and so no CSRF token

    @extend_schema(
        request=AuthTokenSerializer,
        responses={
            200: inline_serializer("Token", {"token": serializers.CharField()}),
            400: ErrorSerializer,
            429: ErrorSerializer,
        },
        summary="Your API token, from your username and password (rate-limited)",
        auth=[],
    )
    def post(self, request: Request, *args: object, **kwargs: object) -> Response:
        return super().post(request, *args, **kwargs)
