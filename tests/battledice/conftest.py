"""Users for the Battle Dice tests that go through Django (the engine tests need none)."""

from typing import Any

import pytest


@pytest.fixture
def users(django_user_model: Any) -> dict[str, Any]:
    make = django_user_model.objects.create_user
    return {
        "alice": make("alice"),
        "bob": make("bob"),
        "carol": make("carol"),
        "staff": make("sam", is_staff=True),
    }
