"""OpenAPI postprocessing: the answers any operation may give, documented once.

The front door (config/api_guard.py) refuses bad input on every route with 400 or 413, an
invalid token is 401 anywhere, and writes are rate-limited (429): each operation's
documented responses say so, so that the schema matches what the server does.
"""

from __future__ import annotations

from typing import Any

ERROR = {"$ref": "#/components/schemas/Error"}
ALWAYS = {
    "400": "Bad input: refused before the view (deep or malformed JSON, NUL in text, ...)",
    "401": "Not authenticated: send `Authorization: Token <key>` (see /api/auth/token/)",
}
WRITES = {
    "413": "The request body is over the size limit",
    "429": "Too many requests: wait for Retry-After seconds",
}


def add_common_errors(result: dict[str, Any], generator: Any, request: Any, public: bool) -> Any:
    """drf-spectacular POSTPROCESSING_HOOKS entry: add the common error answers."""
    for path, operations in result.get("paths", {}).items():
        if not path.startswith("/api/"):
            continue
        for method, operation in operations.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            common = {**ALWAYS, **(WRITES if method != "get" else {})}
            responses = operation.setdefault("responses", {})
            for status, description in common.items():
                responses.setdefault(
                    status,
                    {
                        "content": {"application/json": {"schema": ERROR}},
                        "description": description,
                    },
                )
    return result
