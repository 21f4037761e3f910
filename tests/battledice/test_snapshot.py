"""Battle Dice state snapshots (battledice/engine/snapshot.py): MessagePack with a version,
typed decoding, no pickle, no seed; and the state cache keeps Battle Dice games in Redis
as it keeps Dice Masters ones (games/state_cache.py)."""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import Any

import msgspec
import pytest
import redis
from django.conf import settings

from battledice import engine as mb
from battledice.engine import snapshot
from games import services
from games.engine import snapshot as dm_snapshot
from games.models import Game
from games.state_cache import head_tag, redis_key, state_cache
from games.systems import of_game
from tests.battledice.test_replay import read
from tests.games.db_helpers import plant_snapshot

SEED = "ab" * 32


@pytest.mark.parametrize("name", ["basic_example.jsonl", "standard_example.jsonl"])
def test_every_state_of_the_books_examples_round_trips(name: str) -> None:
    """Each state along a whole game (battles, windows, declarations, captures) comes back
    equal, with the caller's seed put back and never stored."""
    records = read(name)
    for seq in range(len(records)):
        state = mb.replay(records, to_seq=seq)
        blob = snapshot.encode(state, f"tag-{seq}")
        tag, back = snapshot.decode(blob, state.seed)
        assert (tag, back) == (f"tag-{seq}", state)
        seeded = msgspec.structs.replace(state, seed=SEED)  # the same state holding a seed
        blob = snapshot.encode(seeded)
        assert SEED.encode() not in blob and bytes.fromhex(SEED) not in blob
        assert snapshot.decode(blob, None)[1].seed is None
        assert snapshot.decode(blob, SEED)[1] == seeded


class Exploit:
    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (os.system, (f"touch {self.marker}",))


def test_bytes_that_are_not_a_snapshot_are_refused(tmp_path: Path) -> None:
    state = mb.replay(read("basic_example.jsonl"))
    good = snapshot.encode(state, "t")
    marker = tmp_path / "ran"
    wrong_version = msgspec.msgpack.encode(
        [snapshot.MAGIC, snapshot.FORMAT_VERSION + 1, snapshot.SHAPE, "t", None]
    )
    wrong_shape = msgspec.msgpack.encode(
        [snapshot.MAGIC, snapshot.FORMAT_VERSION, "0" * 16, *msgspec.msgpack.decode(good)[3:]]
    )
    retyped = msgspec.msgpack.decode(good)
    retyped[4]["players"][0]["captured"] = "many"  # a field of the wrong type
    for blob in (
        b"",
        b"\x00garbage",
        pickle.dumps(Exploit(marker)),
        good[:-3],
        wrong_version,
        wrong_shape,
        msgspec.msgpack.encode(retyped),
        dm_snapshot.encode(_dm_state(), "t"),  # the other system's snapshot
    ):
        with pytest.raises(snapshot.SnapshotError):
            snapshot.decode(blob)
    assert not marker.exists()


def _dm_state() -> Any:
    from tests.engine.helpers import Game as ScriptedGame

    game = ScriptedGame()
    game.start()
    return game.state


needs_redis = pytest.mark.skipif(
    not settings.STATE_CACHE_URL, reason="needs Redis (REDIS_URL), as in CI"
)


@needs_redis
@pytest.mark.django_db
def test_a_battle_dice_game_is_cached_in_redis_without_pickle(
    users: dict[str, Any], tmp_path: Path
) -> None:
    """A move's state reaches Redis as a snapshot; another process (this one with its
    memory cleared) reads it back instead of replaying; a pickle planted there is never run
    and is a miss (the log is replayed)."""
    game = services.start_game(users["alice"], users["bob"], options={"rules": "mb-2006"})
    game = services.autoplay(game.pk, max_actions=6)
    game = Game.objects.get(pk=game.pk)
    system = of_game(game)
    assert system.snapshots
    state = services.load_state(game)
    state_cache().flush()
    client = redis.Redis.from_url(settings.STATE_CACHE_URL)
    try:
        blob = client.get(redis_key(game.pk))
    finally:
        client.close()
    assert blob is not None and game.seed.encode() not in blob
    tag, cached = snapshot.decode(blob, game.seed)
    assert tag == head_tag(game.head_seq, game.head_hash) and cached == state

    state_cache().clear_local()
    got = state_cache().get(game.pk, tag, game.seed, lambda: None, system)
    assert got == state  # read from Redis, not replayed

    marker = tmp_path / "ran"
    plant_snapshot(game, pickle.dumps(Exploit(marker)))
    state_cache().clear_local()
    assert state_cache().get(game.pk, tag, game.seed, lambda: None, system) is None
    assert services.load_state(game) == state  # a miss: the log is replayed
    assert not marker.exists()
