"""How many SQL statements a move costs through the API, pinned so that it cannot grow back
unnoticed (the hardening issue's moves/s aim: every round trip is a share of a move's time).

On PostgreSQL a move whose game state is in the snapshot cache is two statements: reading the
game with its players, its head row and whether a seat is a bot's (`event_store.lock_head`,
unlocked), then appending its events and moving the head in one statement
(`event_store.append_at_head`). When this process wrote the head itself, the move is the
append alone, guarded by the row version it wrote (games/recent_heads.py). The token is
checked once per period (config/token_auth.py) and, in a game between people, scheduling the
bots' turn asks nothing more (games/bots.py).
SQLite has no row locks and appends in a transaction (here a savepoint) of its own, so it
counts differently.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from rest_framework.authtoken.models import Token

from config.prepared import prepared_cursor
from games import bots, services
from games.models import Game

pytestmark = pytest.mark.django_db

# Statements of one move (POST actions) and one GET legal-actions, once the token is known;
# on PostgreSQL, after a move of this process in the same game, one.
MOVE_QUERIES = {"postgresql": 2, "sqlite": 6}
NEXT_MOVE_QUERIES = {"postgresql": 1, "sqlite": 6}
LEGAL_ACTIONS_QUERIES = 1


def _clients(*users: Any) -> list[Client]:
    return [
        Client(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}") for user in users
    ]


def _awaited(game: Game, clients: list[Client]) -> tuple[Client, dict[str, Any]]:
    """The client whose decision the game waits for, and a non-concede action of theirs
    (asked before counting: this also lets each client's token be checked once)."""
    found = None
    for client in clients:
        answer = client.get(f"/api/games/{game.pk}/legal-actions/").json()
        actions = [a for a in answer["actions"] if a["type"] != "concede"]
        if actions:
            found = client, actions[0]
    assert found is not None, "the game waits for nobody"
    return found


def test_a_move_through_the_api_costs_a_fixed_number_of_statements(
    django_user_model: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """DM-3.7 (who goes first) and the rolls that follow are made by the server when the
    game starts; every move after it is read, decided on the cached state and appended.
    What runs once the move commits (the live push, the bots' check) is counted too."""
    one = django_user_model.objects.create_user("one")
    two = django_user_model.objects.create_user("two")
    game = services.start_game(one, two)
    clients = _clients(one, two)
    expected = MOVE_QUERIES  # the game was started, not moved, through the API
    for _ in range(6):  # several moves: purchases, passes, rerolls, whatever comes first
        game.refresh_from_db()
        client, action = _awaited(game, clients)
        with (
            CaptureQueriesContext(connection) as captured,
            django_capture_on_commit_callbacks(execute=True),
        ):
            response = client.post(
                f"/api/games/{game.pk}/actions/",
                {"action": action, "expected_seq": game.head_seq},
                content_type="application/json",
            )
        assert response.status_code == 201, response.json()
        statements = [q["sql"] for q in captured.captured_queries]
        assert len(statements) == expected[connection.vendor], statements
        expected = NEXT_MOVE_QUERIES


def test_legal_actions_cost_one_statement(django_user_model: Any) -> None:
    one = django_user_model.objects.create_user("one")
    two = django_user_model.objects.create_user("two")
    game = services.start_game(one, two)
    client, _ = _awaited(game, _clients(one, two))
    with CaptureQueriesContext(connection) as captured:
        response = client.get(f"/api/games/{game.pk}/legal-actions/")
    assert response.status_code == 200
    assert len(captured.captured_queries) == LEGAL_ACTIONS_QUERIES, captured.captured_queries


def test_the_game_row_says_whether_a_seat_is_a_bots(django_user_model: Any) -> None:
    """What lets a move skip the bots' check: read with the game, exactly as bot_seats
    answers it."""
    person = django_user_model.objects.create_user("person")
    other = django_user_model.objects.create_user("other")
    robot = django_user_model.objects.create_user("robot")
    bots.make_bots([robot])
    people = services.start_game(person, other)
    against_bot = services.start_game(person, robot)
    for game, expected in ((people, False), (against_bot, True)):
        for read in (services.get_game(game.pk), services.get_game(game.pk, lock=False)):
            assert bool(read.has_bot_seat) is expected
            assert any(bots.bot_seats(read)) is expected


def test_on_postgresql_a_moves_statements_are_prepared_once_per_connection(
    django_user_model: Any,
) -> None:
    """config/prepared.py: the game's read and the append are planned once per session
    (PostgreSQL lists them in pg_prepared_statements), not at every move."""
    if connection.vendor != "postgresql":
        pytest.skip("prepared statements are PostgreSQL's")
    one = django_user_model.objects.create_user("one")
    two = django_user_model.objects.create_user("two")
    game = services.start_game(one, two)
    clients = _clients(one, two)
    for _ in range(3):
        game.refresh_from_db()
        client, action = _awaited(game, clients)
        response = client.post(
            f"/api/games/{game.pk}/actions/",
            {"action": action, "expected_seq": game.head_seq},
            content_type="application/json",
        )
        assert response.status_code == 201, response.json()
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        prepared = [statement for (statement,) in cursor.fetchall()]
    assert any("FROM games_game g" in s for s in prepared), prepared
    assert any("INSERT INTO games_gameevent" in s for s in prepared), prepared


def test_with_preparing_off_the_cursor_is_a_plain_one(db: None) -> None:
    """DB_PREPARED_STATEMENTS=0 leaves psycopg's preparing off (Django's default): then
    config/prepared.py hands out Django's own cursor, and nothing is prepared."""
    if connection.vendor != "postgresql":
        pytest.skip("prepared statements are PostgreSQL's")
    connection.ensure_connection()
    saved = connection.connection.prepare_threshold
    connection.connection.prepare_threshold = None
    try:
        with prepared_cursor(connection) as cursor:
            cursor.execute("SELECT %s::int + 1 AS plain_probe", [1])
            assert cursor.fetchone() == (2,)
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE %s",
                ["%plain_probe%"],
            )
            assert cursor.fetchone() == (0,)
    finally:
        connection.connection.prepare_threshold = saved
