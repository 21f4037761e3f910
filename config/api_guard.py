"""The API's front door: bad input is refused here, once, before any view or database sees it.

Under /api/ every request is checked for what would crash a view or PostgreSQL rather than
be refused by it: a body over the size cap, JSON nested deeper than the cap (Python's parser
recurses), and text PostgreSQL cannot store (NUL, lone surrogates) in the path, the query
string or any string of the body. Every error answer under /api/ is {code, message} JSON,
whoever produced it (Django's 404 and 500 pages, CSRF failures, plain 405s).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterator
from http import HTTPStatus
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, SuspiciousOperation, TooManyFieldsSent
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.http.multipartparser import MultiPartParserError

logger = logging.getLogger(__name__)

API_PREFIX = "/api/"
# A JSON string, or one bracket; anything else between them (numbers, commas) is skipped.
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)
_SURROGATE = re.compile("[\ud800-\udfff]")
# The request attribute holding a JSON body the guard parsed (as DRF's parser would: NaN and
# Infinity refused), so that config/lean_api.py does not parse it again.
PARSED_BODY = "api_parsed_body"


class BadInput(Exception):
    """Input the API refuses before any view runs; `status` is what it answers."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.status = status


def text_problem(value: str) -> str | None:
    """Why PostgreSQL cannot store this text (NUL, or a lone UTF-16 surrogate), or None."""
    if "\x00" in value:
        return "contains a NUL character (\\u0000)"
    if _SURROGATE.search(value):
        return "contains a lone surrogate (not a Unicode character)"
    return None


def check_text(value: Any, where: str) -> None:
    """Refuse any string in `value` (keys too, at any depth) that PostgreSQL cannot store."""
    for text in _strings(value):
        problem = text_problem(text)
        if problem:
            raise BadInput("request/bad_text", f"{where} {problem}")


def _strings(value: Any) -> Iterator[str]:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)


def json_depth(text: str) -> int:
    """How deeply arrays and objects nest in a JSON text, without parsing it (the parser
    itself recurses, which is the danger); brackets inside strings do not count."""
    depth = deepest = 0
    for match in _STRING_OR_BRACKET.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


def check_json_body(body: bytes) -> Any:
    """Depth first (it guards the parser), then the text of every string; the parsed body,
    or `_UNPARSED`. Malformed JSON is left to the view's parser, which answers 400
    request/parse_error."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise BadInput("request/bad_encoding", "a JSON body is UTF-8") from None
    limit = settings.API_MAX_JSON_DEPTH
    # The number of opening brackets bounds the depth (those inside strings only add to it):
    # a usual body has a handful, and counting them costs a tenth of scanning its tokens.
    if text.count("[") + text.count("{") > limit and json_depth(text) > limit:
        raise BadInput("request/too_deep", f"JSON nests at most {limit} levels deep")
    try:
        data = _STRICT_DECODER.decode(text)  # (json.loads builds one per call given options)
    except (ValueError, RecursionError):
        return _UNPARSED
    # A parsed string can hold a NUL or a lone surrogate only from a \u escape: the strict
    # parser refuses raw control characters in strings, and the UTF-8 decoding above
    # refuses encoded surrogates. No "\u" in the text: no string to walk (issue 18).
    if "\\u" in text:
        check_text(data, "the body")
    return data


_UNPARSED = object()


def _strict_constant(name: str) -> Any:
    """NaN and Infinity are not JSON: refused, as DRF's parser refuses them (STRICT_JSON)."""
    raise ValueError(f"{name} is not a JSON value")


_STRICT_DECODER = json.JSONDecoder(parse_constant=_strict_constant)


class ApiGuardMiddleware:
    """First in MIDDLEWARE: checks requests under /api/ and turns any error page there into
    {code, message} JSON (it sees the 404 and 500 responses of everything inside it)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not request.path.startswith(API_PREFIX):
            return self.get_response(request)
        try:
            self.check(request)
        except BadInput as error:
            return error_response(error.code, error.message, error.status)
        return as_json_error(self.get_response(request))

    def check(self, request: HttpRequest) -> None:
        check_text(request.path, "the path")
        check_text(list(request.GET.lists()), "a query parameter")
        if request.method in ("GET", "HEAD", "OPTIONS"):
            return
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            raise BadInput("request/bad_length", "Content-Length is not a number") from None
        limit = settings.API_MAX_BODY_BYTES
        if length > limit:
            raise BadInput("request/too_large", f"a request body is at most {limit} bytes", 413)
        if not length:
            return
        content_type = request.content_type or ""
        try:
            if content_type == "application/json" or content_type.endswith("+json"):
                parsed = check_json_body(request.body)
                if parsed is not _UNPARSED:
                    setattr(request, PARSED_BODY, parsed)
            elif content_type in ("application/x-www-form-urlencoded", "multipart/form-data"):
                check_text(list(request.POST.lists()), "a form field")
        except RequestDataTooBig:
            raise BadInput("request/too_large", "the request body is too large", 413) from None
        except TooManyFieldsSent:
            raise BadInput("request/too_many_fields", "too many form fields") from None
        except SuspiciousOperation as error:
            raise BadInput("request/malformed", str(error)) from None
        except MultiPartParserError as error:  # no boundary, a broken part (Django: HTML 400)
            raise BadInput("request/bad_multipart", f"unreadable multipart body: {error}") from None


def error_response(code: str, message: str, status: int) -> JsonResponse:
    return JsonResponse({"code": code, "message": message}, status=status)


def as_json_error(response: HttpResponse) -> HttpResponse:
    """An error answer that is not JSON (Django's HTML pages, an empty 405) becomes
    {code, message}; JSON errors (the views' own) pass unchanged."""
    if response.status_code < 400 or "json" in response.get("Content-Type", ""):
        return response
    status = HTTPStatus(response.status_code)
    code = "request/" + status.phrase.lower().replace(" ", "_").replace("-", "_")
    if status == HTTPStatus.INTERNAL_SERVER_ERROR:
        code = "server/error"
    replacement = error_response(code, status.phrase, response.status_code)
    for header in ("Allow", "WWW-Authenticate", "Retry-After"):
        if header in response:
            replacement[header] = response[header]
    return replacement


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """CSRF_FAILURE_VIEW: JSON under /api/, Django's page elsewhere."""
    if request.path.startswith(API_PREFIX):
        return error_response("request/csrf_failed", f"CSRF check failed: {reason}", 403)
    from django.views.csrf import csrf_failure as page

    return page(request, reason)


def exception_handler(exc: Exception, context: dict[str, Any]) -> Any:
    """DRF's handler with our body: {code, message} (and `fields` for validation errors),
    for every DRF view, the token endpoint and the schema views included."""
    from rest_framework import exceptions
    from rest_framework.views import exception_handler as drf_handler

    response = drf_handler(exc, context)
    if response is not None and isinstance(exc, exceptions.APIException):
        response.data = api_error_body(exc)
    return response


def api_error_body(exc: Any) -> dict[str, Any]:
    from rest_framework import exceptions

    if isinstance(exc, exceptions.ValidationError):
        message = _first_message(exc.detail)
        return {"code": "request/invalid", "message": message, "fields": exc.detail}
    return {"code": f"request/{exc.default_code}", "message": str(exc.detail)}


def _first_message(detail: Any) -> str:
    """The first message of a validation error, with the field it is about."""
    if isinstance(detail, dict):
        for key, value in detail.items():
            inner = _first_message(value)
            return inner if key == "non_field_errors" else f"{key}: {inner}"
    if isinstance(detail, list) and detail:
        return _first_message(detail[0])
    return str(detail) or "invalid input"
