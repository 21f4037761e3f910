"""The state cache is a disposable shortcut (issue 9, items 4 to 6): Redis may hold anything
or be down, the log in PostgreSQL decides, and a log edited behind the application is noticed
before anything is appended to it."""

import json
import logging
import os
import pickle
import random
import socket
from pathlib import Path
from typing import Any

import pytest
import redis
from django.conf import settings
from django.db import connection
from rest_framework.test import APIClient

from games import services
from games.engine import waiting_for
from games.engine.sim.bots import greedy_bot
from games.event_store import chain_hash
from games.models import Game, GameEvent
from games.state_cache import state_cache
from tests.games.db_helpers import EVENT_TABLE, append_only_disabled, plant_snapshot

pytestmark = pytest.mark.django_db

needs_redis = pytest.mark.skipif(
    not settings.STATE_CACHE_URL, reason="needs Redis (REDIS_URL), as in CI"
)


def client_for(user: Any) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def dead_redis_url() -> str:
    """A Redis URL at a loopback port nobody listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"redis://127.0.0.1:{port}/0"


def next_move(game: Game, users: dict[str, Any], seed: int = 0) -> tuple[Any, dict[str, Any]]:
    """The awaited player and the request body of their greedy move."""
    game.refresh_from_db()
    state = services.load_state(game)
    seat = waiting_for(state).player
    action = greedy_bot(state, seat, random.Random(seed)).to_dict()
    player = users["alice"] if seat == 0 else users["bob"]
    return player, {"action": action, "expected_seq": game.head_seq}


def post(game: Game, player: Any, body: dict[str, Any]) -> Any:
    return client_for(player).post(f"/api/games/{game.pk}/actions/", body, format="json")


def move(game: Game, users: dict[str, Any], seed: int = 0) -> Any:
    return post(game, *next_move(game, users, seed))


def stored_log(game: Game) -> list[tuple[int, str]]:
    return list(GameEvent.objects.filter(game=game).order_by("seq").values_list("seq", "hash"))


# --- item 5: data, never code; no seed --------------------------------------------------------


class Exploit:
    """Unpickling this runs a shell command that leaves a file behind."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (os.system, (f"touch {self.marker}",))


@needs_redis
def test_a_pickle_planted_in_redis_is_never_run(users: dict[str, Any], tmp_path: Path) -> None:
    """Whatever the game's key in Redis holds, the server reads it as data or not at all."""
    game = services.start_game(users["alice"], users["bob"])
    marker = tmp_path / "ran"
    client = redis.Redis.from_url(settings.STATE_CACHE_URL)
    planted = pickle.dumps(Exploit(marker))
    for key in {k.decode() for k in client.scan_iter(match=f"*{game.pk}*")} | {str(game.pk)}:
        client.set(key, planted)
    plant_snapshot(game, planted)
    state_cache().clear_local()
    seen = client_for(users["alice"]).get(f"/api/games/{game.pk}/")
    assert seen.status_code == 200
    assert move(game, users).status_code == 201
    assert not marker.exists()


@needs_redis
def test_the_state_kept_in_redis_holds_no_seed(users: dict[str, Any]) -> None:
    """The secret seed of an active game lives in PostgreSQL only, never in the cache."""
    game = services.start_game(users["alice"], users["bob"])
    for seed in range(3):
        assert move(game, users, seed).status_code == 201
    client_for(users["bob"]).get(f"/api/games/{game.pk}/")
    state_cache().flush()
    client = redis.Redis.from_url(settings.STATE_CACHE_URL)
    keys = list(client.scan_iter(match=f"*{game.pk}*"))
    assert keys, "nothing of this game was cached"
    for key in keys:
        blob = client.get(key)
        assert game.seed.encode() not in blob
        assert bytes.fromhex(game.seed) not in blob


def test_a_snapshot_kept_in_this_process_is_used_only_for_its_own_head(
    users: dict[str, Any],
) -> None:
    game = services.start_game(users["alice"], users["bob"])
    early = services.load_state(game)
    assert move(game, users).status_code == 201
    game.refresh_from_db()
    assert services.load_state(game).seq == game.head_seq + 1 != early.seq


# --- item 6: an edited log is noticed before the next move -----------------------------------


def edit_payload(game: Game, seq: int, rehash: bool = False) -> None:
    """Change one stored event behind the application (trigger lifted, raw SQL)."""
    row = GameEvent.objects.get(game=game, seq=seq)
    payload = {**row.payload, "edited": True}
    new_hash = chain_hash(row.prev_hash, payload) if rehash else row.hash
    with append_only_disabled(connection.alias), connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {EVENT_TABLE} SET payload = %s, hash = %s WHERE id = %s",
            [json.dumps(payload), new_hash, row.pk],
        )


def played(users: dict[str, Any], moves: int = 4) -> Game:
    game = services.start_game(users["alice"], users["bob"])
    for seed in range(moves):
        assert move(game, users, seed).status_code == 201
    game.refresh_from_db()
    services.load_state(game)  # the snapshot of this head is warm
    return game


