"""Who the client is: forwarded headers count only when the reverse proxy sent them.

`X-Forwarded-For` and `X-Forwarded-Proto` are plain request headers: any client can send
them. Only a request whose peer (the socket's address) is one of settings.TRUSTED_PROXIES
(env FORWARDED_ALLOW_IPS, the same list gunicorn trusts) may set them. From such a peer the
client's address is the right-most `X-Forwarded-For` entry that is not itself a trusted
proxy (a proxy appends the address it saw; what is further left the client wrote), and
REMOTE_ADDR becomes it, so the login limit (config/throttles.py), the live-stream caps and
the logs all see the real client. From any other peer the forwarded headers are dropped:
they can neither pick another client's rate-limit bucket nor claim HTTPS
(SECURE_PROXY_SSL_HEADER).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterable
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse

# Headers a proxy sets for the application (as WSGI names them).
FORWARDED_HEADERS = (
    "HTTP_X_FORWARDED_FOR",
    "HTTP_X_FORWARDED_PROTO",
    "HTTP_X_FORWARDED_HOST",
    "HTTP_X_FORWARDED_PORT",
    "HTTP_X_REAL_IP",
    "HTTP_FORWARDED",
)

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@lru_cache(maxsize=8)
def _networks(trusted: tuple[str, ...]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(item.strip(), strict=False) for item in trusted if item)


def is_trusted(address: str, trusted: Iterable[str] | None = None) -> bool:
    """Is `address` one of the trusted proxies (an address or inside a listed network)?"""
    return _is_trusted(address, tuple(settings.TRUSTED_PROXIES if trusted is None else trusted))


@lru_cache(maxsize=1024)
def _is_trusted(address: str, trusted: tuple[str, ...]) -> bool:
    """`is_trusted`, remembered: every request asks it of its peer, which behind a proxy is
    always the same address (parsing it cost ~8 us a request, issue 18)."""
    networks = _networks(trusted)
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        return False
    return any(ip in network for network in networks)


def client_address(peer: str, forwarded_for: str | None) -> str:
    """The client's address: the peer, or, from a trusted proxy, the right-most forwarded
    address that is not a trusted proxy (a garbled entry stops the walk at the last good hop)."""
    if not forwarded_for or not is_trusted(peer):
        return peer
    client = peer
    for item in reversed(forwarded_for.split(",")):
        item = item.strip()
        try:
            ipaddress.ip_address(item)
        except ValueError:
            return client
        client = item
        if not is_trusted(item):
            return client
    return client


class TrustedProxyMiddleware:
    """First in MIDDLEWARE: REMOTE_ADDR is the real client, forwarded headers are gone
    unless a trusted proxy sent them."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        meta = request.META
        peer = meta.get("REMOTE_ADDR") or ""
        if is_trusted(peer):
            meta["REMOTE_ADDR"] = client_address(peer, meta.get("HTTP_X_FORWARDED_FOR"))
        else:
            for name in FORWARDED_HEADERS:
                meta.pop(name, None)
        return self.get_response(request)
