"""config.negotiation.JsonFirstNegotiation answers a JSON request at once, exactly as DRF's full
content negotiation would, and leaves every other request to it (issue 18)."""

from __future__ import annotations

import pytest
from rest_framework.exceptions import NotAcceptable
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.renderers import BrowsableAPIRenderer, JSONRenderer
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory

from config.negotiation import JsonFirstNegotiation

RENDERERS = [JSONRenderer(), BrowsableAPIRenderer()]


def _request(accept: str | None, query: str = "") -> Request:
    headers = {} if accept is None else {"HTTP_ACCEPT": accept}
    return Request(APIRequestFactory().get(f"/api/games/{query}", **headers))


@pytest.mark.parametrize(
    ("accept", "query"),
    [
        (None, ""),
        ("application/json", ""),
        ("*/*", ""),
        ("text/html", ""),
        ("text/html,application/json;q=0.9", ""),
        ("application/json; indent=4", ""),
        ("application/json", "?format=api"),
        ("*/*", "?format=json"),
        ("*/*", "?format="),
    ],
)
def test_same_choice_as_drf(accept: str | None, query: str) -> None:
    fast = _choice(JsonFirstNegotiation(), accept, query)
    assert fast == _choice(DefaultContentNegotiation(), accept, query)


def _choice(negotiation: DefaultContentNegotiation, accept: str | None, query: str) -> object:
    """The renderer's type and media type chosen, or the refusal's type (406)."""
    try:
        renderer, media_type = negotiation.select_renderer(_request(accept, query), RENDERERS)
    except NotAcceptable as refusal:
        return type(refusal)
    return type(renderer), media_type


def test_format_suffix_goes_the_full_way() -> None:
    fast = JsonFirstNegotiation().select_renderer(_request("*/*"), RENDERERS, format_suffix="api")
    assert isinstance(fast[0], BrowsableAPIRenderer)


def test_settings_use_it() -> None:
    from rest_framework.settings import api_settings

    assert api_settings.DEFAULT_CONTENT_NEGOTIATION_CLASS is JsonFirstNegotiation
