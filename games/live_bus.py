"""Word that a game moved, through Redis pub/sub, so live streams wait for it instead of
polling the database (games/live.py).

The event store publishes a game's new head on its channel once the events are committed
(`published`); each open stream subscribes to its game's channel (`subscribe`). A message
only says "look again": the stream still reads the records from PostgreSQL, so a lost,
late or forged message costs one read and shows nothing the log does not hold.

Without LIVE_REDIS_URL (the embedded default) there is no bus and streams poll. Redis may go
away at any time: publishing never fails a move (a warning, then Redis is left alone for
LIVE_REDIS_PAUSE seconds so a dead Redis costs one failed connection per pause, not one per
move), and a stream whose subscription breaks goes back to polling (`Unavailable`).
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
import uuid

import redis
from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver
from redis.backoff import NoBackoff
from redis.retry import Retry

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
    """Tell the game's streams that its head is now `head_seq`. Never raises."""
    if not enabled():
        return
    url = _url()
    try:
        _client(url).publish(channel(game_pk), str(head_seq))
    except (redis.RedisError, OSError) as error:
        _pause(url, error, "publish")


class Subscription:
    """One stream's subscription to its game's channel."""

    def __init__(self, pubsub: redis.client.PubSub, url: str):
        self._pubsub = pubsub
        self._url = url

    def wait(self, timeout: float) -> bool:
        """Up to `timeout` seconds for word of a move: True when the game moved (every
        message waiting is taken: several moves make one read). `Unavailable` if the
        connection broke."""
        moved = False
        try:
            message = self._pubsub.get_message(ignore_subscribe_messages=True, timeout=timeout)
            while message is not None:
                moved = moved or message.get("type") == "message"
                message = self._pubsub.get_message(ignore_subscribe_messages=True, timeout=0)
        except (redis.RedisError, OSError, ValueError) as error:
            _pause(self._url, error, "subscription")
            self.close()
            raise Unavailable(str(error)) from error
        return moved

    def close(self) -> None:
        with contextlib.suppress(redis.RedisError, OSError):
            self._pubsub.close()


def subscribe(game_pk: uuid.UUID | str) -> Subscription | None:
    """A subscription to the game's channel, or None (no bus now: poll). Subscribed before
    it returns, so a move published after this call is not missed."""
    if not enabled():
        return None
    url = _url()
    pubsub = _client(url).pubsub()
    try:
        pubsub.subscribe(channel(game_pk))
        # Wait for Redis to confirm: from then on every publish reaches this subscription.
        deadline = time.monotonic() + float(getattr(settings, "LIVE_REDIS_TIMEOUT", 0.5))
        while True:
            message = pubsub.get_message(timeout=max(0.0, deadline - time.monotonic()))
            if message is not None and message.get("type") == "subscribe":
                break
            if time.monotonic() >= deadline:
                raise redis.TimeoutError("no subscribe confirmation")
    except (redis.RedisError, OSError) as error:
        _pause(url, error, "subscribe")
        with contextlib.suppress(redis.RedisError, OSError):
            pubsub.close()
        return None
    return Subscription(pubsub, url)


def reset() -> None:
    """Forget the clients and any pause (tests that change settings)."""
    with _lock:
        for client in _clients.values():
            client.close()
        _clients.clear()
        _paused_until.clear()


@receiver(setting_changed)
def _settings_changed(setting: str, **_: object) -> None:
    if setting.startswith("LIVE_REDIS"):
        reset()
