"""The Celery app for the workers `test_worker.py` starts: config's app, unchanged, except that
the Redis transport hands an unacknowledged message back after 3 s instead of 1 hour, so a
task whose worker was killed is redelivered (acks_late) within the test's time; and that
beat's periodic tasks (when the worker runs with -B) tick every second on the test's queue."""

import os

from config.celery import app

app.conf.broker_transport_options = {
    "visibility_timeout": 3,
    "unacked_restore_interval": 1,
    "unacked_restore_throttle": 1,
}

_queue = os.environ.get("OVERCRUSH_TEST_QUEUE")
if _queue:
    app.conf.beat_schedule = {
        name: {**entry, "schedule": 1.0, "options": {**entry.get("options", {}), "queue": _queue}}
        for name, entry in (app.conf.beat_schedule or {}).items()
    }

__all__ = ["app"]
