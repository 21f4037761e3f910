"""Word that a game moved, through Redis pub/sub, so live streams wait for it instead of
polling the database (games/live.py).

The event store publishes a game's new head on its channel once the events are committed
(`publish`): the word is handed to this process's publisher thread, which sends whatever has
piled up in one round trip, so a move's answer never waits for Redis (issue 18); when the bus
is the Redis the snapshots go to (as deployed), the state cache's writer carries it instead,
after the move's snapshot, in the same round trip. Each web
process holds one subscription, a pattern over every game's channel, read by one thread
(`_Listener`) that wakes the streams waiting on the game that moved (`subscribe`): a process
serving a thousand spectators holds one Redis connection for them, not a thousand. A message
only says "look again": the stream still reads the records from PostgreSQL, so a lost, late
or forged message costs one read and shows nothing the log does not hold.

Without LIVE_REDIS_URL (the embedded default) there is no bus and streams poll. Redis may go
away at any time: publishing never fails a move (a warning, then Redis is left alone for
LIVE_REDIS_PAUSE seconds so a dead Redis costs one failed connection per pause, not one per
move); when the listener's connection breaks, the streams waiting are told (`Unavailable`)
and poll, and the listener tries again after the pause.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
import uuid

import redis
from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver
from redis.backoff import NoBackoff
from redis.retry import Retry

from games.state_cache import state_cache

logger = logging.getLogger(__name__)

CHANNEL_PREFIX = "overcrush:game:"


class Unavailable(Exception):
    """The subscription broke (Redis went down): the stream polls from now on."""


def channel(game_pk: uuid.UUID | str) -> str:
    return CHANNEL_PREFIX + str(game_pk)


_clients: dict[str, redis.Redis] = {}
_lock = threading.Lock()
_paused_until: dict[str, float] = {}  # URL -> when to try it again


def _url() -> str:
    return str(getattr(settings, "LIVE_REDIS_URL", "") or "")


def _client(url: str) -> redis.Redis:
    """One client (a thread-safe connection pool) per URL in this process."""
    with _lock:
        client = _clients.get(url)
        if client is None:
            timeout = float(getattr(settings, "LIVE_REDIS_TIMEOUT", 0.5))
            client = redis.Redis.from_url(
                url,
                socket_connect_timeout=timeout,
                socket_timeout=timeout,
                retry=Retry(NoBackoff(), 0),
            )
            _clients[url] = client
        return client


def _pause(url: str, error: Exception, what: str) -> None:
    pause = float(getattr(settings, "LIVE_REDIS_PAUSE", 5.0))
    _paused_until[url] = time.monotonic() + pause
    logger.warning(
        "Redis live bus unavailable (%s: %s); streams poll for %.0f s", what, error, pause
    )


def enabled() -> bool:
    """A bus to use now: configured and not paused after a failure."""
    url = _url()
    return bool(url) and time.monotonic() >= _paused_until.get(url, 0.0)


def publish(game_pk: uuid.UUID | str, head_seq: int) -> None:
    """Tell the game's streams that its head is now `head_seq`, behind the caller: the
    publisher thread sends it. Never raises, never waits for Redis."""
    if not enabled():
        return
    url, name, message = _url(), channel(game_pk), str(head_seq)
    # To the same Redis as the snapshots (as deployed): in the state cache's pipeline, after
    # the move's snapshot (games/state_cache.py `carry`): one round trip a move, not two.
    if not state_cache().carry(url, name, message, _pause_publish):
        _publisher().put(url, name, message)


def _pause_publish(url: str, error: Exception) -> None:
    _pause(url, error, "publish")


def flush(timeout: float = 5.0) -> None:
    """Wait until what was published so far has been sent to Redis (or given up on)."""
    publisher = _publisher_now
    if publisher is not None:
        publisher.flush(timeout)
    state_cache().flush(timeout)  # the words it carries


class _Publisher:
    """This process's thread that sends the published heads: what piled up while it sent the
    last batch goes in one pipeline (one round trip), and a game's older head is dropped for
    its newer one. A message only says "look again", so one lost to a crash costs a stream
    one recheck (LIVE_RECHECK_SECONDS), never an event."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self._lock = threading.Lock()
        self._pending: dict[tuple[str, str], str] = {}  # (url, channel) -> head seq
        self._sending = False
        self._wake = threading.Event()
        threading.Thread(target=self._run, name="live-publish", daemon=True).start()

    def put(self, url: str, name: str, head_seq: str) -> None:
        with self._lock:
            self._pending[(url, name)] = head_seq
        self._wake.set()

    def flush(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if not self._pending and not self._sending:
                    return
            self._wake.set()
            time.sleep(0.002)

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            with self._lock:
                batch, self._pending = self._pending, {}
                self._sending = bool(batch)
            try:
                by_url: dict[str, list[tuple[str, str]]] = {}
                for (url, name), head_seq in batch.items():
                    by_url.setdefault(url, []).append((name, head_seq))
                for url, messages in by_url.items():
                    _send(url, messages)
            finally:
                with self._lock:
                    self._sending = False


def _send(url: str, messages: list[tuple[str, str]]) -> None:
    """PUBLISH each (channel, head seq) to the bus at `url`, in one round trip."""
    if time.monotonic() < _paused_until.get(url, 0.0):
        return
    try:
        pipe = _client(url).pipeline(transaction=False)
        for name, head_seq in messages:
            pipe.publish(name, head_seq)
        pipe.execute()
    except (redis.RedisError, OSError) as error:
        _pause(url, error, "publish")
    except Exception:  # whatever else: these messages are lost, the thread lives on
        logger.exception("live bus publish failed")


_publisher_now: _Publisher | None = None


def _publisher() -> _Publisher:
    """This process's publisher (a new one after a fork: threads do not survive one)."""
    global _publisher_now
    publisher = _publisher_now
    if publisher is None or publisher.pid != os.getpid():
        with _lock:
            if _publisher_now is None or _publisher_now.pid != os.getpid():
                _publisher_now = _Publisher()
            publisher = _publisher_now
    return publisher


class _Listener:
    """This process's one subscription to Redis, in a thread: a pattern over every game's
    channel, so a process holds one connection however many streams it serves, and wakes
    the streams of the game that moved. When Redis breaks it, the streams waiting are told
    (they poll) and it tries again after LIVE_REDIS_PAUSE seconds."""

    def __init__(self, url: str):
        self.url = url
        self.pid = os.getpid()
        self.ready = threading.Event()  # subscribed: every publish from now on reaches it
        self.stopped = threading.Event()
        self._lock = threading.Lock()
        self._waiting: dict[str, set[Subscription]] = {}
        threading.Thread(target=self._run, name="live-bus", daemon=True).start()

    def _run(self) -> None:
        timeout = float(getattr(settings, "LIVE_REDIS_TIMEOUT", 0.5))
        while not self.stopped.is_set():
            client = redis.Redis.from_url(
                self.url, socket_connect_timeout=timeout, retry=Retry(NoBackoff(), 0)
            )
            pubsub = client.pubsub(ignore_subscribe_messages=False)
            try:
                pubsub.psubscribe(CHANNEL_PREFIX + "*")
                while not self.stopped.is_set():
                    message = pubsub.get_message(timeout=1.0)
                    if message is None:
                        continue
                    if message["type"] == "psubscribe":
                        self.ready.set()
                    elif message["type"] == "pmessage":
                        self._wake(bytes(message["channel"]).decode()[len(CHANNEL_PREFIX) :])
            except (redis.RedisError, OSError, ValueError) as error:
                if self.stopped.is_set():
                    break
                self._broken()
                _pause(self.url, error, "listener")
                self.stopped.wait(float(getattr(settings, "LIVE_REDIS_PAUSE", 5.0)))
            finally:
                self._broken()
                with contextlib.suppress(redis.RedisError, OSError):
                    pubsub.close()
                client.close()

    def _wake(self, game: str) -> None:
        with self._lock:
            waiting = list(self._waiting.get(game, ()))
        for subscription in waiting:
            subscription.woken.set()

    def _broken(self) -> None:
        """Tell every stream waiting that the bus is gone (they poll from now on)."""
        with self._lock:
            self.ready.clear()
            waiting = [s for found in self._waiting.values() for s in found]
            self._waiting.clear()
        for subscription in waiting:
            subscription.broken = True
            subscription.woken.set()

    def add(self, subscription: Subscription) -> bool:
        with self._lock:
            if not self.ready.is_set():
                return False
            self._waiting.setdefault(subscription.game, set()).add(subscription)
            return True

    def remove(self, subscription: Subscription) -> None:
        with self._lock:
            found = self._waiting.get(subscription.game)
            if found is not None:
                found.discard(subscription)
                if not found:
                    del self._waiting[subscription.game]

    def watching(self, game: str) -> int:
        with self._lock:
            return len(self._waiting.get(game, ()))

    def stop(self) -> None:
        """Its thread ends within a second (its own wait), closing its connection itself."""
        self.stopped.set()
        self._broken()


_listeners: dict[str, _Listener] = {}


def _listener(url: str) -> _Listener:
    """This process's listener for `url` (a new one after a fork: threads do not survive)."""
    with _lock:
        listener = _listeners.get(url)
        if listener is None or listener.pid != os.getpid() or listener.stopped.is_set():
            listener = _listeners[url] = _Listener(url)
        return listener


class Subscription:
    """One stream's wait for its game's moves (this process's listener wakes it)."""

    def __init__(self, listener: _Listener, game: str):
        self.listener = listener
        self.game = game
        self.woken = threading.Event()
        self.broken = False

    def wait(self, timeout: float) -> bool:
        """Up to `timeout` seconds for word of a move: True when the game moved (several
        moves make one wake-up). `Unavailable` once Redis broke the listener."""
        woken = self.woken.wait(timeout)
        if self.broken:
            raise Unavailable("the live bus broke")
        if woken:
            self.woken.clear()  # what moved is read next: nothing is lost by clearing
        return woken

    def close(self) -> None:
        self.listener.remove(self)


def subscribe(game_pk: uuid.UUID | str) -> Subscription | None:
    """A wait for the game's moves, or None (no bus now: poll). Registered before it returns
    with a listener already subscribed, so a move published after this call is not missed."""
    if not enabled():
        return None
    listener = _listener(_url())
    if not listener.ready.wait(float(getattr(settings, "LIVE_REDIS_TIMEOUT", 0.5))):
        return None
    subscription = Subscription(listener, str(game_pk))
    return subscription if listener.add(subscription) else None


def watching(game_pk: uuid.UUID | str) -> int:
    """How many streams of this process wait on the game through the bus."""
    listener = _listeners.get(_url())
    return listener.watching(str(game_pk)) if listener is not None else 0


def reset() -> None:
    """Stop this process's listeners, forget the clients and any pause (tests that change
    settings)."""
    flush()  # what was published so far goes out before its client is closed
    with _lock:
        for listener in _listeners.values():
            listener.stop()
        _listeners.clear()
        for client in _clients.values():
            client.close()
        _clients.clear()
        _paused_until.clear()


@receiver(setting_changed)
def _settings_changed(setting: str, **_: object) -> None:
    if setting.startswith("LIVE_REDIS"):
        reset()
