"""The Celery app for the workers `test_worker.py` starts: config's app, unchanged, except that
the Redis transport hands an unacknowledged message back after 3 s instead of 1 hour, so a
task whose worker was killed is redelivered (acks_late) within the test's time."""

from config.celery import app

app.conf.broker_transport_options = {
    "visibility_timeout": 3,
    "unacked_restore_interval": 1,
    "unacked_restore_throttle": 1,
}

__all__ = ["app"]
