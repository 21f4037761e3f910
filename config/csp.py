"""Content-Security-Policy on every answer: scripts only from our own static files, or inline
with this response's nonce; no plugins, no framing, forms post only to us.

Templates mark the few inline scripts with `nonce="{{ csp_nonce }}"` (the context processor
below; django-htmx's `{% htmx_script %}` reads the same name). Inline event handlers
(`onclick=`) are refused by browsers under this policy: pages use static/overcrush/site.js
(`data-print`) instead. Styles may be inline (`style=` attributes in templates and in the
fragments htmx swaps in, and the <style> htmx adds for its indicators): CSS cannot run code,
and scripts are what the policy is for.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

HEADER = "Content-Security-Policy"


def policy(nonce: str) -> str:
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src 'self' 'nonce-{nonce}'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ]
    )


class Nonce:
    """This request's nonce, drawn when first written out (a template's `{{ csp_nonce }}`,
    django-htmx's tags) or when an HTML answer's policy needs it: a JSON answer (a move, a
    health check) runs no script, so it draws none and its policy allows no inline script
    at all (issue 18: the random draw was a system call on every request)."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value: str | None = None

    def __str__(self) -> str:
        if self.value is None:
            self.value = secrets.token_urlsafe(16)
        return self.value

    def __html__(self) -> str:  # URL-safe characters: nothing to escape in a template
        return str(self)


# A JSON answer's policy: no nonce, so no inline script (it has none).
NO_INLINE_SCRIPT = policy("").replace(" 'nonce-'", "")


class ContentSecurityPolicyMiddleware:
    """A nonce per request (`request.csp_nonce`, drawn when used) and the policy on the
    response: with the nonce when it was used or the answer is HTML, else none."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        nonce = Nonce()
        request.csp_nonce = nonce  # type: ignore[attr-defined]
        response = self.get_response(request)
        if HEADER not in response:
            html = response.get("Content-Type", "").startswith("text/html")
            used = nonce.value is not None or html
            response[HEADER] = policy(str(nonce)) if used else NO_INLINE_SCRIPT
        return response


def nonce(request: HttpRequest) -> dict[str, str]:
    """Context processor: `csp_nonce` for inline scripts (and django-htmx's tags)."""
    return {"csp_nonce": getattr(request, "csp_nonce", "")}
