"""The URL patterns' order is only a matter of speed (issue 18: a move's URL is tried right
after the health checks): every named page and endpoint still resolves to itself."""

from __future__ import annotations

import uuid

import pytest
from django.urls import NoReverseMatch, URLPattern, URLResolver, get_resolver, resolve, reverse

GAME = str(uuid.uuid4())


def _named(patterns: list, namespace: str = "") -> list[tuple[str, URLPattern]]:
    found = []
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = namespace
            if pattern.namespace:
                inner = f"{namespace}{pattern.namespace}:"
            found += _named(pattern.url_patterns, inner)
        elif pattern.name:
            found.append((namespace + pattern.name, pattern))
    return found


def _sample(converter: object) -> str | int:
    return 7 if type(converter).__name__ == "IntConverter" else GAME


@pytest.mark.parametrize("name", ["health", "health-ready", "api-token", "schema", "api-docs"])
def test_the_projects_own_endpoints_resolve_to_themselves(name: str) -> None:
    assert resolve(reverse(name)).url_name == name


def test_every_named_url_resolves_to_itself_whatever_comes_first() -> None:
    checked = 0
    for name, pattern in _named(get_resolver().url_patterns):
        converters = getattr(pattern.pattern, "converters", {})
        if "(?P<" in str(pattern.pattern) and not converters:
            continue  # a regex pattern (the admin's): its own concern
        kwargs = {key: _sample(converter) for key, converter in converters.items()}
        try:
            url = reverse(name, kwargs=kwargs)
        except NoReverseMatch:  # a converter this sample does not fit
            continue
        match = resolve(url)
        assert f"{match.namespace}:{match.url_name}".lstrip(":") == name, (url, match)
        checked += 1
    assert checked > 50
