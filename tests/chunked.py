"""The test live server reads chunked request bodies (`Transfer-Encoding: chunked`), as
gunicorn does in production.

Django's development server does not: it gives the view an empty body and leaves the chunks
on the connection, where the next "request line" is `0` — answered with an HTTP/0.9 error
page that has no status line, which a keep-alive client then reads as the answer to its next
request ("Connection aborted", BadStatusLine '<!DOCTYPE HTML>'). schemathesis sends such
requests now and then, so its run failed at random. The live server's request handler here
reads the chunks into one body with a Content-Length before Django sees the request.
"""

from __future__ import annotations

import io
from typing import Any

from django.test import testcases

MAX_BODY = 10 * 1024 * 1024


class _Then:
    """The de-chunked body first, then the connection's own stream (the next requests)."""

    def __init__(self, body: bytes, stream: Any) -> None:
        self.body, self.stream = io.BytesIO(body), stream

    def read(self, size: int = -1) -> bytes:
        data = self.body.read(size)
        return data if data else self.stream.read(size)

    def readline(self, size: int = -1) -> bytes:
        data = self.body.readline(size)
        return data if data else self.stream.readline(size)

    def close(self) -> None:
        self.stream.close()


def _dechunked(stream: Any) -> bytes:
    body = bytearray()
    while True:
        size = int(stream.readline(1024).split(b";")[0].strip() or b"0", 16)
        if size == 0:
            while stream.readline(1024) not in (b"\r\n", b"\n", b""):  # trailers
                pass
            return bytes(body)
        if len(body) + size > MAX_BODY:
            raise ValueError("chunked body too large")
        body += stream.read(size)
        stream.readline(1024)  # the CRLF after the chunk


class ChunkedRequestHandler(testcases.QuietWSGIRequestHandler):
    def parse_request(self) -> bool:
        if not super().parse_request():
            return False
        if "chunked" not in self.headers.get("Transfer-Encoding", "").lower():
            return True
        try:
            body = _dechunked(self.rfile)
        except ValueError:
            self.send_error(400, "Bad chunked body")
            return False
        del self.headers["Transfer-Encoding"]
        del self.headers["Content-Length"]
        self.headers["Content-Length"] = str(len(body))
        self.rfile = _Then(body, self.rfile)
        return True


def serve_chunked_bodies() -> None:
    """Every live server of this test run uses the handler above (LiveServerThread names its
    handler at module level)."""
    testcases.QuietWSGIRequestHandler = ChunkedRequestHandler  # type: ignore[misc]
