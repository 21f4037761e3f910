"""Top-level URLs; each app mounts its own."""

from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from config.auth import TokenView
from config.health import health, ready

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/health/", health, name="health"),
    path("api/health/ready/", ready, name="health-ready"),
    # POST username and password, get the token for `Authorization: Token <key>`.
    path("api/auth/token/", TokenView.as_view(), name="api-token"),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("", include("games.urls")),
    path("", include("cards.urls")),
    path("", include("tournaments.urls")),
    path("", include("battledice.urls")),
]