@pytest.mark.parametrize("rehash", [False, True], ids=["payload", "payload-and-hash"])
def test_a_head_event_edited_behind_the_app_stops_the_next_move(
    users: dict[str, Any], rehash: bool
) -> None:
    """The warm snapshot is of the game's head; the head row read in the move's transaction
    no longer matches its own hash (or the game's): 409 store/chain_broken, nothing added."""
    game = played(users)
    player, body = next_move(game, users)
    edit_payload(game, game.head_seq, rehash=rehash)
    before = stored_log(game)
    refused = post(game, player, body)
    assert refused.status_code == 409, refused.content
    assert refused.json()["code"] == "store/chain_broken"
    assert stored_log(game) == before
    game.refresh_from_db()
    assert game.head_seq == before[-1][0]


def test_an_earlier_event_edited_stops_a_move_that_replays_the_log(
    users: dict[str, Any],
) -> None:
    """With no snapshot of the head, a move replays the log and checks every link first."""
    game = played(users)
    player, body = next_move(game, users)
    edit_payload(game, 1)
    state_cache().clear_local()
    plant_snapshot(game, None)
    before = stored_log(game)
    refused = post(game, player, body)
    assert refused.status_code == 409, refused.content
    assert refused.json()["code"] == "store/chain_broken"
    assert stored_log(game) == before


def test_an_event_inserted_beyond_the_head_stops_the_next_move(users: dict[str, Any]) -> None:
    game = played(users)
    player, body = next_move(game, users)
    head = GameEvent.objects.get(game=game, seq=game.head_seq)
    extra = {"seq": head.seq + 1, "type": "Conceded", "player": 1}
    GameEvent.objects.create(
        game=game,
        seq=head.seq + 1,
        type="Conceded",
        payload=extra,
        prev_hash=head.hash,
        hash=chain_hash(head.hash, extra),
    )
    refused = post(game, player, body)
    assert refused.status_code == 409
    assert refused.json()["code"] == "store/chain_broken"


# --- item 4: Redis down does not stop play ---------------------------------------------------


def test_play_goes_on_with_redis_at_a_dead_port(
    users: dict[str, Any], settings: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """Creating, reading and moving all work; the state comes from PostgreSQL, with a
    warning in the log (a real dead port, not a stand-in)."""
    dead = dead_redis_url()
    # Longer than the test can take on a loaded machine (the default 5 s was not, once):
    # one warning per pause is what is checked.
    settings.STATE_CACHE_PAUSE = 600
    settings.STATE_CACHE_URL = dead
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": dead}
    }
    state_cache().clear_local()
    with caplog.at_level(logging.WARNING, logger="games.state_cache"):
        created = client_for(users["staff"]).post(
            "/api/games/",
            {"player_one": users["alice"].pk, "player_two": users["bob"].pk},
            format="json",
        )
        assert created.status_code == 201, created.content
        game = Game.objects.get(pk=created.json()["game"]["id"])
        state_cache().clear_local()  # as another web process would see it
        assert client_for(users["alice"]).get(f"/api/games/{game.pk}/").status_code == 200
        legal = client_for(users["alice"]).get(f"/api/games/{game.pk}/legal-actions/")
        assert legal.status_code == 200
        for seed in range(3):
            state_cache().clear_local()
            assert move(game, users, seed).status_code == 201
    warnings = [r for r in caplog.records if "Redis state cache unavailable" in r.message]
    assert len(warnings) == 1, "one warning, then Redis is left alone for a while"


@needs_redis
@pytest.mark.django_db(transaction=True)  # the word goes once the move is committed
def test_a_moves_word_on_the_live_bus_comes_after_its_snapshot(
    users: dict[str, Any], settings: Any, monkeypatch: Any
) -> None:
    """Bus and cache on one Redis (as deployed): the snapshot and the word that the game moved
    go in one pipeline, the snapshot first, so a stream woken by the word finds it (issue 18).
    """
    from games import live_bus
    from games.state_cache import redis_key

    settings.LIVE_REDIS_URL = settings.STATE_CACHE_URL
    sent: list[list[str]] = []  # the commands of each round trip (packed to be sent at once)
    pack = redis.connection.Connection.pack_commands

    def recorded(connection: Any, commands: Any) -> Any:
        sent.append([str(command[0]) for command in commands])
        return pack(connection, commands)

    monkeypatch.setattr(redis.connection.Connection, "pack_commands", recorded)
    game = services.start_game(users["alice"], users["bob"])
    client = redis.Redis.from_url(settings.STATE_CACHE_URL)
    listener = client.pubsub()
    listener.subscribe(live_bus.channel(game.pk))
    assert listener.get_message(timeout=1)["type"] == "subscribe"
    try:
        for seed in range(3):
            client.delete(redis_key(game.pk))
            assert move(game, users, seed).status_code == 201
            message = listener.get_message(timeout=2)
            assert message is not None and message["type"] == "message"
            assert client.exists(redis_key(game.pk)), "the word came before the snapshot"
            game.refresh_from_db()
            assert message["data"] == str(game.head_seq).encode()
        assert ["SET", "PUBLISH"] in sent  # one round trip a move, the snapshot first
    finally:
        listener.close()
        live_bus.reset()
