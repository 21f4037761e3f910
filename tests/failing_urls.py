"""A URLconf for tests of what answers a view's crash (tests/test_api_guard.py): the project's
URLs plus one API view that fails."""

from django.http import HttpRequest, HttpResponse
from django.urls import path

from config.urls import urlpatterns as project_urlpatterns


def fails(request: HttpRequest) -> HttpResponse:
    raise RuntimeError("a bug")


urlpatterns = [path("api/fails/", fails), *project_urlpatterns]
