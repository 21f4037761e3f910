"""Top-level URLs; each app mounts its own."""

from django.contrib import admin
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from config.auth import TokenView
from config.health import health, ready

# A database outage answers 503 "try again", any other error Django's 500 (config/outage.py).
handler500 = "config.outage.server_error"

urlpatterns = [
    path("api/health/", health, name="health"),
    path("api/health/ready/", ready, name="health-ready"),
    # Then games: a move's URL is found after two plain comparisons, not after the admin's
    # and the API's other patterns (issue 18; no pattern of one app matches another's
    # paths, nor any of the others here).
    path("", include("games.urls")),
    path("admin/", admin.site.urls),
    # POST username and password, get the token for `Authorization: Token <key>`.
    path("api/auth/token/", TokenView.as_view(), name="api-token"),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="api-docs"),
    # Browsers that ignore <link rel="icon"> ask for /favicon.ico.
    path("favicon.ico", RedirectView.as_view(url=static("favicon.svg"), permanent=True)),
    path("", include("accounts.urls")),
    path("", include("cards.urls")),
    path("", include("tournaments.urls")),
    path("", include("battledice.urls")),
]
