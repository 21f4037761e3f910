"""A short way through an API view for its usual request, with DRF's answers everywhere else.

DRF's dispatch wraps every request in its own Request, negotiates the answer's format,
authenticates through its Request, parses the body again (the API guard has parsed it
already), and builds a Response that Django renders later: on a move that was about a third
of the server's CPU time outside the game's own work (issue 18). A view mixing in
`LeanDispatch` answers its *usual* request itself, doing the same checks in the same order:

- usual: a method listed in `lean_methods`; `Authorization: Token ...` (so no session, no
  CSRF question); the answer negotiated would be JSON (`Accept` JSON, `*/*` or absent, no
  `?format=`; as `config.negotiation.JsonFirstNegotiation` answers at once); a POST's body
  JSON (`application/json`, UTF-8) that parsed (strictly, as DRF's parser does) to what
  `lean_body` accepts;
- then, as DRF would: the token checked by the view's own authenticator, the view's
  permissions, its throttles, then `lean_<method>(request, user, body, **kwargs)`, whose
  data is rendered by the view's first renderer (JSON) with DRF's headers (`Allow`,
  `Vary: Accept`).

Anything else (another scheme or none, a token refused, a permission refused, HTML asked
for, a form, a body that does not parse) goes through DRF's dispatch untouched, which then
answers exactly as before; nothing has been counted or written by then. An exception once
the lean way is taken (a refusal of the game, a throttle, a bug) is answered by DRF's own
exception handling (`ProjectAPIView.handle_exception`, settings' EXCEPTION_HANDLER), so the
JSON error bodies and statuses are DRF's; an uncaught one reaches Django as from DRF.
"""

from __future__ import annotations

from typing import Any, ClassVar

import msgspec
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.utils import json as strict_json

from config.api_guard import PARSED_BODY

_JSON = "application/json"
_ANY_JSON = frozenset({_JSON, "*/*"})
_NOT_USUAL = object()


