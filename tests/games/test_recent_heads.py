"""A move in a game whose head this process wrote skips the read (games/recent_heads.py): it is
decided on the row kept then and appended by one statement guarded by that row's version.
Whatever changed since (the seats, the head, a stored event) fails the guard, and the move is
answered the usual way, from a fresh read: who may move stays exactly as before (DM-1.2: a
player makes their own game decisions, nobody else's)."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import event_store, recent_heads, services
from games.models import Game
from tests.games.test_state_cache import edit_payload, move, next_move, post, stored_log

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _postgresql_only() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("row versions (xmin, cmin) are PostgreSQL's; SQLite reads every move")


GUARD = "xmin = %s::xid"  # what only the guarded append's statement says


def moved_here(users: dict[str, Any], moves: int = 3) -> Game:
    """A game this process moved last, through the API."""
    game = services.start_game(users["alice"], users["bob"])
    for seed in range(moves):
        assert move(game, users, seed).status_code == 201
    game.refresh_from_db()
    return game


def posted(game: Game, player: Any, body: dict[str, Any]) -> tuple[Any, list[str]]:
    with CaptureQueriesContext(connection) as captured:
        response = post(game, player, body)
    return response, [q["sql"] for q in captured.captured_queries]


def test_the_next_move_is_the_guarded_append_alone(users: dict[str, Any]) -> None:
    game = moved_here(users)
    assert recent_heads.recall(game.pk, game.head_seq) is not None
    response, statements = posted(game, *next_move(game, users))
    assert response.status_code == 201, response.content
    assert len(statements) == 1 and GUARD in statements[0], statements
    game.refresh_from_db()
    assert response.json()["seq"] == game.head_seq
    assert event_store.verify_chain(game.pk).ok


def test_a_head_this_process_did_not_write_is_read_first(users: dict[str, Any]) -> None:
    """Near miss: nothing kept (another process moved the game), the usual read and append."""
    game = moved_here(users)
    recent_heads.forget(game.pk)
    response, statements = posted(game, *next_move(game, users))
    assert response.status_code == 201, response.content
    assert len(statements) == 2 and not any(GUARD in s for s in statements), statements


def test_a_seat_given_to_someone_else_refuses_its_old_player(users: dict[str, Any]) -> None:
    """The game row changed behind the kept copy (a new row version): the guard fails, the
    fresh read no longer seats the old player, 403 and nothing written."""
    game = moved_here(users)
    player, body = next_move(game, users)
    other = "player_one" if player == users["alice"] else "player_two"
    Game.objects.filter(pk=game.pk).update(**{other: users["carol"]})
    before = stored_log(game)
    response, statements = posted(game, player, body)
    assert response.status_code == 403, response.content
    assert response.json()["code"] == "game/not_a_player"
    assert stored_log(game) == before
    assert any(GUARD in s for s in statements), "the kept row was tried first"


def test_a_stale_seq_is_answered_from_the_fresh_read(users: dict[str, Any]) -> None:
    """The kept head is the one the client names, but the game moved on without this process
    (appended under the row lock, as a bot's turn or a ruling is): 409 turn/stale_seq."""
    game = moved_here(users)
    player, body = next_move(game, users)
    kept = recent_heads.recall(game.pk, game.head_seq)
    assert kept is not None
    services.submit_action(
        game.pk, player, body["action"], body["expected_seq"], idempotency_key="elsewhere"
    )
    recent_heads.remember(*kept)  # as a process that did not see that move still holds it
    response, _ = posted(game, player, body)
    assert response.status_code == 409, response.content
    assert response.json()["code"] == "turn/stale_seq"


def test_an_edited_head_event_fails_the_guard(users: dict[str, Any]) -> None:
    """The head row rewritten (a new row version) with its hash kept: the guarded append
    writes nothing and the fresh read finds the broken chain."""
    game = moved_here(users)
    player, body = next_move(game, users)
    edit_payload(game, game.head_seq)
    before = stored_log(game)
    response, statements = posted(game, player, body)
    assert response.status_code == 409, response.content
    assert response.json()["code"] == "store/chain_broken"
    assert stored_log(game) == before
    assert any(GUARD in s for s in statements)


def test_a_refused_move_is_answered_as_before(users: dict[str, Any]) -> None:
    """The player who is not awaited: refused from the fresh read, as without a kept row."""
    game = moved_here(users)
    player, body = next_move(game, users)
    idle = users["bob"] if player == users["alice"] else users["alice"]
    kept_answer = post(game, idle, body)
    recent_heads.forget(game.pk)
    read_answer = post(game, idle, body)
    assert kept_answer.status_code == read_answer.status_code >= 400
    assert kept_answer.json() == read_answer.json()
