"""The API's content negotiation (settings' DEFAULT_CONTENT_NEGOTIATION_CLASS), in a module of
its own: rest_framework.views reads the setting when it is imported, so the class cannot live
beside the base view (config/api.py)."""

from __future__ import annotations

from typing import Any

from rest_framework.negotiation import DefaultContentNegotiation

_JSON = "application/json"
_ANY_JSON = frozenset({_JSON, "*/*"})


class JsonFirstNegotiation(DefaultContentNegotiation):
    """DRF's content negotiation with its usual answer given at once: a request accepting
    "application/json" or anything ("*/*", or no Accept header), with no `?format=`, gets
    the first renderer when it renders JSON, with the media type the full negotiation would
    give it ("application/json" both ways). Parsing the Accept header into media types on
    every request cost a move more than its authentication (issue 18)."""

    def select_renderer(self, request: Any, renderers: Any, format_suffix: Any = None) -> Any:
        if not format_suffix and renderers and renderers[0].media_type == _JSON:
            accept = request.META.get("HTTP_ACCEPT", "*/*")
            override = self.settings.URL_FORMAT_OVERRIDE
            if accept in _ANY_JSON and not (override and request.query_params.get(override)):
                return renderers[0], _JSON
        return super().select_renderer(request, renderers, format_suffix)
