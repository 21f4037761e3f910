"""The test live server reads a chunked request body and stays in step on a kept-alive
connection (tests/chunked.py): schemathesis's random failures came from this."""

from __future__ import annotations

import json
import socket
from typing import Any
from urllib.parse import urlparse

import pytest

pytestmark = pytest.mark.django_db(transaction=True)


def _answer(sock: socket.socket) -> tuple[bytes, dict[str, str], bytes]:
    stream = sock.makefile("rb")
    status = stream.readline()
    headers: dict[str, str] = {}
    while (line := stream.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode().partition(":")
        headers[name.strip().lower()] = value.strip()
    body = stream.read(int(headers.get("content-length", "0")))
    return status, headers, body


def test_a_chunked_body_reaches_the_view_and_the_next_request_gets_its_own_answer(
    live_server: Any, django_user_model: Any
) -> None:
    django_user_model.objects.create_user("chunky", password="chunky-pass-123")
    address = urlparse(live_server.url)
    payload = json.dumps({"username": "chunky", "password": "chunky-pass-123"}).encode()
    half = len(payload) // 2
    chunks = b"".join(
        f"{len(part):x}\r\n".encode() + part + b"\r\n" for part in (payload[:half], payload[half:])
    )
    with socket.create_connection((address.hostname, address.port), timeout=20) as sock:
        sock.sendall(
            b"POST /api/auth/token/ HTTP/1.1\r\nHost: localhost\r\n"
            b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
            b"Connection: keep-alive\r\n\r\n" + chunks + b"0\r\n\r\n"
        )
        status, _, body = _answer(sock)
        assert status.startswith(b"HTTP/1.1 200"), (status, body)
        assert "token" in json.loads(body)
        # the same connection: the next answer has a status line (no leftover "0" request)
        sock.sendall(b"GET /api/schema/?format=json HTTP/1.1\r\nHost: localhost\r\n\r\n")
        status, _, _ = _answer(sock)
        assert status.startswith(b"HTTP/1.1 200"), status


def test_an_empty_chunked_body_leaves_nothing_on_the_connection(live_server: Any) -> None:
    address = urlparse(live_server.url)
    with socket.create_connection((address.hostname, address.port), timeout=20) as sock:
        sock.sendall(
            b"PUT /api/formats/1/bans/ HTTP/1.1\r\nHost: localhost\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n0\r\n\r\n"
        )
        status, headers, _ = _answer(sock)
        assert status.startswith(b"HTTP/1.1 4"), status
        assert headers["content-type"].startswith("application/json")
        sock.sendall(b"GET /api/schema/?format=json HTTP/1.1\r\nHost: localhost\r\n\r\n")
        status, _, _ = _answer(sock)
        assert status.startswith(b"HTTP/1.1 200"), status
