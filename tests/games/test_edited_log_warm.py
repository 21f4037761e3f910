"""An event below the head edited behind the application stops the next move even while the
state snapshot of the head is warm (issue 15, item 7). The move's one head read also asks
PostgreSQL whether any row of the game was written after its head (a younger xmin): then the
snapshot is not trusted and the log is checked link by link first."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import event_store
from games.models import Game
from tests.games.test_state_cache import edit_payload, move, next_move, played, post, stored_log

# Committed as in production: each move its own transaction (inside one test transaction the
# savepoints' row versions would not be in the order they are in production).
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _postgresql_only() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("row versions (xmin) are PostgreSQL's; SQLite is the development default")


@pytest.mark.parametrize("rehash", [False, True], ids=["payload", "payload-and-hash"])
def test_an_event_below_the_head_edited_stops_the_next_move_with_a_warm_snapshot(
    users: dict[str, Any], rehash: bool
) -> None:
    game = played(users, moves=10)  # its head's snapshot is warm in this process
    assert game.head_seq > 8
    player, body = next_move(game, users)
    edit_payload(game, 7, rehash=rehash)
    before = stored_log(game)
    refused = post(game, player, body)
    assert refused.status_code == 409, refused.content
    assert refused.json()["code"] == "store/chain_broken"
    assert stored_log(game) == before
    game.refresh_from_db()
    assert game.head_seq == before[-1][0]


def test_an_untouched_log_keeps_the_warm_path(users: dict[str, Any]) -> None:
    """No row younger than the head: the head read says so, and the move uses the snapshot
    (no full read of the log)."""
    game = played(users, moves=6)
    checked = event_store.lock_head(game.pk, lock=False)
    assert checked.rows_edited is False
    player, body = next_move(game, users)
    with CaptureQueriesContext(connection) as queries:
        assert post(game, player, body).status_code == 201
    assert not any("ORDER BY" in q["sql"] and "games_gameevent" in q["sql"] for q in queries)
    assert Game.objects.get(pk=game.pk).head_seq > game.head_seq
    assert move(game, users).status_code == 201
