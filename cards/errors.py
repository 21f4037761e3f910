"""Catalog errors under one base, so the API maps them to HTTP once."""

from __future__ import annotations


class CatalogError(Exception):
    """A refusal the caller can fix: a stable `code`, a message, the HTTP status."""

    http_status = 400

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class CardNotFound(CatalogError):
    http_status = 404


class ImportRefused(CatalogError):
    """An import file that cannot be read as its format says (nothing is written)."""


class VersionImmutable(CatalogError):
    """A stored definition was about to change: a bug, not a user error."""

    http_status = 500

    def __init__(self, digest: str) -> None:
        super().__init__("card/version_immutable", f"card version {digest} never changes")


BAD_QUERY = "catalog/bad_query"
NOT_FOUND = "card/not_found"
BAD_FILE = "import/bad_file"
BAD_ROW = "import/bad_row"
