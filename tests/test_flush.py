"""Django's flush between transactional tests empties the append-only event table on both
engines, and leaves its guard on (tests/flush.py; issue 15, item 1: on SQLite the flush used
to die on `games_gameevent is append-only: DELETE refused` and leave rows behind)."""

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import IntegrityError, connection, transaction

from games import services
from games.models import GameEvent
from tests.games.db_helpers import EVENT_TABLE, append_only_triggers

ROOT = Path(__file__).resolve().parents[1]
APPLICATION = ("accounts", "battledice", "cards", "config", "games", "tournaments")


def _game(django_user_model: Any, suffix: str) -> Any:
    make = django_user_model.objects.create_user
    game = services.start_game(make(f"ann{suffix}"), make(f"bob{suffix}"))
    assert GameEvent.objects.filter(game=game).exists()
    return game.pk


@pytest.mark.django_db(transaction=True)
def test_the_flush_empties_the_event_table_and_the_guard_stays(django_user_model: Any) -> None:
    _game(django_user_model, "1")
    guard = append_only_triggers("default")
    call_command("flush", interactive=False, verbosity=0)
    assert not GameEvent.objects.exists()
    assert not django_user_model.objects.exists()
    assert append_only_triggers("default") == guard
    # The same usernames again: nothing was left behind (the old failure: UNIQUE auth_user).
    game_id = _game(django_user_model, "1")
    key = GameEvent._meta.get_field("game").get_db_prep_value(game_id, connection)
    with (
        pytest.raises(IntegrityError, match="append-only"),
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute(f"DELETE FROM {EVENT_TABLE} WHERE game_id = %s", [key])
    assert GameEvent.objects.filter(game_id=game_id).exists()


def _code_strings(path: Path) -> Iterator[str]:
    """The string constants of a module's code: its SQL, not its docstrings' prose."""
    tree = ast.parse(path.read_text())
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
        if is_text and id(node) not in docstrings:
            yield node.value.lower()


def test_only_the_test_suite_lifts_the_guard() -> None:
    """Neither the PostgreSQL switch nor a dropped or disabled trigger appears in the
    application's code (the migrations create and, backwards, remove the triggers)."""
    offenders = [
        str(path.relative_to(ROOT))
        for package in APPLICATION
        for path in (ROOT / package).rglob("*.py")
        if "migrations" not in path.parts
        and any(
            marker in text
            for text in _code_strings(path)
            for marker in ("allow_truncate", "drop trigger", "disable trigger")
        )
    ]
    assert offenders == []
