"""Account API: who am I (`/api/me/`) and user search by username (`/api/users/?search=`)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import permissions, serializers
from rest_framework.request import Request
from rest_framework.response import Response

from accounts import services
from config.api import ProjectAPIView
from tournaments.pages import overview


class UserRefSerializer(serializers.Serializer):
    user_id = serializers.IntegerField(source="pk")
    username = serializers.CharField(source="get_username")


class MeView(ProjectAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        responses={
            200: inline_serializer(
                "Me",
                {
                    "user_id": serializers.IntegerField(),
                    "username": serializers.CharField(),
                    "email": serializers.CharField(),
                    "waiting": serializers.IntegerField(
                        help_text="games waiting for your decision plus results to confirm"
                    ),
                    "registrations": serializers.JSONField(),
                    "roles": serializers.JSONField(),
                    "games": serializers.JSONField(),
                    "penalties": serializers.JSONField(),
                },
            )
        },
        summary="You: your events, current tables, games and what waits for you",
    )
    def get(self, request: Request) -> Response:
        return Response(overview.as_json(request.user, overview.overview(request.user)))


class UserSearchView(ProjectAPIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[OpenApiParameter("search", str, description="part of a username")],
        responses={200: UserRefSerializer(many=True)},
        summary="Find users by username (at most 20), to add them as players or judges",
    )
    def get(self, request: Request) -> Response:
        users = services.search_users(request.query_params.get("search", ""))
        return Response(UserRefSerializer(users, many=True).data)
