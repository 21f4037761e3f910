"""Where game state snapshots are kept: this process's memory, then Redis, else nowhere.

A snapshot is a shortcut, never the truth: each is tagged with the log head it was taken at
(`head_tag`), and a caller asks for the tag of the head it has just read from PostgreSQL;
anything else is a miss and the caller replays the log. So Redis may be flushed, planted
with garbage or down at any time:

- Redis holds MessagePack bytes (`games/engine/log/snapshot.py`), read and written with a
  plain client (Django's Redis cache would unpickle whatever the key holds). The secret
  seed is never in them; the caller passes it back from PostgreSQL. Writes go behind the
  request (one writer thread per process, which encodes them too), so a move never waits for
  Redis nor for the encoding.
- An unreadable value is a miss (logged). A Redis error is a miss too: a warning is logged
  and Redis is left alone for `STATE_CACHE_PAUSE` seconds, so a dead Redis costs one failed
  connection per pause, not one per request.
- Each process also keeps the last states it saw (`STATE_CACHE_LOCAL_SIZE`, least recently
  used first out): states are immutable, so a hit costs neither a round trip nor a decode.
- The live bus's word that a game moved (games/live_bus.py) rides along when it goes to
  the same Redis (`carry`, the deployed case: both are REDIS_URL): the writer thread sends
  a move's snapshot and its PUBLISH in one pipeline, the snapshot first, so a stream woken
  by the word finds the snapshot written. One round trip and one thread a move instead of
  two of each (issue 18).
"""

from __future__ import annotations

import logging
import os
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import redis
from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver
from redis.backoff import NoBackoff
from redis.retry import Retry

from games.systems.base import GameSystem

logger = logging.getLogger(__name__)

KEY_PREFIX = "overcrush:state:"


def head_tag(seq: int, head_hash: str) -> str:
    """What a snapshot belongs to: the log's head seq and hash."""
    return f"{seq}:{head_hash}"


def redis_key(game_pk: uuid.UUID | str) -> str:
    return KEY_PREFIX + str(game_pk)