class LeanDispatch:
    """Mixin for a `ProjectAPIView` (before it in the bases): its usual request skips DRF's
    generic layers (module docstring). A view lists `lean_methods` and defines `lean_<method>`
    (and, for a body, `lean_body`)."""

    lean_methods: ClassVar[frozenset[str]] = frozenset()

    def lean_body(self, body: Any) -> bool:
        """Whether a parsed JSON body is one the lean way answers (others go through DRF)."""
        return False

    def dispatch(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if request.method in self.lean_methods:
            lean = self._lean_start(request)
            if lean is not None:
                return self._lean_answer(request, *lean, args, kwargs)
        return super().dispatch(request, *args, **kwargs)  # type: ignore[misc]

    # --- whether the request is a usual one ----------------------------------------------

    def _lean_start(self, request: HttpRequest) -> tuple[Any, Any] | None:
        """(user, body) of a usual request, checked as DRF would before the view runs
        (authenticated, permitted), or None: then DRF's dispatch answers it."""
        view: Any = self
        accept = request.META.get("HTTP_ACCEPT", "*/*")
        if accept not in _ANY_JSON or "format" in request.GET:
            return None
        renderers = view.renderer_classes
        if not renderers or renderers[0] is not JSONRenderer:
            return None
        authenticators = view.get_authenticators()
        token = authenticators[0] if authenticators else None
        if not isinstance(token, TokenAuthentication):
            return None  # DRF asks its authenticators in order: only a token's first
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not isinstance(header, str) or not header.lower().startswith(
            f"{token.keyword} ".lower()
        ):
            return None
        body = None
        if request.method == "POST":
            body = _usual_body(request)
            if body is _NOT_USUAL or not self.lean_body(body):
                return None
        try:
            found = token.authenticate(request)
        except exceptions.APIException:
            return None  # DRF asks again and answers the refusal
        if found is None:
            return None
        user = found[0]
        request.user = user  # as DRF's Request sets it on the Django request
        for permission in view.get_permissions():
            if not permission.has_permission(request, view):
                return None  # DRF checks again and answers the refusal
        return user, body

    # --- the answer ----------------------------------------------------------------------

    def _lean_answer(
        self, request: HttpRequest, user: Any, body: Any, args: tuple, kwargs: dict
    ) -> HttpResponse:
        view: Any = self
        view.args, view.kwargs = args, kwargs
        try:
            self._lean_throttles(request)
            handler = getattr(self, f"lean_{request.method.lower()}")  # type: ignore[union-attr]
            data, status = handler(request, user, body, *args, **kwargs)
        except Exception as error:
            return self._lean_failed(request, user, error, args, kwargs)
        content = _rendered(view, data)
        response = HttpResponse(content, status=status, content_type=_JSON)
        for key, value in _default_headers(view):  # as DRF's finalize_response sets them
            response[key] = value
        return response

    def _lean_throttles(self, request: HttpRequest) -> None:
        """DRF's `check_throttles`, on the Django request (the throttles read its method,
        user and address)."""
        view: Any = self
        durations = []
        for throttle in view.get_throttles():
            if not throttle.allow_request(request, view):
                durations.append(throttle.wait())
        if durations:
            waits = [duration for duration in durations if duration is not None]
            view.throttled(request, max(waits, default=None))

    def _lean_failed(
        self, request: HttpRequest, user: Any, error: Exception, args: tuple, kwargs: dict
    ) -> HttpResponse:
        """DRF's answer to an exception raised in its dispatch (or the exception itself,
        re-raised, when DRF would let it through)."""
        view: Any = self
        drf_request = view.initialize_request(request, *args, **kwargs)
        drf_request.user = user
        view.request = drf_request
        view.headers = view.default_response_headers
        view.format_kwarg = None
        negotiated = view.perform_content_negotiation(drf_request, force=True)
        drf_request.accepted_renderer, drf_request.accepted_media_type = negotiated
        response: Response = view.handle_exception(error)
        view.response = view.finalize_response(drf_request, response, *args, **kwargs)
        return view.response


_HEADERS: dict[type, tuple[tuple[str, str], ...]] = {}


def _default_headers(view: Any) -> tuple[tuple[str, str], ...]:
    """DRF's `default_response_headers` (Allow; Vary: Accept with several renderers) as a
    fresh response gets them, worked out once per view class: both are the class's (its
    methods, its renderers), and DRF built them again on every request (issue 18)."""
    cls = type(view)
    found = _HEADERS.get(cls)
    if found is None:
        headers = dict(view.default_response_headers)
        vary = headers.pop("Vary", None)
        probe = HttpResponse()  # Vary first, as patch_vary_headers writes it on a fresh one
        if vary is not None:
            patch_vary_headers(probe, [v.strip() for v in vary.split(",")])
        varies = tuple((key, value) for key, value in probe.items() if key == "Vary")
        found = _HEADERS[cls] = varies + tuple(headers.items())
    return found


def _rendered(view: Any, data: Any) -> bytes:
    """The bytes DRF's JSONRenderer (compact, UTF-8, as settings have it) writes for a lean
    answer, written by msgspec: about 0.15 ms less a request (issue 18). A lean handler
    answers plain JSON data (dicts with string keys, lists, strings, integers, booleans,
    None), for which both write the same bytes (tests/games/test_lean_api.py plays a game
    both ways); what msgspec cannot encode, and the line separators DRF escapes for
    JavaScript's sake, are left to DRF's renderer."""
    if data is not None and api_settings.COMPACT_JSON and api_settings.UNICODE_JSON:
        try:
            content = _ENCODE(data)
        except (TypeError, ValueError, OverflowError):
            pass
        else:
            # Both separators start with these two bytes: one scan of a usual answer, not
            # two (issue 18); a text with other such characters (a dash) checks both.
            if _SEPARATORS_START not in content or (
                _LINE_SEPARATOR not in content and _PARAGRAPH_SEPARATOR not in content
            ):
                return content
    return view.renderer_classes[0]().render(data, _JSON, {"view": view})


def _not_plain(value: Any) -> Any:
    raise TypeError(f"not plain JSON data: {type(value).__name__}")


_ENCODE = msgspec.json.Encoder(enc_hook=_not_plain).encode
_LINE_SEPARATOR, _PARAGRAPH_SEPARATOR = "\u2028".encode(), "\u2029".encode()
_SEPARATORS_START = b"\xe2\x80"  # (UTF-8 of U+2000 to U+203F)


def _usual_body(request: HttpRequest) -> Any:
    """A POST's JSON body as DRF's JSONParser would read it, or `_NOT_USUAL`: the API guard's
    parse when it made one (config/api_guard.py), else parsed here, strictly."""
    if request.content_type != _JSON:
        return _NOT_USUAL
    charset = request.content_params.get("charset", "utf-8").lower()
    if charset not in ("utf-8", "utf8"):
        return _NOT_USUAL
    parsed = getattr(request, PARSED_BODY, _NOT_USUAL)
    if parsed is not _NOT_USUAL:
        return parsed
    try:
        raw = request.body
        if not raw:
            return _NOT_USUAL  # DRF reads an empty body as no data
        return strict_json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return _NOT_USUAL  # DRF answers 400 request/parse_error
