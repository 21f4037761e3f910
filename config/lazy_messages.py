"""Django's MessageMiddleware with the message storage built only when something uses it.

Django builds a FallbackStorage (a cookie storage with its signer, and a session storage) for
every request and asks it to save itself on every response. An API request (a move, a health
check) never adds or reads a message, so it paid for both for nothing (issue 18). Here the
storage is a lazy object: built on first use (a view adding a message, a template listing
them), saved on the response only if it was built; unused, there is nothing to save, exactly
as an unused storage saved nothing.
"""

from __future__ import annotations

from django.contrib.messages.middleware import MessageMiddleware
from django.contrib.messages.storage import default_storage
from django.http import HttpRequest, HttpResponse
from django.utils.functional import SimpleLazyObject, empty


class LazyMessageMiddleware(MessageMiddleware):
    """`request._messages` built on first use; updated on the response only then."""

    def process_request(self, request: HttpRequest) -> None:
        request._messages = SimpleLazyObject(lambda: default_storage(request))  # type: ignore[attr-defined]

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        storage = getattr(request, "_messages", None)
        if isinstance(storage, SimpleLazyObject) and storage._wrapped is empty:
            return response  # never used: nothing added, nothing read, nothing to save
        return super().process_response(request, response)