class StateCache:
    """Snapshots by game, checked against the head tag the caller read from the log."""

    def __init__(self, url: str, *, seconds: int, timeout: float, pause: float, size: int):
        self.url = url
        self.seconds = seconds
        self.timeout = timeout
        self.pause = pause
        self.size = size
        self._local: OrderedDict[str, tuple[str, Any]] = OrderedDict()
        self._lock = threading.Lock()
        self._client: redis.Redis | None = None
        self._writer: redis.Connection | None = None  # the writer thread's own connection
        self._paused_until = 0.0
        self._unwritten: dict[str, tuple[GameSystem, Any, str]] = {}
        self._published: dict[str, str] = {}  # live-bus channel -> message, sent after them
        self._publish_failed: Callable[[str, Exception], None] | None = None
        self._writing = False
        self._wake = threading.Event()
        self._writer_pid = 0

    # --- reading and writing -------------------------------------------------------------

    def get(
        self,
        game_pk: uuid.UUID | str,
        tag: str,
        seed: str | None,
        definitions: Callable[[], Any],
        system: GameSystem,
    ) -> Any:
        """The state at `tag`, or None (then replay the log and `put` it). `definitions`
        gives the game's card definitions, asked only to decode bytes from Redis when this
        process has seen no state of the game (a game's cards never change). `system`, the
        game's system, has the snapshot codec (games/systems)."""
        key = str(game_pk)
        with self._lock:
            found = self._local.get(key)
            if found is not None and found[0] == tag:
                self._local.move_to_end(key)
                return found[1]
        if not system.snapshots:
            return None  # a system without a codec is kept in this process only
        blob = self._redis("get", redis_key(key))
        if blob is None:
            return None
        # (a state of the same game carries its definitions: no need to ask for them)
        cards = getattr(found[1], "cards", None) if found is not None else None
        cards = cards if cards is not None else definitions()
        try:
            stored_tag, state = system.decode_snapshot(blob, cards, seed)
        except ValueError as error:  # snapshot.SnapshotError and the like
            logger.warning("unreadable state snapshot for game %s: %s", key, error)
            return None
        if stored_tag != tag:
            return None  # a snapshot of another head: an older one, or not yet committed
        self._remember(key, tag, state)
        return state

    def local(self, game_pk: uuid.UUID | str, tag: str) -> Any:
        """The state at `tag` if this process holds it, else None (Redis is not asked)."""
        with self._lock:
            found = self._local.get(str(game_pk))
            if found is None or found[0] != tag:
                return None
            self._local.move_to_end(str(game_pk))
            return found[1]

    def put(self, game_pk: uuid.UUID | str, tag: str, state: Any, system: GameSystem) -> None:
        """Keep the state at `tag`. Safe before commit: after a rollback the head differs,
        and a head with the same hash commits to the very same events.

        Redis is written behind the request, by this process's writer thread: the answer
        does not wait for it, and a snapshot not yet written is only a miss elsewhere."""
        key = str(game_pk)
        self._remember(key, tag, state)
        if self.url and system.snapshots:  # a system without a codec stays in memory
            with self._lock:
                # Encoded by the writer too (states are immutable): a newer snapshot of a
                # game replaces an older one not yet written, which is then never encoded.
                self._unwritten[key] = (system, state, tag)
                self._writer_wanted()
            self._wake.set()

    def carry(
        self, url: str, channel: str, message: str, failed: Callable[[str, Exception], None]
    ) -> bool:
        """PUBLISH `message` on `channel` behind the request, after the snapshots put so far,
        in their pipeline; False (the caller sends it itself) unless this cache writes to
        `url` and is not paused. `failed(url, error)` hears of a round trip that failed."""
        if not url or url != self.url or time.monotonic() < self._paused_until:
            return False
        with self._lock:
            self._published[channel] = message  # a game's newer head replaces an older one
            self._publish_failed = failed
            self._writer_wanted()
        self._wake.set()
        return True

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until the snapshots put so far (and the words carried) are written to Redis
        (or given up on)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if not self._unwritten and not self._published and not self._writing:
                    return
            self._wake.set()
            time.sleep(0.005)

    def _writer_wanted(self) -> None:
        """Start the writer thread in this process (again after a fork: threads do not
        survive one). Called with the lock held."""
        if self._writer_pid != os.getpid():
            self._writer_pid = os.getpid()
            self._client = self._writer = None  # a forked child must not share sockets
            threading.Thread(target=self._write_behind, name="state-cache", daemon=True).start()

    def _write_behind(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            with self._lock:
                batch, self._unwritten = self._unwritten, {}
                published, self._published = self._published, {}
                self._writing = bool(batch or published)
            if batch or published:
                try:
                    self._write(_encoded(batch), published)
                finally:
                    with self._lock:
                        self._writing = False

    def clear_local(self) -> None:
        with self._lock:
            self._local.clear()

    def _remember(self, key: str, tag: str, state: Any) -> None:
        with self._lock:
            self._local[key] = (tag, state)
            self._local.move_to_end(key)
            while len(self._local) > self.size:
                self._local.popitem(last=False)

    # --- Redis, when it answers ----------------------------------------------------------

    def _write(self, blobs: dict[str, bytes], published: dict[str, str]) -> None:
        """The snapshots, then the words carried, in one round trip: the commands packed and
        sent at once on the writer thread's own connection, then their replies read (what a
        pipeline without MULTI sends, for a third of redis-py's Pipeline's CPU time: ~0.15
        against ~0.42 ms a move, issue 18). A failed round trip drops the connection (replies
        may be left unread on it); the next write opens another."""
        if not self.url or time.monotonic() < self._paused_until:
            return
        commands: list[tuple[Any, ...]] = [
            ("SET", redis_key(key), blob, "EX", self.seconds) for key, blob in blobs.items()
        ]
        commands += [("PUBLISH", channel, message) for channel, message in published.items()]
        if not commands:
            return
        try:
            if self._writer is None:
                self._writer = self._connection().connection_pool.make_connection()
            writer = self._writer
            try:
                writer.send_packed_command(writer.pack_commands(commands))
                for _ in commands:
                    writer.read_response()
            except BaseException:
                self._writer = None
                writer.disconnect()
                raise
        except (redis.RedisError, OSError) as error:
            self._unavailable(error)
            failed = self._publish_failed
            if published and failed is not None:
                failed(self.url, error)  # the live bus pauses too: its streams poll

    def _redis(self, command: str, *args: Any) -> Any:
        if not self.url or time.monotonic() < self._paused_until:
            return None
        try:
            return getattr(self._connection(), command)(*args)
        except (redis.RedisError, OSError) as error:
            self._unavailable(error)
            return None

    def _unavailable(self, error: Exception) -> None:
        self._paused_until = time.monotonic() + self.pause
        logger.warning(
            "Redis state cache unavailable (%s); replaying from PostgreSQL for %.0f s",
            error,
            self.pause,
        )

    def _connection(self) -> redis.Redis:
        if self._client is None:
            self._client = redis.Redis.from_url(
                self.url,
                socket_connect_timeout=self.timeout,
                socket_timeout=self.timeout,
                retry=Retry(NoBackoff(), 0),
            )
        return self._client


def _encoded(batch: dict[str, tuple[GameSystem, Any, str]]) -> dict[str, bytes]:
    """The snapshots' bytes by game; one that fails to encode is left out (logged): it is
    only a miss elsewhere, and the writer thread must live on."""
    blobs = {}
    for key, (system, state, tag) in batch.items():
        try:
            blobs[key] = system.encode_snapshot(state, tag)
        except Exception:
            logger.exception("state snapshot of game %s not encoded", key)
    return blobs


_cache: StateCache | None = None


def state_cache() -> StateCache:
    """This process's cache, built from settings on first use."""
    global _cache
    if _cache is None:
        _cache = StateCache(
            settings.STATE_CACHE_URL,
            seconds=settings.STATE_CACHE_SECONDS,
            timeout=settings.STATE_CACHE_TIMEOUT,
            pause=settings.STATE_CACHE_PAUSE,
            size=settings.STATE_CACHE_LOCAL_SIZE,
        )
    return _cache


def reset() -> None:
    """Forget this process's cache (tests that change settings; forks)."""
    global _cache
    _cache = None


@receiver(setting_changed)
def _settings_changed(setting: str, **_: Any) -> None:
    if setting.startswith("STATE_CACHE"):
        reset()
